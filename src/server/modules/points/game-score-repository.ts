import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameScores } from '../../db/schema/index';
import type { Tx } from './ledger-repository';

export type GameScoreRow = typeof gameScores.$inferSelect;

export const gameScoreRepository = {
  async insert(tx: Tx | Db, userId: number, gameId: string, score: number, createdAt: Date): Promise<GameScoreRow> {
    const [row] = await tx.insert(gameScores).values({ userId, gameId, score, createdAt }).returning();
    if (!row) throw new Error('game score insert returned nothing');
    return row;
  },

  async setPointsAwarded(tx: Tx | Db, scoreId: number, pointsAwarded: number): Promise<void> {
    await tx.update(gameScores).set({ pointsAwarded }).where(eq(gameScores.id, scoreId));
  },

  /** How many times the user completed this game in [from, to). */
  async countBetween(tx: Tx | Db, userId: number, gameId: string, from: Date, to: Date): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gameScores)
      .where(and(eq(gameScores.userId, userId), eq(gameScores.gameId, gameId), gte(gameScores.createdAt, from), lt(gameScores.createdAt, to)));
    return Number(row?.count ?? 0);
  },

  /** The same score at the same moment: a guest score transferred before. */
  async exists(tx: Tx | Db, userId: number, gameId: string, score: number, createdAt: Date): Promise<boolean> {
    const rows = await tx
      .select({ id: gameScores.id })
      .from(gameScores)
      .where(and(eq(gameScores.userId, userId), eq(gameScores.gameId, gameId), eq(gameScores.score, score), eq(gameScores.createdAt, createdAt)))
      .limit(1);
    return rows.length > 0;
  },

  async listForUser(db: Db, userId: number): Promise<GameScoreRow[]> {
    return db.select().from(gameScores).where(eq(gameScores.userId, userId)).orderBy(desc(gameScores.createdAt), desc(gameScores.id));
  },
};
