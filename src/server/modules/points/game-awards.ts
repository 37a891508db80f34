import { GAME_DAILY_AWARD_LIMIT } from '../../../domain/constants';
import { gamePointsFor, utcDayBounds } from '../../../domain/games';
import { gameScoresRepository } from '../games/game-scores-repository';
import { awardPoints, type Tx } from './ledger-repository';

export type GameAward = { pointsAwarded: number; dailyLimitReached: boolean };

/**
 * DESIGN §6: a game completion earns floor(score / 10) points for the first 5 plays of that game
 * on its UTC day; later plays keep their score and earn 0. Source key `game:<gameId>:<scoreId>`,
 * through the one ledger. Run it inside the transaction that inserted the score row: it takes
 * the user's row lock (again, harmlessly, if the caller already holds it) so concurrent plays
 * are counted one after another.
 */
export async function awardGamePoints(
  tx: Tx,
  play: { userId: number; gameId: string; scoreId: number; score: number; playedAt: Date },
): Promise<GameAward> {
  await gameScoresRepository.lockUser(tx, play.userId);
  const { start, end } = utcDayBounds(play.playedAt);
  const earlierPlays = await gameScoresRepository.countPlays(tx, {
    userId: play.userId,
    gameId: play.gameId,
    start,
    end,
    exceptId: play.scoreId,
  });
  if (earlierPlays >= GAME_DAILY_AWARD_LIMIT) {
    await gameScoresRepository.setPointsAwarded(tx, play.scoreId, 0);
    return { pointsAwarded: 0, dailyLimitReached: true };
  }
  const pointsAwarded = await awardPoints(
    tx,
    play.userId,
    `game:${play.gameId}:${play.scoreId}`,
    gamePointsFor(play.score),
  );
  await gameScoresRepository.setPointsAwarded(tx, play.scoreId, pointsAwarded);
  return { pointsAwarded, dailyLimitReached: false };
}
