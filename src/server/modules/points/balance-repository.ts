import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusable } from '../../db/reusable';
import { users } from '../../db/schema/index';
import type { Tx } from './ledger-repository';

/**
 * Locks the user's row for the rest of the transaction and returns the points total.
 * Transactions of several awards (guest transfer) take this lock first, so one user's awards
 * run one after another; a game play takes the same lock first inside its one statement
 * (docs/decisions/089-a-game-play-is-one-statement.md). Take it before inserting: an insert holds a
 * key-share lock on the user, and two of those upgrading to FOR UPDATE would deadlock. A single
 * lesson completion is one statement and needs no lock (docs/decisions/075-server-hot-paths.md).
 */
export async function lockBalance(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await reusable(tx, 'balance_lock', () =>
    tx
      .select({ points: users.points })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .for('update')
      .prepare('balance_lock'),
  ).execute({ userId });
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
