import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILDREN_NOTICE_VERSION, childrenNotice } from '../../../domain/accounts/children-notice';
import { consents, emailConfirmations, users } from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';
import { CONFIRMATION_RESEND_LIMIT } from '../auth/confirm-email-routes';
import { hashToken } from '../auth/tokens';
import { makeUser } from '../../../../tests/support/factories';
import { startSmtpServer, type ReceivedMail } from '../../../../tests/support/smtp';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';

const englishWords = translatorFor('en');

// Consent by "email plus" (docs/product.md#accounts-and-children,
// docs/decisions/151-consent-by-email-plus.md), through a real SMTP server: the email carries the
// notice and a link; opening it records the consent with the notice's version; a second email
// confirms it; only then may children be added.

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

async function mailTo(to: string, subject: string, after: number): Promise<ReceivedMail> {
  const start = Date.now();
  for (;;) {
    const mail = smtp.received.slice(after).find((x) => x.to === to && x.subject === subject);
    if (mail) return mail;
    if (Date.now() - start > 10_000) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tokenIn = (mail: ReceivedMail): string => {
  const link = mail.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0] ?? '';
  expect(link, mail.text).toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link).searchParams.get('token')!;
};

/** Every paragraph of the notice, as the mail's text carries it (line breaks may be folded). */
const expectNotice = (mail: ReceivedMail) => {
  const flat = mail.text.replace(/\s+/g, ' ');
  for (const paragraph of childrenNotice) expect(flat).toContain(paragraph.replace(/\s+/g, ' '));
};

const addChild = (cookie: string, nickname = 'Lou') =>
  api(t.app, 'POST', '/api/family/children', { cookie, body: { nickname, avatarId: 6 } });
const family = async (cookie: string) =>
  (await api(t.app, 'GET', '/api/family', { cookie })).json();

