import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import {
  everyUserLimitKey,
  loginLimitKeyPrefix,
  resetLimitKey,
  userLimitKeyPrefixes,
} from './limit-keys';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** A budget of attempts that refills evenly: `max` at once, all of them again over `windowMs`. */
export type Budget = { max: number; windowMs: number };

/**
 * Until when a budget's row (`spend`) refuses: its next attempt is allowed once the time it is
 * whole again is no more than a window less one interval ahead. In the past when it has room.
 */
export const pausedUntil = (wholeAgainAt: Date, budget: Budget): Date =>
  new Date(wholeAgainAt.getTime() - budget.windowMs + budget.windowMs / budget.max);

/**
 * The fixed-window rule (docs/product.md#rate-limits), as the `set` of the upsert's
 * `on conflict (key) do update`: a window that started at or before `cutoff` (now minus the
 * window) has ended, so the hit starts a new one at 1 from the inserted row's time; otherwise
 * it is one more hit in the window. `hit()` and `rateLimitHitCte` both use it (the CTE also
 * stops counting in a full window that has not ended).
 */
const windowRule = (cutoff: SQL | Date) => {
  const windowEnded = sql`${rateLimits.windowStart} <= ${cutoff}`;
  return {
    windowEnded,
    count: sql`case when ${windowEnded} then 1 else ${rateLimits.count} + 1 end`,
    windowStart: sql`case when ${windowEnded} then excluded.window_start else ${rateLimits.windowStart} end`,
  };
};

const upsertHit = (db: Db, key: string, now: Date, windowStartCutoff: Date) => {
  const rule = windowRule(windowStartCutoff);
  return db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: rule.count, windowStart: rule.windowStart },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
};

