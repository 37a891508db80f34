import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export const unsubscribeRepository = (db: Db) => ({
  /**
   * Turns outreach mail off for the one user whose token this is. Returns false for an unknown
   * token. Repeating it is harmless (the first time is kept).
   */
  async unsubscribe(token: string): Promise<boolean> {
    const [row] = await db
      .update(users)
      .set({ unsubscribedAt: sql`coalesce(${users.unsubscribedAt}, now())` })
      .where(eq(users.unsubscribeToken, token))
      .returning({ id: users.id });
    return row !== undefined;
  },

  async isSubscribed(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.unsubscribedAt)));
    return row !== undefined;
  },
});
