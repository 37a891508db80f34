import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { passwordResets } from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';
import { hashToken } from './tokens';
import { RESET_REQUEST_LIMIT } from './reset-routes';

const englishWords = translatorFor('en');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  api(t.app, 'POST', '/api/password-reset-request', { body: { email } });
const reset = (token: string, newPassword: string) =>
  api(t.app, 'POST', '/api/password-reset', { body: { token, newPassword } });
const login = (email: string, password: string) =>
  api(t.app, 'POST', '/api/login', { body: { email, password } });

async function signUp() {
  const user = makeUser();
  const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
  expect(response.statusCode).toBe(201);
  return { ...user, cookie: cookiesFrom(response) };
}

/** Waits for the next mail with this subject to this address and returns it. */
async function nextMail(to: string, subject: string, after: number) {
  const start = Date.now();
  for (;;) {
    const found = smtp.received.slice(after).find((m) => m.to === to && m.subject === subject);
    if (found) return found;
    if (Date.now() - start > 10_000) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function resetLinkFor(email: string): Promise<{ link: string; token: string }> {
  const before = smtp.received.length;
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  const mail = await nextMail(email, englishWords('email.reset.subject'), before);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const token = new URL(link ?? '').searchParams.get('token') ?? '';
  return { link: link ?? '', token };
}

describe('welcome email', () => {
  it('arrives at registration, addressed to the child and their grown-up, with a link to the app', async () => {
    const before = smtp.received.length;
    const user = await signUp();
    const mail = await nextMail(user.email, englishWords('email.welcome.subject'), before);
    expect(mail.text).toContain(`Hi ${user.firstName}!`);
    expect(mail.text).toMatch(/grown-ups/i);
    expect(mail.text).toContain('http://localhost:3000/learn');
    expect(mail.text).not.toContain(user.password);
  });
});

describe('password reset (docs/product.md#password-reset)', () => {
  it('mails a working link; the reset changes the password and ends every session', async () => {
    const user = await signUp();
    const secondDevice = cookiesFrom(await login(user.email, user.password));
    const { link, token } = await resetLinkFor(user.email);
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash is stored.
    const rows = await t.database.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);

    const done = await reset(token, 'brand-new-secret');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: englishWords('server.auth.resetDone') });

    for (const cookie of [user.cookie, secondDevice]) {
      expect((await api(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-secret')).statusCode).toBe(200);

    // Single use.
    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: englishWords('server.auth.resetInvalid') });
  });

  it('refuses an expired link', async () => {
    const user = await signUp();
    const { token } = await resetLinkFor(user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const response = await reset(token, 'brand-new-secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: englishWords('server.auth.resetInvalid') });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('gives a link 30 minutes', async () => {
    const user = await signUp();
    const { token } = await resetLinkFor(user.email);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(30);
  });

  it('refuses made-up tokens and short passwords with 400', async () => {
    const made = await reset('x'.repeat(43), 'brand-new-secret');
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({ message: englishWords('server.auth.resetInvalid') });
    const user = await signUp();
    const { token } = await resetLinkFor(user.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/);
    // The refused attempt did not use the link up.
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with the same link through', async () => {
    const user = await signUp();
    const { token } = await resetLinkFor(user.email);
    const results = await Promise.all([
      reset(token, 'first-choice'),
      reset(token, 'second-choice'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('ends older links of the same user once one has been used', async () => {
    const user = await signUp();
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email);
    expect((await reset(second.token, 'brand-new-secret')).statusCode).toBe(200);
    expect((await reset(first.token, 'sneaky-secret')).statusCode).toBe(400);
  });

  it('answers an unknown email exactly like a known one and sends it no mail', async () => {
    const user = await signUp();
    const ghost = `ghost.${Date.now()}@example.com`;
    const before = smtp.received.length;
    const unknown = await requestReset(ghost);
    const known = await requestReset(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: englishWords('server.auth.resetRequested') });
    // Mail is sent in request order; once the known one has arrived, the unknown would have too.
    await nextMail(user.email, englishWords('email.reset.subject'), before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resetMails = smtp.received
      .slice(before)
      .filter((m) => m.subject === englishWords('email.reset.subject'));
    expect(resetMails.map((m) => m.to)).toEqual([user.email]);
  });

  it('allows 3 requests per hour per email, then 429 with Retry-After, for known and unknown emails alike', async () => {
    const user = await signUp();
    const ghost = `ghost.limit.${Date.now()}@example.com`;
    for (const email of [user.email, ghost]) {
      for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++)
        expect((await requestReset(email)).statusCode).toBe(200);
      const blocked = await requestReset(email.toUpperCase());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: englishWords('server.auth.tooManyResets') });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  });
});
