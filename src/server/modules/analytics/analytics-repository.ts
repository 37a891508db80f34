import { asc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsDaily } from '../../db/schema/index';

export type EventCount = { name: string; category: string; count: number };
export type DailyCount = EventCount & { day: string };

const todayUtc = sql`(now() at time zone 'utc')::date`;

export const analyticsRepository = (db: Db) => ({
  /** Adds counts to today's (UTC) rows in one upsert. Only names and categories are kept. */
  async add(counts: EventCount[]): Promise<void> {
    if (counts.length === 0) return;
    await db
      .insert(analyticsDaily)
      .values(counts.map((c) => ({ day: todayUtc, name: c.name, category: c.category, count: c.count })))
      .onConflictDoUpdate({
        target: [analyticsDaily.day, analyticsDaily.name, analyticsDaily.category],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
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
