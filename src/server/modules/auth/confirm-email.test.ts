import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { makeUser } from '../../../../tests/support/factories';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { buildApp } from '../../app';
import { emailConfirmations, users } from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';
import { CONFIRMATION_RESEND_LIMIT } from './confirm-email-routes';
import { confirmationRepository } from './confirmation-repository';
import { hashToken } from './tokens';

const englishWords = translatorFor('en');

// Email confirmation and ADMIN_EMAILS (docs/decisions/110-email-confirmation.md and
// docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md), through real mail over SMTP.
const LISTED = ['chief@example.com', 'old.chief@example.com', 'operator.pick@example.com'];

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: LISTED.join(',') } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function linkIn(to: string, subject: string, after: number): Promise<{ link: string; token: string }> {
  const start = Date.now();
  for (;;) {
    const mail = smtp.received.slice(after).find((x) => x.to === to && x.subject === subject);
    if (mail) {
      const link = mail.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0] ?? '';
      expect(link, mail.text).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
      return { link, token: new URL(link).searchParams.get('token')! };
    }
    if (Date.now() - start > 10_000) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signUp(email?: string) {
  const user = makeUser(email ? { email } : {});
  const before = smtp.received.length;
  const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
  expect(response.statusCode).toBe(201);
  const { token } = await linkIn(user.email.toLowerCase(), englishWords('email.welcome.subject'), before);
  return { ...user, email: user.email.toLowerCase(), cookie: cookiesFrom(response), body: response.json(), token };
}

const confirm = (token: unknown, cookie?: string) => api(t.app, 'POST', '/api/confirm-email', { body: { token }, cookie });
const me = async (cookie: string) => (await api(t.app, 'GET', '/api/user', { cookie })).json();

describe('confirming an email', () => {
  it('sign-up mails a 7-day link; the token is stored only as its hash; a GET of the page changes nothing', async () => {
    const user = await signUp();
    expect(user.body.emailConfirmed).toBe(false);
    const [row] = await t.database.db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, hashToken(user.token)));
    expect(row).toMatchObject({ email: user.email, purpose: 'confirm-email', usedAt: null });
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const all = await t.database.db.select().from(emailConfirmations);
    expect(JSON.stringify(all)).not.toContain(user.token);

    const page = await t.app.inject({ method: 'GET', url: `/confirm-email?token=${user.token}` });
    expect(page.statusCode).toBeLessThan(500);
    expect((await me(user.cookie)).emailConfirmed).toBe(false);
  });

  it('POST /api/confirm-email confirms without a session, once', async () => {
    const user = await signUp();
    const response = await confirm(user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: englishWords('server.confirmEmail.done'), emailConfirmed: true });
    expect(await me(user.cookie)).toMatchObject({ emailConfirmed: true, role: 'learner' });
    const again = await confirm(user.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: englishWords('server.confirmEmail.linkInvalid') });
  });

  it('refuses unknown, expired and malformed tokens with the same clear 400', async () => {
    const { id } = await insertUser(t.database.db);
    const old = new Date(Date.now() - 8 * 86_400_000);
    const expired = await confirmationRepository(t.database.db).create(id, 'x@example.com', {
      now: old,
    });
    for (const token of ['A'.repeat(43), expired.token]) {
      const response = await confirm(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ message: englishWords('server.confirmEmail.linkInvalid') });
    }
    for (const token of ['', 'x'.repeat(129), 42, null]) {
      const response = await confirm(token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json().message).toBe(`Invalid field "token": ${englishWords('server.confirmEmail.linkInvalid')}`);
    }
  });

  it('two requests with one link at once: one confirms, the other is refused', async () => {
    const user = await signUp();
    const answers = await Promise.all([confirm(user.token), confirm(user.token), confirm(user.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('ADMIN_EMAILS needs a confirmed mailbox', () => {
  it('a listed address is a learner (403 on admin routes) until its owner opens the link, then an admin', async () => {
    const owner = await signUp('chief@example.com');
    expect(owner.body).toMatchObject({ role: 'learner', emailConfirmed: false });
    expect((await api(t.app, 'GET', '/api/admin/users', { cookie: owner.cookie })).statusCode).toBe(403);
    expect((await confirm(owner.token)).statusCode).toBe(200);
    expect(await me(owner.cookie)).toMatchObject({ role: 'admin', emailConfirmed: true });
    expect((await api(t.app, 'GET', '/api/admin/users', { cookie: owner.cookie })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'chief@example.com'));
    expect(row!.adminGrantedBy).toBe('admin-emails');
  });

  it('an admin made by ADMIN_EMAILS before confirmation existed is a learner from the next start until it confirms; an operator grant stays', async () => {
    const legacy = await insertUser(t.database.db, { email: 'old.chief@example.com', role: 'admin' });
    const operatorPick = await insertUser(t.database.db, { email: 'operator.pick@example.com', role: 'admin' });
    await t.database.db.update(users).set({ adminGrantedBy: 'operator' }).where(eq(users.id, operatorPick.id));
    const cliAdmin = await insertUser(t.database.db, { role: 'admin' }); // not listed: granted by the operator before
    const legacyCookie = await signIn(t.database.db, legacy);

    const restarted = await buildApp({ env: t.env, database: t.database, webRoot: '/nonexistent' });
    await restarted.ready();
    try {
      const roleOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.role;
      expect(await roleOf(legacy.id)).toBe('learner');
      expect(await roleOf(operatorPick.id)).toBe('admin');
      expect(await roleOf(cliAdmin.id)).toBe('admin');
      expect((await api(restarted, 'GET', '/api/admin/users', { cookie: legacyCookie })).statusCode).toBe(403);

      // Its owner asks for a link (the first one is long gone) and opens it.
      const before = smtp.received.length;
      const resend = await api(restarted, 'POST', '/api/confirm-email/resend', { cookie: legacyCookie });
      expect(resend.statusCode, resend.body).toBe(200);
      const { token } = await linkIn('old.chief@example.com', englishWords('email.confirm.subject'), before);
      expect((await api(restarted, 'POST', '/api/confirm-email', { body: { token } })).statusCode).toBe(200);
      expect(await roleOf(legacy.id)).toBe('admin');
    } finally {
      await restarted.close();
    }
  });

  it('an unconfirmed listed admin is made a learner at sign-in too', async () => {
    const user = await signUp();
    const listing = await buildApp({ env: { ...t.env, ADMIN_EMAILS: [user.email] }, database: t.database, webRoot: '/nonexistent' });
    await listing.ready();
    // Made admin after this server started (so its start-up pass did not see it).
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, user.email));
    try {
      const login = await api(listing, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ role: 'learner', emailConfirmed: false });
    } finally {
      await listing.close();
    }
  });
});

describe('POST /api/confirm-email/resend', () => {
  it('needs a session; sends a working link; is limited; says so once confirmed', async () => {
    expect((await api(t.app, 'POST', '/api/confirm-email/resend')).statusCode).toBe(401);
    const user = await signUp();
    const before = smtp.received.length;
    const first = await api(t.app, 'POST', '/api/confirm-email/resend', { cookie: user.cookie });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: englishWords('server.confirmEmail.sent', { email: user.email }), emailConfirmed: false });
    const { token } = await linkIn(user.email, englishWords('email.confirm.subject'), before);
    for (let i = 1; i < CONFIRMATION_RESEND_LIMIT.max; i++) {
      expect((await api(t.app, 'POST', '/api/confirm-email/resend', { cookie: user.cookie })).statusCode).toBe(200);
    }
    const limited = await api(t.app, 'POST', '/api/confirm-email/resend', { cookie: user.cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: englishWords('server.confirmEmail.tooMany') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await confirm(token)).statusCode).toBe(200);
    const done = await api(t.app, 'POST', '/api/confirm-email/resend', { cookie: user.cookie });
    expect(done.json()).toEqual({ message: englishWords('server.confirmEmail.alreadyConfirmed'), emailConfirmed: true });
  });
});

