import { asc, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ANALYTICS_SERVER_EVENTS } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { analyticsDaily } from '../../db/schema/index';

export type EventCount = { name: string; category: string; count: number };
export type DailyCount = EventCount & { day: string };

const todayUtc = sql`(now() at time zone 'utc')::date`;

/** Adds counts to today's (UTC) rows in one upsert. Only names and categories are kept. */
async function addCounts(db: Db, counts: EventCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(analyticsDaily)
    .values(counts.map((c) => ({ day: todayUtc, name: c.name, category: c.category, count: c.count })))
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.name, analyticsDaily.category],
      set: { count: sql`${analyticsDaily.count} + excluded.count` },
    });
}

export const analyticsRepository = (db: Db) => ({
  add: (counts: EventCount[]) => addCounts(db, counts),

  /**
   * One event the server saw happen (a sign-up, a sign-in:
   * docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md). Counting never fails the
   * request it counts: a failure is logged and the event is lost.
   */
  async countOne(name: (typeof ANALYTICS_SERVER_EVENTS)[number], log: FastifyBaseLogger): Promise<void> {
    try {
      await addCounts(db, [{ name, category: '', count: 1 }]);
    } catch (error) {
      log.warn({ err: error, event: name }, 'analytics: could not count');
    }
  },

  /** Counts per day for the last `days` days (today included), oldest first. */
  async daily(days: number): Promise<DailyCount[]> {
    const rows = await db
      .select({ day: analyticsDaily.day, name: analyticsDaily.name, category: analyticsDaily.category, count: analyticsDaily.count })
      .from(analyticsDaily)
      .where(gte(analyticsDaily.day, sql`${todayUtc} - ${days - 1}::int`))
      .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.name), asc(analyticsDaily.category));
    return rows.map((r) => ({ ...r, day: String(r.day) }));
  },
});
