import { GAME_DAILY_AWARD_LIMIT } from '../../../domain/constants';
import { gamePointsFor, utcDayBounds } from '../../../domain/games';
import {
  gameScoresRepository,
  type GameScoreRow,
  type PlaysQuery,
} from '../games/game-scores-repository';
import type { Tx } from './ledger-repository';

export type GamePlay = { userId: number; gameId: string; score: number; playedAt: Date };
export type RecordedPlay = { row: GameScoreRow; pointsAwarded: number; dailyLimitReached: boolean };

/** The plays that count towards a play's daily cap: same user, same game, same UTC day. */
export function playsOnDayOf(play: GamePlay): PlaysQuery {
  const { start, end } = utcDayBounds(play.playedAt);
  return { userId: play.userId, gameId: play.gameId, start, end };
}

/**
 * DESIGN §6: stores a game completion and awards floor(score / 10) points for the first 5 plays
 * of that game on its UTC day; later plays keep their score and earn 0. Source key
 * `game:<gameId>:<scoreId>`, through the one ledger. The caller's transaction must already hold
 * the user's row lock (lockUser or lockBalance), so concurrent plays are counted one after
 * another.
 */
export async function recordGamePlay(
  tx: Tx,
  play: GamePlay,
  /** Plays of this game on the play's UTC day, when the caller counted them under the lock. */
  counted?: number,
): Promise<RecordedPlay> {
  const earlierPlays = counted ?? (await gameScoresRepository.countPlays(tx, playsOnDayOf(play)));
  const dailyLimitReached = earlierPlays >= GAME_DAILY_AWARD_LIMIT;
  const points = dailyLimitReached ? 0 : gamePointsFor(play.score);
  // The ledger key names the new row, so it is new too: the play earns exactly `points`.
  const row = await gameScoresRepository.insert(tx, {
    userId: play.userId,
    gameId: play.gameId,
    score: play.score,
    createdAt: play.playedAt,
    pointsAwarded: points,
  });
  return { row, pointsAwarded: points, dailyLimitReached };
}
