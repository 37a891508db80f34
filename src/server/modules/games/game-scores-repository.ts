import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableSql } from '../../db/reusable';
import { rateLimitHitCte } from '../rate-limit/rate-limit-repository';
import { gameScores } from '../../db/schema/index';
import { gameKeySql } from '../points/award-keys';
import { ledgerAwardSql, type Tx } from '../points/ledger-repository';

export type GameScoreRow = { id: number; gameId: string; score: number; createdAt: Date };

/** A play to store: `points` is what it earns if it is within the day's cap. */
export type PlayToRecord = {
  userId: number;
  gameId: string;
  score: number;
  playedAt: Date;
  points: number;
  /** Plays of a game per UTC day that earn points (docs/product.md#games-and-scores). */
  dailyCap: number;
};

/** A fixed-window limit the play counts against; a refused play stores nothing. */
export type PlayLimit = { key: string; max: number; windowMs: number };

export type RecordedPlayRow = {
  /** The user's total before the play (no row at all: the user no longer exists). */
  points_before: number;
  /** This play's number on its UTC day (null: refused by the limit). */
  plays: number | null;
  id: number | null;
  points_awarded: number | null;
  /** The total after the award (null when the play earned nothing). */
  points_after: number | null;
};

/**
 * The whole play in one statement, so no transaction is needed
 * (docs/decisions/089-a-game-play-is-one-statement.md): the user's row lock, the hit against
 * `limit` (only when the play is stored), the day's play count (game_day_plays, an upsert that sees
 * every committed play), the score row, its ledger row `game:<gameId>:<scoreId>` and the new total.
 * Concurrent plays of one user queue on the row lock and on the counter rows, so the cap holds
 * exactly.
 */
const recordPlaySql = (limited: boolean) => {
  const p = sql.placeholder;
  const hit = sql`, ${rateLimitHitCte('locked')}`;
  return sql`
    with locked as (
      select points from users where id = ${p('userId')}::int for update
    )${limited ? hit : sql``},
    day as (
      insert into game_day_plays (user_id, game_id, day, plays)
      select ${p('userId')}::int, ${p('gameId')}::text,
        (${p('playedAt')}::timestamptz at time zone 'UTC')::date, 1
      from ${limited ? sql`hit` : sql`locked`}
      on conflict (user_id, game_id, day) do update set plays = game_day_plays.plays + 1
      returning plays
    ),
    played as (
      insert into game_scores (user_id, game_id, score, points_awarded, created_at)
      select ${p('userId')}::int, ${p('gameId')}::text, ${p('score')}::int,
        case when day.plays <= ${p('dailyCap')}::int then ${p('points')}::int else 0 end,
        ${p('playedAt')}::timestamptz
      from day
      returning id, points_awarded
    ),
    ${ledgerAwardSql({
      userId: p('userId'),
      sourceKey: gameKeySql(p('gameId'), sql`played.id`),
      points: sql`played.points_awarded`,
      from: sql`played`,
      where: sql`played.points_awarded > 0`,
    })}
    select locked.points as points_before, day.plays, played.id, played.points_awarded,
      updated.points as points_after
    from locked
      left join day on true
      left join played on true
      left join updated on true`;
};

export const gameScoresRepository = {
  /**
   * Stores a play and its award (see recordPlaySql); under a limit, a refused play stores
   * nothing and comes back with `plays: null`. No row: the user no longer exists.
   */
  async recordPlay(
    db: Tx | Db,
    play: PlayToRecord,
    limit?: PlayLimit,
  ): Promise<RecordedPlayRow | undefined> {
    const name = limit ? 'game_play_limited' : 'game_play';
    const values = {
      ...play,
      ...(limit && {
        limitKey: limit.key,
        limitMax: limit.max,
        now: play.playedAt,
        cutoff: new Date(play.playedAt.getTime() - limit.windowMs),
      }),
    };
    const [row] = await reusableSql<RecordedPlayRow>(db, name, () =>
      recordPlaySql(Boolean(limit)),
    ).rows(values);
    return row;
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
