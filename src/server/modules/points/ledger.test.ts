import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointEvents } from '../../db/schema/index';
import { createTestDatabase } from '../../../../tests/support/test-db';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { recordGamePlay } from '../games/game-play';
import {
  activityKey,
  codeLabKey,
  codeLabStarsKey,
  codeLabWorldKey,
  gameKey,
  lessonKey,
} from './award-keys';
import { lockBalance } from './balance-repository';
import { awardPoints } from './ledger-repository';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ledgerOf = async (userId: number) =>
  (
    await database.db
      .select({ sourceKey: pointEvents.sourceKey, points: pointEvents.points })
      .from(pointEvents)
      .where(eq(pointEvents.userId, userId))
  ).sort((a, b) => a.sourceKey.localeCompare(b.sourceKey));

describe('award keys', () => {
  it('spell each source the one way the ledger stores it', () => {
    expect(lessonKey('basics', 'loops')).toBe('lesson:basics/loops');
    expect(activityKey('robot-dance')).toBe('activity:robot-dance');
    expect(gameKey('robot-maze', 42)).toBe('game:robot-maze:42');
    expect(codeLabKey('birthday-1')).toBe('codelab:birthday-1');
    expect(codeLabStarsKey('birthday-1')).toBe('codelab-stars:birthday-1');
    expect(codeLabWorldKey('pattern-builder')).toBe('codelab-world:pattern-builder');
  });

  it('gives a game play, stored in one statement, the key gameKey spells', async () => {
    const user = await signedInUser(database);
    const play = await recordGamePlay(database.db, {
      userId: user.id,
      gameId: 'robot-maze',
      score: 60,
      playedAt: new Date(),
    });
    if (play.outcome !== 'recorded') throw new Error(play.outcome);
    expect(await ledgerOf(user.id)).toEqual([
      { sourceKey: gameKey('robot-maze', play.row.id), points: 6 },
    ]);
  });
});

describe('awardPoints', () => {
  it('awards several keys in one call and adds their sum to the balance', async () => {
    const user = await signedInUser(database, { points: 30 });
    const result = await awardPoints(database.db, user.id, [
      { sourceKey: codeLabKey('birthday-1'), points: 10 },
      { sourceKey: codeLabStarsKey('birthday-1'), points: 5 },
    ]);
    expect(result).toEqual({ pointsAwarded: 15, points: 45 });
    expect(await storedPoints(database, user.id)).toBe(45);
    expect(await ledgerOf(user.id)).toEqual([
      { sourceKey: 'codelab-stars:birthday-1', points: 5 },
      { sourceKey: 'codelab:birthday-1', points: 10 },
    ]);
  });

  it('pays a key once: a repeat, a key listed twice and a mix of old and new keys', async () => {
    const user = await signedInUser(database);
    const key = codeLabKey('birthday-2');
    expect(
      await awardPoints(database.db, user.id, [
        { sourceKey: key, points: 10 },
        { sourceKey: key, points: 10 },
      ]),
    ).toEqual({ pointsAwarded: 10, points: 10 });
    expect(await awardPoints(database.db, user.id, [{ sourceKey: key, points: 10 }])).toEqual({
      pointsAwarded: 0,
      points: 10,
    });
    expect(
      await awardPoints(database.db, user.id, [
        { sourceKey: key, points: 10 },
        { sourceKey: codeLabWorldKey('birthday-adventure'), points: 50 },
      ]),
    ).toEqual({ pointsAwarded: 50, points: 60 });
    expect(await storedPoints(database, user.id)).toBe(60);
  });

  it('writes nothing for no awards or awards of 0 points, and still tells the balance', async () => {
    const user = await signedInUser(database, { points: 7 });
    expect(await awardPoints(database.db, user.id, [])).toEqual({ pointsAwarded: 0, points: 7 });
    expect(
      await awardPoints(database.db, user.id, [{ sourceKey: activityKey('robot-dance'), points: 0 }]),
    ).toEqual({ pointsAwarded: 0, points: 7 });
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('pays once when the same key arrives many times at once, and sums different keys', async () => {
    const user = await signedInUser(database);
    const same = Array.from({ length: 10 }, () =>
      awardPoints(database.db, user.id, [{ sourceKey: codeLabKey('debug-1'), points: 10 }]),
    );
    const different = Array.from({ length: 10 }, (_, i) =>
      awardPoints(database.db, user.id, [{ sourceKey: codeLabKey(`tech-lab-${i}`), points: 3 }]),
    );
    const results = await Promise.all([...same, ...different]);
    expect(results.slice(0, 10).reduce((sum, r) => sum + r.pointsAwarded, 0)).toBe(10);
    expect(results.slice(10).every((r) => r.pointsAwarded === 3)).toBe(true);
    expect(await storedPoints(database, user.id)).toBe(40);
    expect(Math.max(...results.map((r) => r.points))).toBe(40);
    // Each one ran after the other: the awards' totals are all different, and a request that
    // found the key already paid answers a total that includes that payment.
    const paid = results.filter((r) => r.pointsAwarded > 0).map((r) => r.points);
    expect(new Set(paid).size).toBe(paid.length);
    for (const late of results.slice(0, 10).filter((r) => r.pointsAwarded === 0)) {
      expect(late.points).toBeGreaterThanOrEqual(10);
    }
  });

  it('runs inside a transaction after lockBalance, and rolls back with it', async () => {
    const user = await signedInUser(database, { points: 5 });
    await expect(
      database.db.transaction(async (tx) => {
        expect(await lockBalance(tx, user.id)).toBe(5);
        const result = await awardPoints(tx, user.id, [
          { sourceKey: lessonKey('basics', 'loops'), points: 50 },
        ]);
        expect(result).toEqual({ pointsAwarded: 50, points: 55 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await storedPoints(database, user.id)).toBe(5);
    expect(await ledgerOf(user.id)).toEqual([]);
  });

  it('fails for a user that does not exist', async () => {
    await expect(awardPoints(database.db, 999_999_999, [])).rejects.toThrow(/not found/);
    await expect(
      awardPoints(database.db, 999_999_999, [{ sourceKey: codeLabKey('birthday-1'), points: 10 }]),
    ).rejects.toThrow();
  });
});
