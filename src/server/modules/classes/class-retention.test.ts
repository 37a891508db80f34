import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { translatorFor } from '../../i18n/translators';
import { classes, mailOutbox, progress, rateLimits, sessions, users } from '../../db/schema/index';
import { createMailer } from '../mail/mailer';
import { createOutboxWorker } from '../mail/outbox-worker';
import { createClassRetention } from './class-retention';

const englishWords = translatorFor('en');

// Retention with a fake clock (docs/product.md#classes, docs/decisions/162-class-retention.md):
// each run is given `now`.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const db = () => t.database.db;
const retention = () =>
  createClassRetention({
    db: db(),
    log: t.app.log,
    mailOrigin: () => ({ origin: 'https://ada.example.org', host: 'ada.example.org' }),
  });
const classRow = async (id: number) =>
  (await db().select().from(classes).where(eq(classes.id, id)))[0];
const outboxTo = (userId: number) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
const plusMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** A class last used at `lastUsedAt`, with two children. */
async function unusedClass(lastUsedAt: Date) {
  const { teacher, cookie } = await insertTeacher(db(), { firstName: 'Rosa' });
  const made = await makeClass(t.app, cookie, `Owls ${teacher.id}`, ['Bo', 'Amy']);
  await db().update(classes).set({ lastUsedAt }).where(eq(classes.id, made.id));
  return { teacher, cookie, made };
}

describe('a class unused for 12 months', () => {
  it('warns its teacher once, 30 days before, then archives it, and its children go 30 days later', async () => {
    const lastUsed = new Date('2025-01-10T08:00:00Z');
    const { teacher, made } = await unusedClass(lastUsed);
    const warnAt = new Date(plusMonths(lastUsed, 12).getTime() - 30 * DAY);

    expect((await retention().runOnce(new Date(warnAt.getTime() - 1000))).warned).toBe(0);
    expect(await outboxTo(teacher.id)).toHaveLength(0);

    // Two servers at the same moment: one warning.
    const runs = await Promise.all([retention().runOnce(warnAt), retention().runOnce(warnAt)]);
    expect(runs.map((r) => r.warned).sort()).toEqual([0, 1]);
    expect((await retention().runOnce(new Date(warnAt.getTime() + DAY))).warned).toBe(0);
    expect(await outboxTo(teacher.id)).toHaveLength(1);
    expect((await classRow(made.id))?.archiveWarnedAt).toEqual(warnAt);

    const archiveAt = new Date(warnAt.getTime() + 30 * DAY);
    expect((await retention().runOnce(new Date(archiveAt.getTime() - 1000))).archived).toBe(0);
    const childCookie = await signIn(db(), {
      id: made.students[0]!.id,
      role: 'learner',
      classId: made.id,
    });
    expect((await retention().runOnce(archiveAt)).archived).toBe(1);
    expect((await classRow(made.id))?.archivedAt).toEqual(archiveAt);
    expect(
      (await api(t.app, 'GET', '/api/user', { cookie: childCookie })).statusCode,
      'signed out',
    ).toBe(401);
    expect((await api(t.app, 'GET', `/api/join/${made.joinCode}`)).statusCode, 'closed').toBe(409);

    const deleteAt = new Date(archiveAt.getTime() + 30 * DAY);
    expect((await retention().runOnce(new Date(deleteAt.getTime() - 1000))).deleted).toBe(0);
    expect(await db().$count(users, eq(users.classId, made.id))).toBe(2);
    expect((await retention().runOnce(deleteAt)).deleted).toBe(1);
    expect(await classRow(made.id)).toBeUndefined();
    expect(
      await db().$count(
        users,
        inArray(
          users.id,
          made.students.map((s) => s.id),
        ),
      ),
    ).toBe(0);
  });

  it('is kept when it is used after the warning: a child signs in, or its teacher opens or changes it', async () => {
    const lastUsed = new Date('2025-02-01T00:00:00Z');
    const warnAt = new Date(plusMonths(lastUsed, 12).getTime() - 30 * DAY);
    const archiveAt = new Date(warnAt.getTime() + 30 * DAY);
    const uses: [string, (c: Awaited<ReturnType<typeof unusedClass>>) => Promise<unknown>][] = [
      [
        'teacher opens it',
        ({ cookie, made }) => api(t.app, 'GET', `/api/classes/${made.id}`, { cookie }),
      ],
      [
        'teacher renames it',
        ({ cookie, made }) =>
          api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { name: 'Kept' } }),
      ],
      [
        'a child signs in',
        ({ made }) =>
          api(t.app, 'POST', '/api/join', {
            body: {
              joinCode: made.joinCode,
              studentId: made.students[0]!.id,
              pictures: made.students[0]!.pictures,
            },
          }),
      ],
    ];
    for (const [label, use] of uses) {
      const unused = await unusedClass(lastUsed);
      await retention().runOnce(warnAt);
      expect((await classRow(unused.made.id))?.archiveWarnedAt, label).toEqual(warnAt);
      await use(unused);
      const row = await classRow(unused.made.id);
      expect(row?.archiveWarnedAt, label).toBeNull();
      await retention().runOnce(archiveAt);
      expect((await classRow(unused.made.id))?.archivedAt, label).toBeNull();
    }
  });

  it('sends the warning by email through the outbox, also to a teacher who unsubscribed from news', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Ada <hello@example.com>',
      dataDir: t.env.DATA_DIR,
      log: t.app.log,
    });
    const worker = createOutboxWorker(
      { db: db(), mailer, log: t.app.log },
      { leaseMs: 60_000, retryBaseMs: 20 },
    );
    try {
      const lastUsed = new Date('2025-03-05T12:00:00Z');
      const { teacher, made } = await unusedClass(lastUsed);
      await db().update(users).set({ unsubscribedAt: new Date() }).where(eq(users.id, teacher.id));
      await retention().runOnce(new Date(plusMonths(lastUsed, 12).getTime() - 30 * DAY));
      await worker.drain();
      const mail = smtp.received.find((m) => m.to === teacher.email);
      expect(mail?.subject).toBe(englishWords('email.archive.subject', { className: made.name }));
      expect(mail?.text).toContain('Hello Rosa,');
      expect(mail?.text).toContain('has not been used since 5 March 2025');
      expect(mail?.text).toContain('On 5 March 2026 we will archive it');
      expect(mail?.text).toContain(`open it: https://ada.example.org/classes/${made.id}`);
      expect(mail?.headers.get('list-unsubscribe')).toBeUndefined();
      expect((await outboxTo(teacher.id))[0]?.status).toBe('sent');
    } finally {
      await worker.stop();
      await mailer.close();
      await smtp.close();
    }
  });
});

