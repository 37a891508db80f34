import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable Message-ID (with angle brackets) so a retried send is recognisable. */
  messageId?: string;
  headers?: Record<string, string>;
  /** A link worth logging in file mode (e.g. a reset link), so a laptop install is usable. */
  logLink?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Waits for messages still being sent, then closes the connections. */
  close(): Promise<void>;
  readonly mode: 'smtp' | 'files';
};

/**
 * docs/product.md#email: one mail module for every sender. With SMTP_URL it speaks SMTP; without it each
 * message is written as a real RFC 5322 file to DATA_DIR/outbox/*.eml and the link is logged.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  // Sends in progress: closing waits for them, so a shutdown never cuts a message in half.
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  };
  const drain = () => Promise.allSettled([...inFlight]);
  if (smtpUrl) {
    const transport = nodemailer.createTransport(pooled(smtpUrl), { from });
    return {
      mode: 'smtp',
      async send(message) {
        const info = await track(transport.sendMail({ from, ...pick(message) }));
        return { messageId: info.messageId };
      },
      close: async () => {
        await drain();
        transport.close();
      },
    };
  }
  const outbox = path.resolve(dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'files',
    send: (message) =>
      track(
        (async () => {
          const info = await transport.sendMail({ from, ...pick(message) });
          await mkdir(outbox, { recursive: true });
          const safeId = info.messageId.replace(/[^a-zA-Z0-9.@-]/g, '');
          const file = path.join(outbox, `${Date.now()}-${safeId}.eml`);
          await writeFile(file, info.message as Buffer);
          log.info(
            { to: message.to, file },
            `mail written to outbox${message.logLink ? `: ${message.logLink}` : ''}`,
          );
          return { messageId: info.messageId };
        })(),
      ),
    close: async () => {
      await drain();
      transport.close();
    },
  };
}

const pick = (m: MailMessage) => ({
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  ...(m.messageId ? { messageId: m.messageId } : {}),
  ...(m.headers ? { headers: m.headers } : {}),
});

/**
 * The mail queue sends many messages in a row: a pooled transport reuses its SMTP connections
 * (about 6x faster here than a new connection per message). `?pool=false` in SMTP_URL opts out.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}
