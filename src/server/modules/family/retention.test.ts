import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { translatorFor } from '../../i18n/translators';
import { classes, mailMessages, mailOutbox, users } from '../../db/schema/index';
import { createMailer } from '../mail/mailer';
import { createOutboxWorker } from '../mail/outbox-worker';
import { insertChild, insertUser, signIn } from '../../../../tests/support/accounts';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createFamilyRetention } from './retention';

const englishWords = translatorFor('en');

// Family retention (docs/product.md#accounts-and-children, docs/decisions/156-family-retention.md)
// with a fake clock: a profile unused for 11 months gets its grown-up one warning through the
// outbox; it is deleted after 12 months, never before, and never less than 30 days after the
// warning; use in between keeps it. Runs at the same moment (many servers) queue each warning once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const plusMonths = (from: Date, months: number, days = 0) => {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + days * DAY);
};

const job = () =>
  createFamilyRetention({
    db: t.database.db,
    log: t.app.log,
    mailOrigin: () => ({ origin: 'http://localhost:3000', host: 'localhost' }),
    kick: () => {},
  });

const outboxTo = (userId: number) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
const exists = async (id: number) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;

async function family(lastActiveAt: Date | null, options: { createdAt?: Date } = {}) {
  const db = t.database.db;
  const grownUp = await insertUser(db, { kind: 'grown-up' });
  const child = await insertChild(
    db,
    { familyOwnerId: grownUp.id },
    { lastActiveAt, ...(options.createdAt ? { createdAt: options.createdAt } : {}) },
  );
  return { grownUp, child };
}

describe('the family retention job', () => {
  it('warns once at 11 months, deletes nothing before 12, deletes after', async () => {
    const start = new Date();
    const { grownUp, child } = await family(start);
    const retention = job();

    expect(await retention.runOnce(plusMonths(start, 10))).toEqual({ warned: 0, deleted: 0 });
    expect(await outboxTo(grownUp.id)).toEqual([]);

    const warnedAt = plusMonths(start, 11, 1);
    expect((await retention.runOnce(warnedAt)).warned).toBe(1);
    const [queued] = await outboxTo(grownUp.id);
    expect(queued).toMatchObject({ toEmail: grownUp.email, status: 'queued' });
    const [message] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, queued!.mailMessageId));
    expect(message).toMatchObject({
      subject: englishWords('email.retention.subject'),
      textAfterToken: null,
      oneClickUrl: null,
    });
    expect(message!.text).toContain('http://localhost:3000/family');
    expect(message!.text).not.toContain(child.nickname!);

    // Again, and later the same month: no second warning, nothing deleted.
    expect(await retention.runOnce(warnedAt)).toEqual({ warned: 0, deleted: 0 });
    expect(await retention.runOnce(plusMonths(start, 11, 20))).toEqual({ warned: 0, deleted: 0 });
    expect(await retention.runOnce(plusMonths(start, 12, -1))).toEqual({ warned: 0, deleted: 0 });
    expect(await outboxTo(grownUp.id)).toHaveLength(1);
    expect(await exists(child.id)).toBe(true);

    expect(await retention.runOnce(plusMonths(start, 12, 5))).toEqual({ warned: 0, deleted: 1 });
    expect(await exists(child.id)).toBe(false);
    expect(await exists(grownUp.id)).toBe(true);
  });

  it('counts from when the profile was made when it was never used', async () => {
    const made = new Date(Date.now() - 400 * DAY);
    const { child } = await family(null, { createdAt: made });
    const retention = job();
    const now = new Date();
    // Unused for 13 months, but the warning goes first and the delete 30 days after it.
    expect(await retention.runOnce(now)).toMatchObject({ warned: 1 });
    expect(await exists(child.id)).toBe(true);
    await retention.runOnce(new Date(now.getTime() + 29 * DAY));
    expect(await exists(child.id)).toBe(true);
    await retention.runOnce(new Date(now.getTime() + 31 * DAY));
    expect(await exists(child.id)).toBe(false);
  });

  it('using the profile after the warning keeps it, and a later gap warns again', async () => {
    const start = new Date(Date.now() - 340 * DAY);
    const { grownUp, child } = await family(start);
    const retention = job();
    expect((await retention.runOnce(new Date())).warned).toBe(1);
    // The child signs in (a switch makes a session, and "last active" moves).
    const cookie = await signIn(t.database.db, child);
    expect((await api(t.app, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id));
    expect(row?.retentionWarnedAt).toBeNull();
    const later = new Date(Date.now() + 60 * DAY);
    expect(await retention.runOnce(later)).toEqual({ warned: 0, deleted: 0 });
    expect(await exists(child.id)).toBe(true);
    // Eleven months after that use: warned again.
    expect((await retention.runOnce(plusMonths(new Date(), 11, 1))).warned).toBe(1);
    expect(await outboxTo(grownUp.id)).toHaveLength(2);
  });

  it('one email per grown-up however many of their children are due; class children are not its business', async () => {
    const old = new Date(Date.now() - 340 * DAY);
    const db = t.database.db;
    const { grownUp } = await family(old);
    await insertChild(db, { familyOwnerId: grownUp.id }, { lastActiveAt: old });
    const [klass] = await db
      .insert(classes)
      .values({
        teacherId: grownUp.id,
        name: 'Old class',
        joinCode: randomBytes(5).toString('hex'),
      })
      .returning();
    const classChild = await insertChild(db, { classId: klass!.id }, { lastActiveAt: old });
    const retention = job();
    expect((await retention.runOnce(new Date())).warned).toBe(1);
    expect(await outboxTo(grownUp.id)).toHaveLength(1);
    await retention.runOnce(new Date(Date.now() + 60 * DAY));
    expect(await exists(classChild.id)).toBe(true);
  });

  it('runs at the same moment (many servers) queue each warning once', async () => {
    const old = new Date(Date.now() - 340 * DAY);
    const families = await Promise.all(Array.from({ length: 12 }, () => family(old)));
    // Half of them with a second child due: still one warning each.
    for (const { grownUp } of families.slice(0, 6)) {
      await insertChild(t.database.db, { familyOwnerId: grownUp.id }, { lastActiveAt: old });
    }
    const now = new Date();
    const runs = await Promise.all([job(), job(), job(), job()].map((r) => r.runOnce(now)));
    expect(runs.reduce((sum, run) => sum + run.warned, 0)).toBe(families.length);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.userId,
          families.map((f) => f.grownUp.id),
        ),
      );
    expect(rows).toHaveLength(families.length);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(families.length);
  });

  it('the warning reaches a grown-up who unsubscribed from news, over real SMTP', async () => {
    const smtp = await startSmtpServer();
    try {
      const old = new Date(Date.now() - 340 * DAY);
      const { grownUp } = await family(old);
      await t.database.db
        .update(users)
        .set({ unsubscribedAt: new Date() })
        .where(eq(users.id, grownUp.id));
      await job().runOnce(new Date());
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: 'Ada <hello@localhost>',
        dataDir: t.env.DATA_DIR,
        log: t.app.log,
      });
      const worker = createOutboxWorker(
        { db: t.database.db, mailer, log: t.app.log },
        { leaseMs: 60_000, retryBaseMs: 1000 },
      );
      await worker.drain();
      await mailer.close();
      const [row] = await outboxTo(grownUp.id);
      expect(row?.status).toBe('sent');
      const mail = smtp.received.find((m) => m.to === grownUp.email);
      expect(mail?.subject).toBe(englishWords('email.retention.subject'));
      expect(mail?.headers.get('list-unsubscribe')).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });
});
