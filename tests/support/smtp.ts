import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type ReceivedMail = { to: string; subject: string; text: string; messageId: string; headers: ParsedMail['headers']; raw: string };

/**
 * A real SMTP server on a random loopback port (the `smtp-server` package). Tests point the
 * app's SMTP_URL at it and read what actually arrived over the wire.
 */
export async function startSmtpServer(options: { failFirst?: number; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let failuresLeft = options.failFirst ?? 0;
  // Messages whose DATA began arriving (in flight or done), to catch a sender mid-send.
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      started++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft--;
          const error = new Error('Temporary failure, try again') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              headers: mail.headers,
              raw,
            });
            // A slow server: the message has arrived, but the sender hears "250 OK" only later.
            if (options.delayMs) setTimeout(() => callback(), options.delayMs);
            else callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get started() {
      return started;
    },
    /** Waits until at least `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const start = Date.now();
      while (received.length < count) {
        if (Date.now() - start > timeoutMs) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
