import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointEvents } from '../../db/schema/index';

/**
 * One user's ledger, oldest first: what each award was for and when (a child's export,
 * docs/decisions/153-deletes-leave-no-row.md).
 */
export async function ledgerHistory(
  db: Db,
  userId: number,
): Promise<{ sourceKey: string; points: number; createdAt: Date }[]> {
  return db
    .select({
      sourceKey: pointEvents.sourceKey,
      points: pointEvents.points,
      createdAt: pointEvents.createdAt,
    })
    .from(pointEvents)
    .where(eq(pointEvents.userId, userId))
    .orderBy(asc(pointEvents.createdAt), asc(pointEvents.id));
}