describe('consent by email plus', () => {
  it('sign up as a grown-up -> the email with the notice and link -> open it -> the second email -> children', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'grown-up', emailConfirmed: false });
    const cookie = cookiesFrom(response);
    const welcome = await mailTo(email, englishWords('email.welcome.subject'), before);
    expectNotice(welcome);
    // A new teacher finds their classes from the welcome too (issue 32).
    expect(welcome.text).toMatch(/Teach a class\? Make it on your Classes page: .*\/classes\n/);
    const token = tokenIn(welcome);
    const [link] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, hashToken(token)));
    expect(link?.noticeVersion).toBe(CHILDREN_NOTICE_VERSION);

    // Until the link is opened: 403 with what to do, and the family page says it is pending.
    const early = await addChild(cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: englishWords('server.consent.noConsent') });
    expect(await family(cookie)).toMatchObject({ consent: 'pending', noticeVersion: null });

    // Opened on another device: no session needed.
    const confirmed = await api(t.app, 'POST', '/api/confirm-email', { body: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: englishWords('server.confirmEmail.consentGiven'),
      emailConfirmed: true,
    });
    const second = await mailTo(email, englishWords('email.consentGiven.subject'), before);
    expect(second.text).toContain(CHILDREN_NOTICE_VERSION);
    expect(second.text).toContain('/family');
    const rows = await t.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, link!.userId));
    expect(rows).toEqual([
      expect.objectContaining({ noticeVersion: CHILDREN_NOTICE_VERSION, withdrawnAt: null }),
    ]);
    expect(rows[0]!.givenAt).toBeInstanceOf(Date);
    expect(await family(cookie)).toMatchObject({
      consent: 'given',
      noticeVersion: CHILDREN_NOTICE_VERSION,
    });
    expect((await addChild(cookie)).statusCode).toBe(201);
    // The link works once.
    expect((await api(t.app, 'POST', '/api/confirm-email', { body: { token } })).statusCode).toBe(
      400,
    );
  });

  it('a learner’s sign-up carries no notice, and its link confirms the email but records no consent', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
    expect(response.json()).toMatchObject({ kind: 'learner' });
    const welcome = await mailTo(email, englishWords('email.welcome.subject'), before);
    expect(welcome.text).not.toContain(childrenNotice[0]!.slice(0, 30));
    const confirmed = await api(t.app, 'POST', '/api/confirm-email', {
      body: { token: tokenIn(welcome) },
    });
    expect(confirmed.json().message).toBe(englishWords('server.confirmEmail.done'));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, row!.id))).toEqual(
      [],
    );
  });

  it('an older account is asked once: it says it is a grown-up, asks for the notice, opens it, adds a child', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
    const cookie = cookiesFrom(response);
    // A learner may not ask for the notice yet.
    const notYet = await api(t.app, 'POST', '/api/consent/request', { cookie });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toEqual({ message: englishWords('server.consent.notGrownUp') });
    const unticked = await api(t.app, 'POST', '/api/account/grown-up', {
      cookie,
      body: { grownUp: false },
    });
    expect(unticked.statusCode).toBe(400);
    const ticked = await api(t.app, 'POST', '/api/account/grown-up', {
      cookie,
      body: { grownUp: true },
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ kind: 'grown-up', email });
    expect(await family(cookie)).toMatchObject({ consent: 'none' });

    const before = smtp.received.length;
    const asked = await api(t.app, 'POST', '/api/consent/request', { cookie });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: englishWords('server.family.consentSent', { email }) });
    const mail = await mailTo(email, englishWords('email.consent.subject'), before);
    expectNotice(mail);
    expect(await family(cookie)).toMatchObject({ consent: 'pending' });
    const confirmed = await api(t.app, 'POST', '/api/confirm-email', {
      body: { token: tokenIn(mail) },
    });
    expect(confirmed.json().message).toBe(englishWords('server.confirmEmail.consentGiven'));
    await mailTo(email, englishWords('email.consentGiven.subject'), before);
    expect((await addChild(cookie)).statusCode).toBe(201);
    const again = await api(t.app, 'POST', '/api/consent/request', { cookie });
    expect(again.json()).toEqual({ message: englishWords('server.family.consentAlreadyGiven') });
  });

  it('asking for the notice is limited like the confirmation resend (and shares its count)', async () => {
    const user = makeUser();
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const answers = [];
    for (let i = 0; i < CONFIRMATION_RESEND_LIMIT.max + 1; i++) {
      answers.push(await api(t.app, 'POST', '/api/consent/request', { cookie }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array<number>(CONFIRMATION_RESEND_LIMIT.max).fill(200),
      429,
    ]);
    expect(answers.at(-1)?.headers['retry-after']).toBeDefined();
    const resend = await api(t.app, 'POST', '/api/confirm-email/resend', { cookie });
    expect(resend.statusCode).toBe(429);
  });

  it('a grown-up’s resent confirmation link carries the notice again, and records consent', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const before = smtp.received.length;
    expect((await api(t.app, 'POST', '/api/confirm-email/resend', { cookie })).statusCode).toBe(
      200,
    );
    const mail = await mailTo(email, englishWords('email.consent.subject'), before);
    expectNotice(mail);
    await api(t.app, 'POST', '/api/confirm-email', { body: { token: tokenIn(mail) } });
    expect(await family(cookie)).toMatchObject({ consent: 'given' });
  });

  it('two consent links opened at once record one consent', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const first = tokenIn(await mailTo(email, englishWords('email.welcome.subject'), before));
    await api(t.app, 'POST', '/api/consent/request', { cookie });
    const second = tokenIn(await mailTo(email, englishWords('email.consent.subject'), before));
    const answers = await Promise.all(
      [first, second].map((token) => api(t.app, 'POST', '/api/confirm-email', { body: { token } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const id = (response.json() as { id: number }).id;
    const standing = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, id), isNull(consents.withdrawnAt)));
    expect(standing).toHaveLength(1);
  });

  it('withdrawing consent (with the password) deletes the children and marks the consent withdrawn', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const token = tokenIn(await mailTo(email, englishWords('email.welcome.subject'), before));
    await api(t.app, 'POST', '/api/confirm-email', { body: { token } });
    expect((await addChild(cookie, 'One')).statusCode).toBe(201);
    expect((await addChild(cookie, 'Two')).statusCode).toBe(201);
    const wrong = await api(t.app, 'DELETE', '/api/consent', {
      cookie,
      body: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: englishWords('server.family.wrongPassword') });
    expect((await family(cookie)).children).toHaveLength(2);
    const withdrawn = await api(t.app, 'DELETE', '/api/consent', {
      cookie,
      body: { password: user.password },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(withdrawn.body).toBe('');
    expect(await family(cookie)).toEqual({ children: [], consent: 'none', noticeVersion: null });
    const id = (response.json() as { id: number }).id;
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, id));
    expect(rows).toEqual([expect.objectContaining({ withdrawnAt: expect.any(Date) })]);
    expect((await addChild(cookie)).statusCode).toBe(403);
    // Asked again, given again: children may come back.
    const after = smtp.received.length;
    await api(t.app, 'POST', '/api/consent/request', { cookie });
    const again = tokenIn(await mailTo(email, englishWords('email.consent.subject'), after));
    await api(t.app, 'POST', '/api/confirm-email', { body: { token: again } });
    expect((await addChild(cookie)).statusCode).toBe(201);
  });

  it('withdrawing consent voids every consent link already sent: 400, and nothing changes', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const first = tokenIn(await mailTo(email, englishWords('email.welcome.subject'), before));
    await api(t.app, 'POST', '/api/consent/request', { cookie });
    const second = tokenIn(await mailTo(email, englishWords('email.consent.subject'), before));
    expect((await api(t.app, 'POST', '/api/confirm-email', { body: { token: first } })).statusCode).toBe(200);
    expect((await addChild(cookie, 'One')).statusCode).toBe(201);
    const withdrawn = await api(t.app, 'DELETE', '/api/consent', {
      cookie,
      body: { password: user.password },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await family(cookie), 'no link pending').toMatchObject({ consent: 'none' });

    const stale = await api(t.app, 'POST', '/api/confirm-email', { body: { token: second } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: englishWords('server.consent.linkVoided') });
    expect(await family(cookie)).toEqual({ children: [], consent: 'none', noticeVersion: null });
    expect((await addChild(cookie)).statusCode, 'no consent came back').toBe(403);
    const id = (response.json() as { id: number }).id;
    const standing = await t.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, id), isNull(consents.withdrawnAt)));
    expect(standing).toEqual([]);
    const [link] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, hashToken(second)));
    expect(link, 'the voided link was not used').toMatchObject({ usedAt: null });
  });

  it('deleting the account voids its consent links too (400, no account comes back)', async () => {
    const user = makeUser();
    const email = user.email.toLowerCase();
    const before = smtp.received.length;
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
    });
    const cookie = cookiesFrom(response);
    const link = tokenIn(await mailTo(email, englishWords('email.welcome.subject'), before));
    const deleted = await api(t.app, 'DELETE', '/api/user', {
      cookie,
      body: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const stale = await api(t.app, 'POST', '/api/confirm-email', { body: { token: link } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: englishWords('server.confirmEmail.linkInvalid') });
    expect(await t.database.db.$count(users, eq(users.email, email))).toBe(0);
    const id = (response.json() as { id: number }).id;
    expect(await t.database.db.$count(consents, eq(consents.userId, id))).toBe(0);
  });
});
