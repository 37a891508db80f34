// docs/product.md#points-levels-and-badges: lesson and activity awards, the same rules for a live save and a guest transfer.
import { curriculum } from '../../../../content/curriculum';
import { ACTIVITY_POINTS, levelForPoints } from '../../../domain/constants';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import {
  activityIds,
  isOpen,
  lessonByActivity,
  openingLevel,
  resolveLesson,
} from '../../../domain/lessons/curriculum';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import { badRequest, unprocessable } from '../../http/errors';
import { activityDone } from './graded-work';
import type { Db } from '../../db/client';
import { activityKey, lessonKey } from '../points/award-keys';
import { balanceOf } from '../points/balance-repository';
import { awardPoints, type AwardResult, type Tx } from '../points/ledger-repository';
import { progressRepository } from './progress-repository';

const knownActivities = new Set(activityIds(curriculum));
export const isKnownActivity = (activityId: string): boolean => knownActivities.has(activityId);

/** The open lesson a (module, lesson) pair names, aliases mapped; a 400 otherwise. */
export function openLessonOrThrow(moduleId: string, lessonId: string): CurriculumLesson {
  const lesson = resolveLesson(curriculum, moduleId, lessonId);
  if (!lesson) throw badRequest('server.progress.unknownLesson');
  if (isOpen(lesson)) return lesson;
  // A door with nothing behind it yet: "locked" while it names a level, else "coming soon".
  if (lesson.opensAtLevel === undefined) throw badRequest('server.progress.lessonComingSoon');
  throw badRequest('server.progress.lessonLocked', { level: lesson.opensAtLevel });
}

/** A lesson that opens only from a level (Data Collector: docs/product.md#curriculum). */
export const opensLater = (lesson: CurriculumLesson): boolean => openingLevel(lesson) > 1;

/**
 * Whether the learner's level (from their points now) opens this lesson, by the one rule
 * (docs/decisions/394-level-gates-as-data.md).
 */
export async function reachedLevel(tx: Tx | Db, userId: number, lesson: CurriculumLesson): Promise<boolean> {
  return !opensLater(lesson) || isOpenAtLevel(lesson.opensAtLevel, levelForPoints(await balanceOf(tx, userId)));
}

/** A 400 when the learner's level does not open the lesson yet (the server checks, never the app). */
export async function requireLevel(tx: Tx | Db, userId: number, lesson: CurriculumLesson): Promise<void> {
  if (!(await reachedLevel(tx, userId, lesson)))
    throw badRequest('server.progress.lessonLocked', { level: openingLevel(lesson) });
}

/** The open lesson, or undefined for anything else (transfer skips those records). */
export function openLessonOrUndefined(
  moduleId: string,
  lessonId: string,
): CurriculumLesson | undefined {
  const lesson = resolveLesson(curriculum, moduleId, lessonId);
  return lesson && isOpen(lesson) ? lesson : undefined;
}

/**
 * Records the completion once and awards the lesson's points once, in one statement. Returns
 * the points awarded and the learner's new total.
 */
export async function completeLesson(
  tx: Tx | Db,
  userId: number,
  lesson: CurriculumLesson,
  completedAt = new Date(),
): Promise<{ pointsAwarded: number; points: number }> {
  if (lesson.points <= 0) {
    // Nothing to award: no ledger row for zero points.
    await progressRepository.complete(tx, userId, lesson.moduleId, lesson.id, completedAt);
    return { pointsAwarded: 0, points: await balanceOf(tx, userId) };
  }
  return progressRepository.completeAndAward(tx, {
    userId,
    moduleId: lesson.moduleId,
    lessonId: lesson.id,
    completedAt,
    sourceKey: lessonKey(lesson.moduleId, lesson.id),
    points: lesson.points,
  });
}

/**
 * Awards an activity's points once, in one statement, when its evidence shows it done by the
 * page's own rule (docs/product/lessons.md#graded-by-the-server; a 422 otherwise). Returns the
 * award and the new total.
 */
export async function completeActivity(
  tx: Tx | Db,
  userId: number,
  activityId: string,
  evidence: unknown,
): Promise<AwardResult> {
  if (!isKnownActivity(activityId)) throw badRequest('server.progress.unknownActivity');
  const lesson = lessonByActivity(curriculum, activityId);
  if (lesson) await requireLevel(tx, userId, lesson);
  if (!activityDone(activityId, evidence)) throw unprocessable('server.progress.activityNotFinished');
  return awardPoints(tx, userId, [{ sourceKey: activityKey(activityId), points: ACTIVITY_POINTS }]);
}
