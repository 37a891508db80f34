import { GAME_DAILY_AWARD_LIMIT } from '../../../domain/constants';
import { gamePointsFor } from '../../../domain/games/games';
import type { Db } from '../../db/client';
import {
  gameScoresRepository,
  type GameScoreRow,
  type PlayLimit,
} from './game-scores-repository';
import type { Tx } from '../points/ledger-repository';

export type GamePlay = {
  userId: number;
  gameId: string;
  score: number;
  playedAt: Date;
  /**
   * false: stored and counted for its day, but earns nothing (old guest plays,
   * docs/decisions/090-old-guest-plays-earn-nothing.md).
   */
  earns?: boolean;
};
type RecordedPlay = {
  outcome: 'recorded';
  row: GameScoreRow;
  pointsAwarded: number;
  /** The user's total after the play. */
  points: number;
  dailyLimitReached: boolean;
};
export type PlayOutcome = RecordedPlay | { outcome: 'limited' } | { outcome: 'no-user' };

/**
 * docs/product.md#points-levels-and-badges: stores a game completion and awards floor(score / 10) points for the first 5 plays
 * of that game on its UTC day; later plays keep their score and earn 0. Source key
 * `game:<gameId>:<scoreId>`, through the one ledger. One statement
 * (docs/decisions/089-a-game-play-is-one-statement.md), so it is safe on its own and inside a
 * transaction; under `limit`, a play past the limit is refused and nothing is stored.
 */
export async function recordGamePlay(
  db: Tx | Db,
  play: GamePlay,
  limit?: PlayLimit,
): Promise<PlayOutcome> {
  const row = await gameScoresRepository.recordPlay(
    db,
    {
      userId: play.userId,
      gameId: play.gameId,
      score: play.score,
      playedAt: play.playedAt,
      points: play.earns === false ? 0 : gamePointsFor(play.score),
      dailyCap: GAME_DAILY_AWARD_LIMIT,
    },
    limit,
  );
  if (!row) return { outcome: 'no-user' };
  if (row.plays === null || row.id === null) return { outcome: 'limited' };
  const pointsAwarded = row.points_awarded ?? 0;
  return {
    outcome: 'recorded',
    row: { id: row.id, gameId: play.gameId, score: play.score, createdAt: play.playedAt },
    pointsAwarded,
    points: row.points_after ?? row.points_before,
    dailyLimitReached: row.plays > GAME_DAILY_AWARD_LIMIT,
  };
}
