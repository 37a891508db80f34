import { mergeChores } from '../../../domain/games/chores';
import { levelForPoints } from '../../../domain/constants';
import type { TransferGuestProgressAnswer } from '../../../domain/api/progress-api';
import type { Db } from '../../db/client';
import { choresRepository } from '../games/chores-repository';
import { lockBalance } from '../points/balance-repository';
import { recordGamePlay } from '../games/game-play';
import { attemptSolve } from '../code-lab/solves';
import { guestTransferRepository } from './guest-transfer-repository';
import { curriculum } from '../../../../content/curriculum';
import { lessonByActivity } from '../../../domain/lessons/curriculum';
import { completeActivity, completeLesson, opensLater, reachedLevel } from './learning-awards';
import type { TransferRecords } from './transfer-records';

/**
 * docs/product.md#guest-mode-and-transfer: a guest transfer earns exactly what its records earn under the live rules, in one
 * transaction (game scores through the same award helper as POST /api/game-scores). Every
 * award key is idempotent and a guest score already stored (same game, score and moment) is
 * not stored again, so repeating a transfer adds nothing. The guest's chores join the account's
 * list (docs/decisions/124-guest-chores-move-at-sign-up.md), also once.
 */
export async function transferGuestRecords(
  db: Db,
  userId: number,
  records: TransferRecords,
): Promise<TransferGuestProgressAnswer> {
  return db.transaction(async (tx) => {
    // First, before any insert: one user's awards run one at a time (see lockBalance).
    const pointsBefore = await lockBalance(tx, userId);
    // docs/product.md#guest-mode-and-transfer: a transfer is taken once per account; a second
    // one adds nothing and pays nothing.
    if (!(await guestTransferRepository.markTransferred(tx, userId, new Date())))
      return { pointsAwarded: 0, points: pointsBefore, level: levelForPoints(pointsBefore), choresMoved: 0 };
    let pointsAwarded = 0;
    // A lesson that opens at a level (Data Collector) and its activity move last, and only
    // when everything else has brought the learner to that level (docs/product.md#curriculum).
    const later = (activityId: string) => {
      const lesson = lessonByActivity(curriculum, activityId);
      return lesson !== undefined && opensLater(lesson);
    };
    for (const { lesson, completedAt } of records.lessons) {
      if (opensLater(lesson)) continue;
      pointsAwarded += (await completeLesson(tx, userId, lesson, completedAt)).pointsAwarded;
    }
    for (const { activityId, evidence } of records.activities) {
      if (later(activityId)) continue;
      pointsAwarded += (await completeActivity(tx, userId, activityId, evidence)).pointsAwarded;
    }
    for (const play of records.gameScores) {
      if (await guestTransferRepository.exists(tx, userId, play)) continue;
      const award = await recordGamePlay(tx, {
        userId,
        gameId: play.gameId,
        score: play.score,
        playedAt: play.completedAt,
        earns: play.earns,
      });
      if (award.outcome === 'recorded') pointsAwarded += award.pointsAwarded;
    }
    // Code Lab solves are run again: an edited program or star count earns nothing, and each
    // one counts against the hourly solve limit (past it, the rest earn nothing).
    const now = new Date();
    for (const { levelId, program } of records.codeLab) {
      const attempt = await attemptSolve(tx, userId, levelId, program, now);
      if (attempt.kind === 'solved') pointsAwarded += attempt.pointsAwarded;
    }
    for (const { lesson, completedAt } of records.lessons) {
      if (!opensLater(lesson) || !(await reachedLevel(tx, userId, lesson))) continue;
      pointsAwarded += (await completeLesson(tx, userId, lesson, completedAt)).pointsAwarded;
    }
    for (const { activityId, evidence } of records.activities) {
      const lesson = lessonByActivity(curriculum, activityId);
      if (!lesson || !opensLater(lesson) || !(await reachedLevel(tx, userId, lesson))) continue;
      pointsAwarded += (await completeActivity(tx, userId, activityId, evidence)).pointsAwarded;
    }
    // The user's lock also keeps two transfers from merging chores over each other.
    let choresMoved = 0;
    if (records.chores.length > 0) {
      const chores = choresRepository(tx);
      const merged = mergeChores((await chores.get(userId)).chores, records.chores);
      choresMoved = merged.added;
      if (choresMoved > 0) await chores.put(userId, merged.chores);
    }
    // The lock is held: nobody else changed the balance meanwhile.
    const points = pointsBefore + pointsAwarded;
    return { pointsAwarded, points, level: levelForPoints(points), choresMoved };
  });
}
