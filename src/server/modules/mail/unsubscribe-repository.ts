import { eq, sql } from 'drizzle-orm';
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
});
