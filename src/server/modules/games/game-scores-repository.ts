import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameScores, users } from '../../db/schema/index';
import type { Tx } from '../points/ledger-repository';

export type GameScoreRow = { id: number; gameId: string; score: number; createdAt: Date };

export const gameScoresRepository = {
  /**
   * Locks the user's row for the rest of the transaction, so one user's score posts run one at
   * a time (the daily award count must not race). Take it before inserting: an insert holds a
   * key-share lock on the user, and two of those upgrading to FOR UPDATE would deadlock.
   * Returns the user's points at this moment, or null when the user no longer exists.
   */
  async lockUser(tx: Tx | Db, userId: number): Promise<number | null> {
    const rows = await tx
      .select({ points: users.points })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .prepare('game_lock_user')
      .execute();
    return rows[0]?.points ?? null;
  },

  async insert(
    tx: Tx | Db,
    row: { userId: number; gameId: string; score: number; createdAt: Date; pointsAwarded: number },
  ): Promise<GameScoreRow> {
    const [inserted] = await tx
      .insert(gameScores)
      .values(row)
      .returning({
        id: gameScores.id,
        gameId: gameScores.gameId,
        score: gameScores.score,
        createdAt: gameScores.createdAt,
      })
      .prepare('game_score_insert')
      .execute();
    if (!inserted) throw new Error('game score insert returned nothing');
    return inserted;
  },

  /** Plays of one game by one user in [start, end). */
  async countPlays(
    tx: Tx | Db,
    q: { userId: number; gameId: string; start: Date; end: Date },
  ): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gameScores)
      .where(
        and(
          eq(gameScores.userId, q.userId),
          eq(gameScores.gameId, q.gameId),
          gte(gameScores.createdAt, q.start),
          lt(gameScores.createdAt, q.end),
        ),
      )
      .prepare('game_count_plays')
      .execute();
    return Number(row?.count ?? 0);
  },

  /** Newest first. */
  async listForUser(db: Db, userId: number, limit: number): Promise<GameScoreRow[]> {
    return db
      .select({
        id: gameScores.id,
        gameId: gameScores.gameId,
        score: gameScores.score,
        createdAt: gameScores.createdAt,
      })
      .from(gameScores)
      .where(eq(gameScores.userId, userId))
      .orderBy(desc(gameScores.createdAt), desc(gameScores.id))
      .limit(limit)
      .prepare('game_scores_list')
      .execute();
  },
};
