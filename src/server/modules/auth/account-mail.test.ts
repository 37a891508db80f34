import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { api, createTestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { createMailer } from '../mail/mailer';

/** A real logger (Fastify's pino) writing into an array. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const { log } = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log, lines };
}

describe('account emails when the mail server fails', () => {
  it('still creates the account (201) when the welcome email is refused', async () => {
    const smtp = await startSmtpServer({ failFirst: 1 });
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const user = makeUser();
      const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
      expect(response.statusCode).toBe(201);
      const me = await api(t.app, 'GET', '/api/user', {
        cookie: `sid=${response.cookies.find((c) => c.name === 'sid')?.value}`,
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('still creates the account when no mail server answers at all', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect(
        (await api(t.app, 'POST', '/api/register', { body: makeUser().payload })).statusCode,
      ).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('sends a mail still in flight before the server finishes closing', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const user = makeUser();
    expect((await api(t.app, 'POST', '/api/register', { body: user.payload })).statusCode).toBe(
      201,
    );
    await t.close();
    expect(smtp.received.map((m) => m.to)).toEqual([user.email]);
    await smtp.close();
  });
});

describe('links in account emails never come from the Host header', () => {
  async function linksFor(env: Record<string, string>, listen: boolean) {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, ...env } });
    try {
      if (listen) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const user = makeUser();
      // An attacker's Host header (and a matching Origin, so the write guard lets it in).
      const headers = { host: 'evil.example', origin: 'http://evil.example' };
      expect((await api(t.app, 'POST', '/api/register', { body: user.payload, headers })).statusCode).toBe(201);
      const reset = await api(t.app, 'POST', '/api/password-reset-request', { body: { email: user.email }, headers });
      expect(reset.statusCode).toBe(200);
      const mails = await smtp.waitFor(2);
      const port = listen ? (t.app.server.address() as { port: number }).port : null;
      return { text: mails.map((m) => m.text).join('\n'), port };
    } finally {
      await t.close();
      await smtp.close();
    }
  }

  it('without APP_ORIGIN they point at the address the server listens on', async () => {
    const { text, port } = await linksFor({ APP_ORIGIN: '', HOST: '127.0.0.1' }, true);
    expect(text).not.toContain('evil.example');
    expect(text).toContain(`http://127.0.0.1:${port}/learn`);
    expect(text).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${port}/reset-password\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('with APP_ORIGIN they point there', async () => {
    const { text } = await linksFor({ APP_ORIGIN: 'https://ada.example.org' }, false);
    expect(text).not.toContain('evil.example');
    expect(text).toMatch(/https:\/\/ada\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe('file mode (no SMTP_URL): docs/product.md#email', () => {
  it('writes real .eml files and logs the reset link, and nothing secret, only in file mode', async () => {
    const { log, lines } = recordingLogger();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ada-mail-'));
    const mailer = createMailer({ from: 'Ada <hello@localhost>', dataDir, log });
    const t = await createTestApp({ env: { DATA_DIR: dataDir }, mailer });
    try {
      const user = makeUser();
      expect((await api(t.app, 'POST', '/api/register', { body: user.payload })).statusCode).toBe(
        201,
      );
      expect(
        (await api(t.app, 'POST', '/api/password-reset-request', { body: { email: user.email } }))
          .statusCode,
      ).toBe(200);
      const outbox = path.join(dataDir, 'outbox');
      // The reset mail is sent after the answer; allow for a loaded machine. Each mail is
      // logged once its file is whole, so wait for the log lines, not just the files.
      const written = () => lines.filter((l) => String(l.msg).startsWith('mail written to outbox'));
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && written().length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Quoted-printable: undo soft line breaks and "=3D" to read the link.
      const files = readdirSync(outbox).map((f) =>
        readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
      expect(files).toHaveLength(2);
      const resetFile = files.find((f) => f.includes('reset-password?token=')) ?? '';
      const token = /token=([A-Za-z0-9_-]{43})/.exec(resetFile)?.[1] ?? '';
      expect(token).toHaveLength(43);

      const mailLines = written();
      expect(mailLines).toHaveLength(2);
      // The reset link (and so its token) is logged on purpose: that is how a laptop install
      // without email gets its link. The welcome line carries no link; no password anywhere.
      const resetLine = mailLines.find((l) => String(l.msg).includes('reset-password'));
      expect(resetLine?.msg).toBe(
        `mail written to outbox: http://localhost:3000/reset-password?token=${token}`,
      );
      expect(Object.keys(resetLine ?? {}).sort()).toEqual([
        'file',
        'hostname',
        'level',
        'msg',
        'pid',
        'time',
        'to',
      ]);
      const everything = JSON.stringify(lines);
      expect(everything).not.toContain(user.password);
      expect(everything.split(token)).toHaveLength(2); // exactly once: in the reset line
    } finally {
      await t.close();
    }
  });

  it('logs nothing about the link in SMTP mode', async () => {
    const { log, lines } = recordingLogger();
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Ada <hello@localhost>',
      dataDir: '/nonexistent',
      log,
    });
    try {
      await mailer.send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
        logLink: 'http://x/reset-password?token=secret',
      });
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
