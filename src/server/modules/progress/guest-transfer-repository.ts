import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameScores, users } from '../../db/schema/index';
import type { Tx } from '../points/ledger-repository';

// What a guest transfer keeps of itself: that the account took its one transfer, and which guest
// scores are already stored (docs/product.md#guest-mode-and-transfer).
export const guestTransferRepository = {
  /** Marks the account's one guest transfer; false when it took one before. */
  async markTransferred(tx: Tx | Db, userId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ guestTransferAt: now })
      .where(and(eq(users.id, userId), isNull(users.guestTransferAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** The same score of the same game at the same moment: a guest score transferred before. */
  async exists(
    tx: Tx | Db,
    userId: number,
    score: { gameId: string; score: number; completedAt: Date },
  ): Promise<boolean> {
    const rows = await tx
      .select({ id: gameScores.id })
      .from(gameScores)
      .where(
        and(
          eq(gameScores.userId, userId),
          eq(gameScores.gameId, score.gameId),
          eq(gameScores.score, score.score),
          eq(gameScores.createdAt, score.completedAt),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
