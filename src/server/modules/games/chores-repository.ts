import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chores, type ChoreItem } from '../../db/schema/index';

/** One saved Chore Tracker list per user (docs/product.md#projects-and-the-chore-tracker). */
export const choresRepository = (db: Db) => ({
  async get(userId: number): Promise<{ chores: ChoreItem[]; updatedAt: Date | null }> {
    const [row] = await db
      .select({ items: chores.items, updatedAt: chores.updatedAt })
      .from(chores)
      .where(eq(chores.userId, userId))
      .limit(1);
    return { chores: row?.items ?? [], updatedAt: row?.updatedAt ?? null };
  },

  async put(
    userId: number,
    items: ChoreItem[],
    now = new Date(),
  ): Promise<{ chores: ChoreItem[]; updatedAt: Date }> {
    const [row] = await db
      .insert(chores)
      .values({ userId, items, updatedAt: now })
      .onConflictDoUpdate({ target: chores.userId, set: { items, updatedAt: now } })
      .returning({ items: chores.items, updatedAt: chores.updatedAt });
    return { chores: row?.items ?? items, updatedAt: row?.updatedAt ?? now };
  },
});
