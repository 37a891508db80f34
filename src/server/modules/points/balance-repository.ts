import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Tx } from './ledger-repository';

/**
 * Locks the user's row for the rest of the transaction and returns the points total. Awards
 * under rules that count earlier awards (the games' daily cap) and multi-award transactions
 * (guest transfer) take this lock first, so one user's awards run one after another. A single
 * lesson completion is one statement and needs no lock (decision 075).
 */
export async function lockBalance(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .prepare('balance_lock')
    .execute();
  if (!row) throw new Error(`user ${userId} not found`);
  return row.points;
}

export async function balanceOf(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('balance_of')
    .execute();
  return row?.points ?? 0;
}
