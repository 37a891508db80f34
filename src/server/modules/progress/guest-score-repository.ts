import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameScores } from '../../db/schema/index';
import type { Tx } from '../points/ledger-repository';

export const guestScoreRepository = {
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
