import { levelForPoints } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { balanceOf, lockBalance } from '../points/balance-repository';
import { recordGameScore } from '../points/game-awards';
import { gameScoreRepository } from '../points/game-score-repository';
import { completeActivity, completeLesson } from './learning-awards';
import type { TransferRecords } from './transfer-records';

/**
 * DESIGN §6: a guest transfer earns exactly what its records earn under the live rules, in one
 * transaction. Every award key is idempotent and a guest score already stored (same game,
 * score and moment) is not stored again, so repeating a transfer adds nothing.
 */
export async function transferGuestRecords(db: Db, userId: number, records: TransferRecords) {
  return db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    let pointsAwarded = 0;
    for (const { lesson, completedAt } of records.lessons) {
      pointsAwarded += await completeLesson(tx, userId, lesson, completedAt);
    }
    for (const activityId of records.activities) {
      pointsAwarded += await completeActivity(tx, userId, activityId);
    }
    for (const score of records.gameScores) {
      if (await gameScoreRepository.exists(tx, userId, score.gameId, score.score, score.completedAt)) continue;
      pointsAwarded += (await recordGameScore(tx, userId, score)).pointsAwarded;
    }
    const points = await balanceOf(tx, userId);
    return { pointsAwarded, points, level: levelForPoints(points) };
  });
}
