import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

const ms = (value: number) => sql`(${value}::bigint * interval '1 millisecond')`;

export const pushRepository = (db: Db) => ({
  /** One row per endpoint: subscribing again (or from another account) takes it over. */
  async upsert(input: { userId: number; endpoint: string; p256dh: string; auth: string; delayMs: number }): Promise<PushSubscriptionRow> {
    const values = {
      userId: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      delayMs: input.delayMs,
      nextReminderAt: sql`now() + ${ms(input.delayMs)}`,
      claimedAt: null,
      enabled: true,
    };
    const [row] = await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    return row!;
  },

  async remove(userId: number, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  async removeById(id: number): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  async forUser(userId: number): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  /**
   * Claims due reminders and moves each one's next reminder on by its delay in the same
   * statement (FOR UPDATE SKIP LOCKED): with several servers, each reminder goes out once.
   * A server that dies mid-send loses that one reminder; the next comes a delay later.
   */
  async claimDue(limit: number): Promise<PushSubscriptionRow[]> {
    const due = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(
and(eq(pushSubscriptions.enabled, true), sql`${pushSubscriptions.nextReminderAt} <= now()`),
      )
      .orderBy(asc(pushSubscriptions.nextReminderAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(pushSubscriptions)
      .set({
        claimedAt: sql`now()`,
        nextReminderAt: sql`now() + (${pushSubscriptions.delayMs}::bigint * interval '1 millisecond')`,
      })
      .where(inArray(pushSubscriptions.id, due))
      .returning();
  },
});
