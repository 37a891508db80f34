import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointEvents, users } from '../../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Hot statements are named (`.prepare(name)`): PostgreSQL parses and plans each once per
// connection instead of on every request. A name must always carry the same SQL text.

/** The ledger row for an award, as a CTE that yields `points` only when the key is new. */
export function ledgerInsert(
  tx: Tx | Db,
  userId: number | Placeholder,
  sourceKey: string | SQL<string>,
  points: number | Placeholder,
) {
  return tx.$with('awarded').as(
    tx
      .insert(pointEvents)
      .values({ userId, sourceKey, points })
      .onConflictDoNothing({ target: [pointEvents.userId, pointEvents.sourceKey] })
      .returning({ points: pointEvents.points }),
  );
}

/** Adds what `awarded` yielded to users.points; yields the new total (no row: nothing added). */
export function balanceUpdate(
  tx: Tx | Db,
  userId: number | Placeholder,
  awarded: ReturnType<typeof ledgerInsert>,
) {
  return tx.$with('updated').as(
    tx
      .update(users)
      .set({ points: sql`${users.points} + ${awarded.points}` })
      .from(awarded)
      .where(eq(users.id, userId))
      .returning({ points: users.points }),
  );
}

/**
 * docs/product.md#points-levels-and-badges: every award goes through this one ledger, unique per (user, source key), in the
 * same statement as users.points. Awarding the same key twice (even concurrently) awards once.
 * Returns the points actually awarded (0 when the key was already used).
 */
export async function awardPoints(
  tx: Tx | Db,
  userId: number,
  sourceKey: string,
  points: number,
): Promise<number> {
  if (points <= 0) return 0;
  const awarded = ledgerInsert(tx, userId, sourceKey, points);
  const updated = balanceUpdate(tx, userId, awarded);
  const rows = await tx
    .with(awarded, updated)
    .select({ points: updated.points })
    .from(updated)
    .prepare('award_points')
    .execute();
  return rows.length > 0 ? points : 0;
}

/** Whether a source key has already been awarded to the user. */
export async function hasAward(tx: Tx | Db, userId: number, sourceKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: pointEvents.id })
    .from(pointEvents)
    .where(sql`${pointEvents.userId} = ${userId} and ${pointEvents.sourceKey} = ${sourceKey}`)
    .limit(1);
  return rows.length > 0;
}

/** Source keys the user holds that start with a prefix, e.g. 'activity:'. */
export async function awardedKeys(db: Db, userId: number, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ key: pointEvents.sourceKey })
    .from(pointEvents)
    .where(
      sql`${pointEvents.userId} = ${userId} and ${pointEvents.sourceKey} like ${`${prefix}%`}`,
    );
  return rows.map((r) => r.key);
}
