import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  adminAndLearner,
  insertChild,
  insertUser,
  userById,
} from '../../../../tests/support/accounts';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { classes, mailOutbox, users } from '../../db/schema/index';

// The outbox with its worker, delivering to a REAL SMTP server.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20' },
    startWorkers: true,
  });
  adminCookie = (await adminAndLearner(t.database.db)).adminCookie;
  // adminAndLearner's learner has 20 points: make the roster explicit for the counts below.
  await t.database.db.update(users).set({ points: 0 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (url: string, body: unknown, cookie = adminCookie) =>
  api(t.app, 'POST', url, { body, cookie });
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A header as it went over the wire, unfolded (RFC 5322 folds long lines). */
const rawHeader = (raw: string, name: string) =>
  raw
    .match(new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

describe('validation (docs/product.md#admin-pages)', () => {
  it('asks for user, subject and message on an individual email, in SPEC words', async () => {
    const learner = await insertUser(t.database.db, { points: 5 });
    for (const body of [
      { userId: learner.id, subject: '', message: 'Hello' },
      { userId: learner.id, subject: 'Hi', message: '   ' },
      { subject: 'Hi', message: 'Hello' },
      { userId: null, subject: 'Hi', message: 'Hello' },
      {},
    ]) {
      const response = await send('/api/admin/send-user-email', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe('Please select a user and fill in subject and message');
    }
  });

  it('asks for subject and message on a bulk email, in SPEC words', async () => {
    for (const body of [
      { audience: 'active', subject: ' ', message: 'Hello' },
      { audience: 'active', subject: 'Hi' },
      { userIds: [1] },
    ]) {
      const response = await send('/api/admin/send-bulk-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in subject and message');
    }
  });

  it('limits subject to 200 and message to 10,000 characters, with a 64 KiB body for these routes only', async () => {
    const learner = await insertUser(t.database.db, { points: 5 });
    const longSubject = await send('/api/admin/send-user-email', {
      userId: learner.id,
      subject: 'x'.repeat(201),
      message: 'Hello',
    });
    expect(longSubject.statusCode).toBe(400);
    expect(longSubject.json().message).toMatch(/200/);
    const longMessage = await send('/api/admin/send-user-email', {
      userId: learner.id,
      subject: 'Hi',
      message: 'x'.repeat(10_001),
    });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().message).toMatch(/10,000/);
    // 10,000 letters that JSON escapes to 60 KB still fit the raised limit.
    const escaped = await send('/api/admin/send-user-email', {
      userId: learner.id,
      subject: 'Big',
      message: '\u00e9'.repeat(10_000),
    });
    expect(escaped.statusCode, escaped.body).toBe(200);
    const tooBig = await send('/api/admin/send-user-email', {
      userId: learner.id,
      subject: 'Big',
      message: 'x'.repeat(70_000),
    });
    expect(tooBig.statusCode).toBe(413);
    // Other routes keep the 16 KiB default.
    const notes = await api(t.app, 'PATCH', '/api/feedback/1', {
      cookie: adminCookie,
      body: { adminNotes: 'x'.repeat(20_000) },
    });
    expect(notes.statusCode).toBe(413);
    await smtp.waitFor(1);
    smtp.received.length = 0;
  });

  it('says clearly when nobody would get a bulk email, and queues nothing', async () => {
    await t.database.db.update(users).set({ points: 0 });
    const response = await send('/api/admin/send-bulk-email', {
      audience: 'active',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Nobody to send to/);
    expect(
      (await api(t.app, 'GET', '/api/admin/mail-batches', { cookie: adminCookie })).json(),
    ).toEqual([]);
  });

  it('refuses an unknown user (404) and one who unsubscribed (400)', async () => {
    const unknown = await send('/api/admin/send-user-email', {
      userId: 987654,
      subject: 'Hi',
      message: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    const gone = await insertUser(t.database.db, { points: 50, unsubscribedAt: new Date() });
    const refused = await send('/api/admin/send-user-email', {
      userId: gone.id,
      subject: 'Hi',
      message: 'Hello',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/turned off/);
  });
});

describe('delivery', () => {
  it('sends an individual email through the outbox with a working unsubscribe link', async () => {
    smtp.received.length = 0;
    const learner = await insertUser(t.database.db, {
      points: 0,
      firstName: 'Kim',
      lastName: 'Lee',
    });
    const response = await send('/api/admin/send-user-email', {
      userId: learner.id,
      subject: 'Hello Kim',
      message: 'Great work on loops!',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your email to Kim Lee is on its way.',
      queued: 1,
      batchId: null,
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toBe(learner.email);
    expect(mail!.subject).toBe('Hello Kim');
    expect(mail!.text).toContain('Great work on loops!');
    expect(mail!.text).toContain(
      `http://localhost:3000/unsubscribe?token=${learner.unsubscribeToken}`,
    );
    expect(rawHeader(mail!.raw, 'List-Unsubscribe')).toBe(
      `<http://localhost:3000/api/unsubscribe/one-click?token=${learner.unsubscribeToken}>`,
    );
    expect(rawHeader(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The SMTP server has it; the worker marks it sent right after hearing "250 OK".
    const rowOf = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, learner.id)))[0];
    await until(async () => (await rowOf())?.status === 'sent');
    const row = await rowOf();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail!.messageId).toBe(row!.messageId);
  });

  it('(a) a bulk email reaches every active user exactly once, with their own List-Unsubscribe', async () => {
    smtp.received.length = 0;
    await t.database.db.update(users).set({ points: 0 });
    const active = await Promise.all(
      Array.from({ length: 30 }, (_, i) => insertUser(t.database.db, { points: 10 + i })),
    );
    await insertUser(t.database.db, { points: 0 });
    await insertUser(t.database.db, { points: 300, unsubscribedAt: new Date() });

    const preview = await api(t.app, 'GET', '/api/admin/active-recipients', {
      cookie: adminCookie,
    });
    expect(preview.json()).toEqual({ count: 30 });
    const response = await send('/api/admin/send-bulk-email', {
      audience: 'active',
      subject: 'New lesson!',
      message: 'Try the loops lesson.',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: '30 emails are on the way.',
      queued: 30,
      batchId: expect.any(Number),
    });

    const mails = await smtp.waitFor(30);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more should come
    expect(smtp.received).toHaveLength(30);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(active.map((u) => u.email)));
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(30);
    for (const user of active) {
      const mail = mails.find((m) => m.to === user.email)!;
      expect(rawHeader(mail.raw, 'List-Unsubscribe')).toBe(
        `<http://localhost:3000/api/unsubscribe/one-click?token=${user.unsubscribeToken}>`,
      );
      expect(rawHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`/unsubscribe?token=${user.unsubscribeToken}`);
    }

    const batches = async () =>
      (await api(t.app, 'GET', '/api/admin/mail-batches', { cookie: adminCookie })).json();
    await until(async () => (await batches())[0].sent === 30);
    expect((await batches())[0]).toMatchObject({
      id: body.batchId,
      subject: 'New lesson!',
      total: 30,
      queued: 0,
      sending: 0,
      sent: 30,
      failed: 0,
    });
    expect(Date.parse((await batches())[0].createdAt)).not.toBeNaN();
  });

  it("accepts SPEC's userIds, sending only to those who are active", async () => {
    smtp.received.length = 0;
    await t.database.db.update(users).set({ points: 0 });
    const a = await insertUser(t.database.db, { points: 10 });
    const b = await insertUser(t.database.db, { points: 10 });
    const zero = await insertUser(t.database.db, { points: 0 });
    await insertUser(t.database.db, { points: 10 }); // active but not chosen
    const response = await send('/api/admin/send-bulk-email', {
      userIds: [a.id, b.id, zero.id, 99999],
      subject: 'Picked',
      message: 'Hello',
    });
    expect(response.json()).toMatchObject({ queued: 2 });
    const mails = await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    expect(mails).toHaveLength(2);
  });

  it('goes only to grown-ups: never a child; a family with a child who has points is active (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md)', async () => {
    smtp.received.length = 0;
    const db = t.database.db;
    await db.update(users).set({ points: 0 });
    const parent = await insertUser(db, { kind: 'grown-up', points: 0 });
    const child = await insertChild(db, { familyOwnerId: parent.id }, { points: 40 });
    const idle = await insertUser(db, { kind: 'grown-up', points: 0 });
    await insertChild(db, { familyOwnerId: idle.id }, { points: 0 });
    // A teacher whose class children have points is not active through them
    // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
    const teacher = await insertUser(db, { kind: 'grown-up', points: 0 });
    const [klass] = await db
      .insert(classes)
      .values({ teacherId: teacher.id, name: 'Class', joinCode: randomBytes(5).toString('hex') })
      .returning();
    await insertChild(db, { classId: klass!.id }, { points: 50 });

    const preview = await api(t.app, 'GET', '/api/admin/active-recipients', { cookie: adminCookie });
    expect(preview.json()).toEqual({ count: 1 });
    const byIds = await send('/api/admin/send-bulk-email', {
      userIds: [child.id, idle.id, teacher.id],
      subject: 'Picked',
      message: 'Hello',
    });
    expect(byIds.statusCode).toBe(400);
    const response = await send('/api/admin/send-bulk-email', {
      audience: 'active',
      subject: 'News',
      message: 'Hello',
    });
    expect(response.json()).toMatchObject({ queued: 1 });
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((m) => m.to)).toEqual([parent.email]);
    const toChild = await send('/api/admin/send-user-email', {
      userId: child.id,
      subject: 'Hi',
      message: 'Hello',
    });
    expect(toChild.statusCode).toBe(404);
    const list = await api(t.app, 'GET', '/api/admin/users?limit=100', { cookie: adminCookie });
    const ids = (list.json() as { items: { id: number }[] }).items.map((u) => u.id);
    expect(ids).toContain(parent.id);
    expect(ids).not.toContain(child.id);
  });

  it('one-click unsubscribe (RFC 8058) works cross-site with a form body, and later sends skip that user', async () => {
    smtp.received.length = 0;
    await t.database.db.update(users).set({ points: 0 });
    const stays = await insertUser(t.database.db, { points: 10 });
    const leaves = await insertUser(t.database.db, { points: 10 });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${leaves.unsubscribeToken}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await userById(t.database.db, leaves.id))?.unsubscribedAt).toBeInstanceOf(Date);

    const response = await send('/api/admin/send-bulk-email', {
      audience: 'active',
      subject: 'After',
      message: 'Hello',
    });
    expect(response.json()).toMatchObject({ queued: 1 });
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((m) => m.to)).toEqual([stays.email]);
  });
});

describe('the bytes on the wire', () => {
  // Captured from the version that stored each recipient's whole text in its outbox row
  // (docs/decisions/071-durable-mail-queue.md): storing the message once
  // (docs/decisions/091-outbox-stores-each-message-once.md) must not change a single byte.
  const golden = (to: string) =>
    [
      'List-Unsubscribe:',
      ' <http://localhost:3000/api/unsubscribe/one-click?token=Gq3k9Zr0-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      `From: "Ada's Code Adventures" <hello@localhost>`,
      `To: ${to}`,
      'Subject: =?UTF-8?Q?=C3=9Cn=C3=AFcode_subject_=E2=80=94_fine?=',
      'Message-ID: <ID>',
      'Content-Transfer-Encoding: quoted-printable',
      'Date: DATE',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'H=C3=A9llo Kim! =F0=9F=8E=89',
      '',
      'This line is long enough that =',
      'quoted-printable has to wrap it somewhere past seventy-six characters.',
      '  Indented line with trailing spaces',
      '',
      '--=20',
      'You get this email because you =',
      "have an account at Ada's Code Adventures.",
      'To stop these emails, open: =',
      'http://localhost:3000/unsubscribe?token=3DGq3k9Zr0-_aBcDeFgHiJkLmNoPqRsTuVw=',
      'XyZ0123456',
      '',
    ].join('\r\n');
  const subject = 'Ünïcode subject — fine';
  const message =
    'Héllo Kim! 🎉\n\nThis line is long enough that quoted-printable has to wrap it somewhere past seventy-six characters.\r\n  Indented line with trailing spaces   \n\n\n  ';
  const normalised = (raw: string, messageId: string) => {
    expect(raw).toContain(`\r\nMessage-ID: ${messageId}\r\n`);
    return raw
      .replace(`\r\nMessage-ID: ${messageId}\r\n`, '\r\nMessage-ID: <ID>\r\n')
      .replace(/\r\nDate: [^\r]+\r\n/, '\r\nDate: DATE\r\n');
  };
  async function goldenLearner(email: string) {
    await t.database.db.update(users).set({ points: 0 });
    const learner = await insertUser(t.database.db, { points: 10, email });
    await t.database.db
      .update(users)
      .set({ unsubscribeToken: 'Gq3k9Zr0-_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456' })
      .where(eq(users.id, learner.id));
    return learner;
  }
  const sentRowOf = async (userId: number) => {
    let row: typeof mailOutbox.$inferSelect | undefined;
    await until(async () => {
      [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
      return row?.status === 'sent';
    });
    return row!;
  };

  it('an individual email is exactly what it always was', async () => {
    smtp.received.length = 0;
    const learner = await goldenLearner('golden.one@example.com');
    expect(
      (await send('/api/admin/send-user-email', { userId: learner.id, subject, message }))
        .statusCode,
    ).toBe(200);
    const [mail] = await smtp.waitFor(1);
    const row = await sentRowOf(learner.id);
    expect(normalised(mail!.raw, row.messageId)).toBe(golden('golden.one@example.com'));
    await t.database.db.delete(users).where(eq(users.id, learner.id));
  });

  it('a bulk email is exactly what it always was', async () => {
    smtp.received.length = 0;
    const learner = await goldenLearner('golden.bulk@example.com');
    expect(
      (await send('/api/admin/send-bulk-email', { audience: 'active', subject, message })).json(),
    ).toMatchObject({ queued: 1 });
    const [mail] = await smtp.waitFor(1);
    const row = await sentRowOf(learner.id);
    expect(normalised(mail!.raw, row.messageId)).toBe(golden('golden.bulk@example.com'));
    await t.database.db.delete(users).where(eq(users.id, learner.id));
  });
});
