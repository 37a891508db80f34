import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema/index';
import { defaultLocale, isLocale, type Locale } from '../../../i18n/locales';
import { recipientLocaleSql } from '../mail/outbox-repository';

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

  /**
   * Subscribes unless the account already has `max` other endpoints (then null). The account's
   * row is locked for the count, so subscriptions sent at once cannot pass the limit together;
   * subscribing an endpoint again is not a new one.
   */
  async subscribeWithin(
    max: number,
    input: { userId: number; endpoint: string; p256dh: string; auth: string; delayMs: number },
  ): Promise<PushSubscriptionRow | null> {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, input.userId), sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`));
      if ((others?.count ?? 0) >= max) return null;
      return pushRepository(tx).upsert(input);
    });
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

  /**
   * The language of each person's reminders (their `locale`, else English;
   * docs/decisions/315-the-server-says-words-not-text.md).
   */
  async localesOf(userIds: number[]): Promise<Map<number, Locale>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, locale: recipientLocaleSql(sql`${users}.locale`) })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.id, isLocale(row.locale) ? row.locale : defaultLocale]));
  },
});