describe('an archived class', () => {
  it('keeps its children 30 days, then deletes them with every row about them', async () => {
    const { cookie, made } = await unusedClass(new Date());
    const archived = await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    const archivedAt = new Date(archived.json<{ archivedAt: string }>().archivedAt);
    const [bo, amy] = made.students;
    await db()
      .insert(progress)
      .values({ userId: bo!.id, moduleId: 'basics', lessonId: 'intro-to-coding' });
    await db()
      .insert(rateLimits)
      .values([
        { key: `join-child:${bo!.id}:${made.joinCode}`, count: 1, windowStart: new Date() },
        { key: `game-scores:${amy!.id}`, count: 1, windowStart: new Date() },
      ]);
    await db()
      .insert(sessions)
      .values({
        tokenHash: `retention-${bo!.id}`,
        userId: bo!.id,
        expiresAt: new Date(Date.now() + DAY),
      });

    await retention().runOnce(new Date(archivedAt.getTime() + 29 * DAY));
    expect(await db().$count(users, eq(users.classId, made.id))).toBe(2);
    const restored = await api(t.app, 'POST', `/api/classes/${made.id}/restore`, { cookie });
    expect(restored.statusCode, 'restorable while its children exist').toBe(200);
    await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    const rearchivedAt = (await classRow(made.id))!.archivedAt!;

    const run = await retention().runOnce(new Date(rearchivedAt.getTime() + 30 * DAY));
    expect(run.deleted).toBe(1);
    expect(await classRow(made.id)).toBeUndefined();
    const ids = [bo!.id, amy!.id];
    expect(await db().$count(users, inArray(users.id, ids))).toBe(0);
    expect(await db().$count(progress, inArray(progress.userId, ids))).toBe(0);
    expect(await db().$count(sessions, inArray(sessions.userId, ids))).toBe(0);
    expect(
      await db().$count(
        rateLimits,
        sql`${rateLimits.key} like ${`join-child:${bo!.id}:%`} or ${rateLimits.key} = ${`game-scores:${amy!.id}`}`,
      ),
    ).toBe(0);
    const gone = await api(t.app, 'POST', `/api/classes/${made.id}/restore`, { cookie });
    expect(gone.statusCode, 'nothing left to restore').toBe(404);
  });
});
