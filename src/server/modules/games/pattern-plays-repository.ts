import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patternPlays } from '../../db/schema/index';
import type { Tx } from '../points/ledger-repository';

export type PatternPlayRow = { id: number; seed: number; createdAt: Date; answeredAt: Date | null };

const columns = {
  id: patternPlays.id,
  seed: patternPlays.seed,
  createdAt: patternPlays.createdAt,
  answeredAt: patternPlays.answeredAt,
};

/** Pattern Puzzler's dealt plays (docs/decisions/416-pattern-puzzler.md). */
export const patternPlaysRepository = {
  /**
   * Deals a play; the user's plays from before `staleBefore` are dropped on the way (the score of
   * an answered one is kept in game_scores; an old one can no longer be answered anyway).
   */
  async deal(db: Db, userId: number, seed: number, now: Date, staleBefore: Date): Promise<PatternPlayRow> {
    return db.transaction(async (tx) => {
      await tx
        .delete(patternPlays)
        .where(and(eq(patternPlays.userId, userId), lt(patternPlays.createdAt, staleBefore)));
      const [row] = await tx.insert(patternPlays).values({ userId, seed, createdAt: now }).returning(columns);
      if (!row) throw new Error('pattern play not stored');
      return row;
    });
  },

  /** One of the user's plays (undefined: none with that id is theirs). */
  async find(db: Db, userId: number, playId: number): Promise<PatternPlayRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(patternPlays)
      .where(and(eq(patternPlays.id, playId), eq(patternPlays.userId, userId)));
    return row;
  },

  /**
   * Marks the play answered, once: true for the one call that did it (two answers racing, only
   * one is graded).
   */
  async claim(tx: Tx, userId: number, playId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(patternPlays)
      .set({ answeredAt: now })
      .where(and(eq(patternPlays.id, playId), eq(patternPlays.userId, userId), isNull(patternPlays.answeredAt)))
      .returning({ id: patternPlays.id });
    return rows.length === 1;
  },
};
