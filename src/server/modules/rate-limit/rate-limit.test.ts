import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-db';
import type { Database } from '../../db/client';
import { rateLimitRepository } from './rate-limit-repository';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('counts hits in a window, refuses past the limit, and starts again after the window', async () => {
  const limiter = rateLimitRepository(database.db);
  const t0 = new Date('2026-01-01T00:00:00Z');
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', 3, 60_000, t0));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results[3]?.retryAfterSeconds).toBe(60);
  const later = await limiter.hit('k', 3, 60_000, new Date(t0.getTime() + 61_000));
  expect(later).toMatchObject({ allowed: true, count: 1 });
});

it('holds under concurrent hits (one counter, no lost updates)', async () => {
  const limiter = rateLimitRepository(database.db);
  const now = new Date();
  const results = await Promise.all(
    Array.from({ length: 20 }, () => limiter.hit('concurrent', 10, 60_000, now)),
  );
  expect(results.filter((r) => r.allowed)).toHaveLength(10);
  expect(Math.max(...results.map((r) => r.count))).toBe(20);
});