describe('the admin check runs before the input checks', () => {
  it('a learner gets 403 (and a guest 401) from admin routes, whatever the input', async () => {
    const { cookie } = await signUp();
    const probes: Array<[string, 'GET' | 'POST' | 'PATCH', string, unknown]> = [
      ['bad query', 'GET', '/api/admin/users?limit=abc&before=-1', undefined],
      ['bad query', 'GET', '/api/feedback?status=nope', undefined],
      ['bad id and body', 'PATCH', '/api/feedback/not-an-id', { resolved: 'yes' }],
      ['bad body', 'POST', '/api/admin/send-bulk-email', { subject: 1, audience: 'everyone' }],
      ['bad body', 'POST', '/api/admin/send-user-email', { userId: 'x' }],
      ['bad query', 'GET', '/api/admin/analytics?days=9999', undefined],
      ['encoded prefix', 'GET', '/%61pi/admin/users?limit=abc', undefined],
    ];
    for (const [label, method, url, body] of probes) {
      const asLearner = await api(t.app, method, url, { cookie, body });
      expect(asLearner.statusCode, `${label}: ${method} ${url}`).toBe(403);
      expect(asLearner.json()).toEqual({ message: englishWords('server.auth.notAllowed') });
      const asGuest = await api(t.app, method, url, { body });
      expect(asGuest.statusCode, `${label}: ${method} ${url}`).toBe(401);
    }
    const oversized = await api(t.app, 'POST', '/api/admin/send-bulk-email', { cookie, body: { message: 'x'.repeat(200_000) } });
    expect(oversized.statusCode).toBe(403);
  });
});
