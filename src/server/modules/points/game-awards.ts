// DESIGN §6: a completed game awards floor(score / 10) points for the first 5 completions of
// that game per UTC day; later plays keep the score and award 0. Shared by POST
// /api/game-scores and the guest transfer, so both follow the same rule.
import { GAME_DAILY_AWARD_LIMIT, levelForPoints } from '../../../domain/constants';
import { gamePointsFor, isValidGameScore } from '../../../domain/games';
import type { Db } from '../../db/client';
import { balanceOf, lockBalance } from './balance-repository';
import { gameScoreRepository } from './game-score-repository';
import { awardPoints, type Tx } from './ledger-repository';

export type RecordedGameScore = {
  id: number;
  gameId: string;
  score: number;
  createdAt: Date;
  pointsAwarded: number;
  /** True when the daily limit was reached, so this play earned 0 points. */
  dailyLimitReached: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const gameAwardKey = (gameId: string, scoreId: number) => `game:${gameId}:${scoreId}`;

/**
 * Stores a score and awards its points within the daily limit. Call inside a transaction;
 * it locks the user's balance first, so concurrent plays cannot exceed the limit. The score
 * must already be valid (isValidGameScore): an invalid one throws.
 */
export async function recordGameScore(
  tx: Tx,
  userId: number,
  input: { gameId: string; score: number; completedAt: Date },
): Promise<RecordedGameScore> {
  if (!isValidGameScore(input.gameId, input.score)) throw new Error(`invalid score ${input.score} for ${input.gameId}`);
  await lockBalance(tx, userId);
  const dayStart = startOfUtcDay(input.completedAt);
  const earlier = await gameScoreRepository.countBetween(tx, userId, input.gameId, dayStart, new Date(dayStart.getTime() + DAY_MS));
  const row = await gameScoreRepository.insert(tx, userId, input.gameId, input.score, input.completedAt);
  const dailyLimitReached = earlier >= GAME_DAILY_AWARD_LIMIT;
  const pointsAwarded = dailyLimitReached ? 0 : await awardPoints(tx, userId, gameAwardKey(row.gameId, row.id), gamePointsFor(row.score));
  if (pointsAwarded > 0) await gameScoreRepository.setPointsAwarded(tx, row.id, pointsAwarded);
  return { id: row.id, gameId: row.gameId, score: row.score, createdAt: row.createdAt, pointsAwarded, dailyLimitReached };
}

/** One play, in its own transaction: the score, the award and the user's new total. */
export async function awardGameScore(
  db: Db,
  userId: number,
  input: { gameId: string; score: number; completedAt?: Date },
): Promise<RecordedGameScore & { points: number; level: number }> {
  return db.transaction(async (tx) => {
    const recorded = await recordGameScore(tx, userId, { ...input, completedAt: input.completedAt ?? new Date() });
    const points = await balanceOf(tx, userId);
    return { ...recorded, points, level: levelForPoints(points) };
  });
}
