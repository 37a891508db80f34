import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { translatorFor } from '../../i18n/translators';
import { endedSessions, sessions } from '../../db/schema/index';
import { sessionRepository } from './session-repository';

const englishWords = translatorFor('en');

// docs/decisions/186-a-child-hears-why-their-session-ended.md: a child's session that a teacher's
// action or its age ended answers the device that still holds the cookie with why, for 12 hours; a
// learner's or a signed-out one does not.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function classChild(): Promise<{ id: number; cookie: string }> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
  const bo = made.students[0]!;
  return { id: bo.id, cookie: await signIn(db(), { id: bo.id, role: 'learner', classId: made.id }) };
}
const expire = (userId: number) =>
  db()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, userId));
const ask = (cookie: string) => api(t.app, 'GET', '/api/progress', { cookie });

describe('a session that ended, as the device hears it', () => {
  it('a class child whose 12 hours are over: 401 with sessionEnded "expired" and the words', async () => {
    const child = await classChild();
    expect((await ask(child.cookie)).statusCode).toBe(200);
    await expire(child.id);
    for (let i = 0; i < 2; i++) {
      const response = await ask(child.cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: englishWords('server.sessionEnded.expired'),
        sessionEnded: 'expired',
      });
    }
  });

  it('the hourly cleanup keeps a child’s reason, and forgets it after 12 hours', async () => {
    const child = await classChild();
    await expire(child.id);
    const repo = sessionRepository(db());
    await repo.deleteExpired(new Date());
    expect(await db().$count(sessions, eq(sessions.userId, child.id))).toBe(0);
    expect((await ask(child.cookie)).json()).toMatchObject({ sessionEnded: 'expired' });
    await repo.deleteExpired(new Date(Date.now() + 12 * 60 * 60 * 1000 + 60_000));
    const later = await ask(child.cookie);
    expect(later.statusCode).toBe(401);
    expect(later.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
  });

  it('a learner’s expired session and a signed-out one answer the plain 401, and keep nothing', async () => {
    const learner = await insertUser(db());
    const cookie = await signIn(db(), learner);
    await expire(learner.id);
    const expired = await ask(cookie);
    expect(expired.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });

    const child = await classChild();
    const before = await db().$count(endedSessions);
    const out = await api(t.app, 'POST', '/api/logout', { cookie: child.cookie });
    expect(out.statusCode).toBe(200);
    expect((await ask(child.cookie)).json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
    expect(await db().$count(endedSessions)).toBe(before);
  });

  it('keeps only the token’s hash, the reason and the time: nothing about the child', async () => {
    const child = await classChild();
    await expire(child.id);
    await ask(child.cookie);
    const columns = await db().execute(
      sql`select column_name from information_schema.columns where table_name = 'ended_sessions' order by column_name`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).toEqual([
      'ended_at',
      'reason',
      'token_hash',
    ]);
  });
});
