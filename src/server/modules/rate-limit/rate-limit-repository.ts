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
   * A run of misses that locks (the picture sign-in of a class child, decision 161): counts one
   * attempt on `key` unless the run has reached `maxRun` less than `lockMs` ago, in one atomic
   * upsert, so parallel attempts cannot pass the run. `count` is the attempt's place in the run;
   * a run that locked and whose lock has ended starts again at 1. `window_start` holds the time
   * of the run's last attempt. The caller deletes the key (`reset`) when an attempt succeeds.
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

  async reset(key: string): Promise<void> {
    await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  },

  /**
   * Deletes every counter that names these users or emails (decision 153): their per-user keys
   * (a class child's picture runs under every code too), their emails' sign-in keys from every
   * address and their reset keys.
   */
  async deleteKeysOf(who: {
    userIds: readonly number[];
    emails: readonly string[];
  }): Promise<void> {
    const exact = [...everyUserLimitKey(who.userIds), ...who.emails.map(resetLimitKey)];
    const prefixes = [...who.emails.map(loginLimitKeyPrefix), ...userLimitKeyPrefixes(who.userIds)];
    if (exact.length === 0 && prefixes.length === 0) return;
    await db
      .delete(rateLimits)
      .where(
        or(
          exact.length > 0 ? inArray(rateLimits.key, exact) : undefined,
          ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix}::text)`),
        ),
      );
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
