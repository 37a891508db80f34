import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-db';
import { createSignedInUser } from '../../../../tests/support/signed-in-user';
import type { Database } from '../../db/client';
import { awardGameScore } from './game-awards';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('awards floor(score / 10) for the first 5 plays of a game per UTC day, then 0', async () => {
  const { user } = await createSignedInUser(database);
  const day = new Date('2026-05-01T23:00:00.000Z');
  const results = [];
  for (let i = 0; i < 6; i++) results.push(await awardGameScore(database.db, user.id, { gameId: 'robot-maze', score: 45, completedAt: day }));
  expect(results.map((r) => r.pointsAwarded)).toEqual([4, 4, 4, 4, 4, 0]);
  expect(results.map((r) => r.dailyLimitReached)).toEqual([false, false, false, false, false, true]);
  expect(results[5]).toMatchObject({ points: 20, level: 1, score: 45 });
  // A new UTC day starts a new count.
  const nextDay = await awardGameScore(database.db, user.id, { gameId: 'robot-maze', score: 60, completedAt: new Date('2026-05-02T00:00:01.000Z') });
  expect(nextDay).toMatchObject({ pointsAwarded: 6, points: 26 });
});

it('holds the daily limit under concurrent plays', async () => {
  const { user } = await createSignedInUser(database);
  const at = new Date('2026-05-03T12:00:00.000Z');
  const results = await Promise.all(
    Array.from({ length: 8 }, () => awardGameScore(database.db, user.id, { gameId: 'robot-maze', score: 60, completedAt: at })),
  );
  expect(results.filter((r) => r.pointsAwarded === 6)).toHaveLength(5);
  expect(Math.max(...results.map((r) => r.points))).toBe(30);
});

it('refuses an invalid score', async () => {
  const { user } = await createSignedInUser(database);
  await expect(awardGameScore(database.db, user.id, { gameId: 'robot-maze', score: 100 })).rejects.toThrow(/invalid score/);
});