/** Some counters: these keys, and every key that starts with one of these prefixes. */
type KeySet = { keys?: readonly string[]; prefixes?: readonly string[] };
const keysWhere = ({ keys = [], prefixes = [] }: KeySet): SQL | undefined =>
  keys.length === 0 && prefixes.length === 0
    ? undefined
    : or(
        keys.length > 0 ? inArray(rateLimits.key, [...keys]) : undefined,
        ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix}::text)`),
      );

/** What a hit's row (count and window start after the upsert) means for the caller. */
function hitResult(
  row: { count: number; windowStart: Date } | undefined,
  limit: number,
  windowMs: number,
  now: Date,
): RateLimitResult {
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? now;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/**
 * Fixed-window counter kept in the database, so a limit holds across every app server
 * (docs/product.md#rate-limits). One atomic upsert per hit: a window that has ended starts again at 1.
 */
export const rateLimitRepository = (db: Db) => ({
  async hit(
    key: string,
    limit: number,
    windowMs: number,
    now = new Date(),
  ): Promise<RateLimitResult> {
    const cutoff = new Date(now.getTime() - windowMs);
    const [row] = await upsertHit(db, key, now, cutoff).prepare('rate_limit_hit').execute();
    return hitResult(row, limit, windowMs, now);
  },

  /** Current count without adding a hit (0 when the window has ended). */
  async peek(
    key: string,
    windowMs: number,
    now = new Date(),
  ): Promise<RateLimitResult & { count: number }> {
    const rows = await db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`)
      .limit(1);
    const row = rows[0];
    if (!row || row.windowStart.getTime() + windowMs <= now.getTime())
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000),
    );
    return { allowed: true, count: row.count, retryAfterSeconds };
  },

  /**
   * Takes back one hit (an attempt that turned out not to count: a sign-in that succeeded, or
   * one refused by another limit). The window stays as it was; the count never goes below 0.
   */
  async undo(key: string): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${key}`);
  },

  /**
   * A run of misses that locks (the picture sign-in of a class child,
   * docs/decisions/161-picture-sign-in-limits.md): counts one attempt on `key` unless the run has
   * reached `maxRun` less than `lockMs` ago, in one atomic upsert, so parallel attempts cannot pass
   * the run. `count` is the attempt's place in the run; a run that locked and whose lock has ended
   * starts again at 1. `window_start` holds the time of the run's last attempt. The caller deletes
   * the key (`reset`) when an attempt succeeds.
   */
  async hitRun(
    key: string,
    maxRun: number,
    lockMs: number,
    now = new Date(),
  ): Promise<RateLimitResult> {
    const lockEnded = new Date(now.getTime() - lockMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.count} >= ${maxRun}::int then 1 else ${rateLimits.count} + 1 end`,
          windowStart: now,
        },
        setWhere: sql`${rateLimits.count} < ${maxRun}::int or ${rateLimits.windowStart} <= ${lockEnded}`,
      })
      .returning({ count: rateLimits.count });
    if (row) return { allowed: true, count: row.count, retryAfterSeconds: 0 };
    const [locked] = await db
      .select({ windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`);
    const until = (locked?.windowStart.getTime() ?? now.getTime()) + lockMs;
    return {
      allowed: false,
      count: maxRun,
      retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    };
  },

  /**
   * A budget that refills as it is spent (docs/decisions/185-picture-sign-in-budgets.md): `max`
   * attempts at once, then one more every `windowMs / max`, so no window edge lets a second burst
   * through. Stored as the time the budget is whole again (`window_start`, the "theoretical arrival
   * time" of GCRA): each attempt adds one interval to it, and an attempt that would put it more
   * than `windowMs` ahead of now is refused and spends nothing. One atomic upsert, so attempts sent
   * at once cannot pass the budget. `count` only tells how many attempts the row has counted.
   */
  async spend(key: string, budget: Budget, now = new Date()): Promise<RateLimitResult> {
    const interval = budget.windowMs / budget.max;
    const latestStart = new Date(now.getTime() + budget.windowMs - interval);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowStart: new Date(now.getTime() + interval) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`${rateLimits.count} + 1`,
          windowStart: sql`greatest(${rateLimits.windowStart}, ${now}::timestamptz) + ${interval}::double precision * interval '1 millisecond'`,
        },
        setWhere: sql`greatest(${rateLimits.windowStart}, ${now}::timestamptz) <= ${latestStart}::timestamptz`,
      })
      .returning({ count: rateLimits.count });
    if (row) return { allowed: true, count: row.count, retryAfterSeconds: 0 };
    const [full] = await db
      .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key}`);
    const until = full ? pausedUntil(full.windowStart, budget) : now;
    return {
      allowed: false,
      count: full?.count ?? 0,
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    };
  },

  /** Gives back one attempt spent from a budget (`spend`): it turned out not to count. */
  async giveBack(key: string, budget: Budget): Promise<void> {
    const interval = budget.windowMs / budget.max;
    await db
      .update(rateLimits)
      .set({
        count: sql`greatest(${rateLimits.count} - 1, 0)`,
        windowStart: sql`${rateLimits.windowStart} - ${interval}::double precision * interval '1 millisecond'`,
      })
      .where(sql`${rateLimits.key} = ${key}`);
  },

  /** The rows of these keys, or of keys starting with these prefixes: what a teacher sees. */
  async rowsOf(which: KeySet) {
    const where = keysWhere(which);
    return where ? db.select().from(rateLimits).where(where) : [];
  },

  /** Deletes the counters of these keys and of every key starting with these prefixes. */
  async deleteKeys(which: KeySet): Promise<void> {
    const where = keysWhere(which);
    if (where) await db.delete(rateLimits).where(where);
  },

  async reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  },

  /**
   * Deletes every counter that names these users or emails
   * (docs/decisions/153-deletes-leave-no-row.md): their per-user keys (a class child's picture runs
   * under every code too), their emails' sign-in keys from every address and their reset keys.
   */
  async deleteKeysOf(who: {
    userIds: readonly number[];
    emails: readonly string[];
  }): Promise<void> {
    const where = keysWhere({
      keys: [...everyUserLimitKey(who.userIds), ...who.emails.map(resetLimitKey)],
      prefixes: [...who.emails.map(loginLimitKeyPrefix), ...userLimitKeyPrefixes(who.userIds)],
    });
    if (where) await db.delete(rateLimits).where(where);
  },

  /** Drops counters whose window started before the cutoff (periodic cleanup). */
  async deleteOlderThan(cutoff: Date): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
  },
});

/**
 * The same hit as a CTE named `hit`, for a statement that does its whole job at once (a game
 * play, a Code Lab solve): it counts one attempt from each row of `from`, with placeholders
 * `limitKey`, `now`, `cutoff` and `limitMax`. A full window returns no row and counts nothing,
 * so the statement's later steps, which read `hit`, do not run.
 */
export const rateLimitHitCte = (from: string) => {
  const rule = windowRule(sql`${sql.placeholder('cutoff')}::timestamptz`);
  return sql`hit as (
      insert into rate_limits (key, count, window_start)
      select ${sql.placeholder('limitKey')}::text, 1, ${sql.placeholder('now')}::timestamptz from ${sql.raw(from)}
      on conflict (key) do update set count = ${rule.count}, window_start = ${rule.windowStart}
      where ${rule.windowEnded} or rate_limits.count < ${sql.placeholder('limitMax')}::int
      returning count
    )`;
};
