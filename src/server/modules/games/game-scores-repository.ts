import { and, desc, eq, gte, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusable } from '../../db/reusable';
import { gameScores } from '../../db/schema/index';
import { balanceUpdate, ledgerInsert, type Tx } from '../points/ledger-repository';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';

export type GameScoreRow = { id: number; gameId: string; score: number; createdAt: Date };
export type NewGameScore = {
  userId: number;
  gameId: string;
  score: number;
  createdAt: Date;
  pointsAwarded: number;
};

export type PlaysQuery = { userId: number; gameId: string; start: Date; end: Date };
type PlaysFilter = { [K in keyof PlaysQuery]: PlaysQuery[K] | Placeholder };

const playsWhere = (q: PlaysFilter) =>
  and(
    eq(gameScores.userId, q.userId),
    eq(gameScores.gameId, q.gameId),
    gte(gameScores.createdAt, q.start),
    lt(gameScores.createdAt, q.end),
  );

/** `(select count(*) ...)`: plays of one game by one user in [start, end), as a subquery. */
const countPlaysSql = (q: PlaysFilter) =>
  sql<number>`(select count(*)::int from ${gameScores} where ${playsWhere(q)})`;

export const gameScoresRepository = {
  /**
   * One statement: counts a hit against the user's hourly score limit (`hit`, see hitResult)
   * and the day's earlier plays of the game. Run it under the user's row lock (lockUser): it
   * then sees every committed play.
   */
  async hitLimitAndCountPlays(
    tx: Tx,
    q: PlaysQuery & { limitKey: string; now: Date; windowStartCutoff: Date },
  ) {
    const [row] = await reusable(tx, 'game_hit_and_count', () => {
      const p = sql.placeholder;
      const hit = rateLimitRepository(tx).hitCte(p('limitKey'), p('now'), p('windowStartCutoff'));
      const plays = { userId: p('userId'), gameId: p('gameId'), start: p('start'), end: p('end') };
      return tx
        .with(hit)
        .select({
          count: hit.count,
          windowStart: hit.windowStart,
          earlierPlays: countPlaysSql(plays),
        })
        .from(hit)
        .prepare('game_hit_and_count');
    }).execute(q);
    return row;
  },

  /**
   * Stores a play; when it earns points, the ledger row `game:<gameId>:<scoreId>` and the new
   * total go in the same statement (one round trip).
   */
  async insert(tx: Tx | Db, row: NewGameScore): Promise<GameScoreRow> {
    const withAward = row.pointsAwarded > 0;
    const statement = reusable(
      tx,
      withAward ? 'game_score_insert_award' : 'game_score_insert',
      () => {
        const p = (name: keyof NewGameScore) => sql.placeholder(name);
        const played = tx.$with('played').as(
          tx
            .insert(gameScores)
            .values({
              userId: p('userId'),
              gameId: p('gameId'),
              score: p('score'),
              createdAt: p('createdAt'),
              pointsAwarded: p('pointsAwarded'),
            })
            .returning({
              id: gameScores.id,
              gameId: gameScores.gameId,
              score: gameScores.score,
              createdAt: gameScores.createdAt,
            }),
        );
        if (!withAward) return tx.with(played).select().from(played).prepare('game_score_insert');
        const sourceKey = sql<string>`(select 'game:' || ${played.gameId} || ':' || ${played.id} from ${played})`;
        const awarded = ledgerInsert(tx, p('userId'), sourceKey, p('pointsAwarded'));
        const updated = balanceUpdate(tx, p('userId'), awarded);
        return tx
          .with(played, awarded, updated)
          .select()
          .from(played)
          .prepare('game_score_insert_award');
      },
    );
    const [inserted] = (await statement.execute(row)) as GameScoreRow[];
    if (!inserted) throw new Error('game score insert returned nothing');
    return inserted;
  },

  /** Plays of one game by one user in [start, end). */
  async countPlays(tx: Tx | Db, q: PlaysQuery): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gameScores)
      .where(playsWhere(q))
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
