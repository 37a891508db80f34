import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { choreMessages } from '../../../domain/games/chores';
import { gradedCompletion } from '../../../../tests/support/lesson-work';

// docs/decisions/124-guest-chores-move-at-sign-up.md: the guest's Chore Tracker list moves into the
// account with the rest.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chore = (id: string, name: string, points = 5, done = false) => ({ id, name, points, done });
const transfer = (cookie: string, body: Record<string, unknown>) =>
  api(t.app, 'POST', '/api/transfer-guest-progress', {
    cookie,
    body: { guestProgress: [], ...body },
  });
const choresOf = async (cookie: string) =>
  (await api(t.app, 'GET', '/api/chores', { cookie })).json().chores;

describe('POST /api/transfer-guest-progress with chores', () => {
  it('stores the guest list in a new account, once however often it is sent', async () => {
    const { cookie } = await signedInUser(t.database);
    const chores = [chore('a1', 'Feed the cat', 10, true), chore('b2', 'Tidy my room', 3)];
    const first = await transfer(cookie, { chores });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ pointsAwarded: 0, points: 0, level: 1, choresMoved: 2 });
    expect(await choresOf(cookie)).toEqual(chores);

    const repeats = await Promise.all([1, 2].map(() => transfer(cookie, { chores })));
    expect(repeats.map((r) => r.json().choresMoved)).toEqual([0, 0]);
    expect(await choresOf(cookie)).toEqual(chores);
  });

  it('adds to the chores an account already has, and never past 100', async () => {
    const { cookie } = await signedInUser(t.database);
    const own = Array.from({ length: 99 }, (_, i) => chore(`own${i}`, `Mine ${i}`));
    expect(
      (await api(t.app, 'PUT', '/api/chores', { cookie, body: { chores: own } })).statusCode,
    ).toBe(200);
    const res = await transfer(cookie, {
      chores: [chore('own0', 'Same id'), chore('g1', 'Water plants'), chore('g2', 'No room')],
    });
    expect(res.json().choresMoved).toBe(1);
    const saved = await choresOf(cookie);
    expect(saved).toHaveLength(100);
    expect(saved[0]).toEqual(chore('own0', 'Mine 0'));
    expect(saved.at(-1)).toEqual(chore('g1', 'Water plants'));
  });

  it('refuses a bad chore list by name and moves nothing else', async () => {
    const { cookie } = await signedInUser(t.database);
    const cases: [unknown, string][] = [
      [[chore('a', 'x'.repeat(41))], `Invalid field "chores.0.name": ${choreMessages.nameTooLong}`],
      [
        [chore('a', 'Dishes', 0)],
        `Invalid field "chores.0.points": ${choreMessages.pointsInvalid}`,
      ],
      [
        [chore('a', 'One'), chore('a', 'Two')],
        `Invalid field "chores": ${choreMessages.duplicateId}`,
      ],
      ['my chores', `Invalid field "chores": ${choreMessages.badList}`],
      [
        Array.from({ length: 101 }, (_, i) => chore(`c${i}`, 'Chore')),
        `Invalid field "chores": ${choreMessages.tooMany}`,
      ],
    ];
    for (const [chores, message] of cases) {
      const res = await transfer(cookie, {
        chores,
        guestProgress: [gradedCompletion('loops', 'basics')],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await choresOf(cookie)).toEqual([]);
    expect((await api(t.app, 'GET', '/api/progress', { cookie })).json()).toEqual([]);
  });

  it('moves nothing when the guest has no chores', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await transfer(cookie, { chores: [] });
    expect(res.json().choresMoved).toBe(0);
    expect((await api(t.app, 'GET', '/api/chores', { cookie })).json()).toEqual({
      chores: [],
      updatedAt: null,
    });
  });
});
