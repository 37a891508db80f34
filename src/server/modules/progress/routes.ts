import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { levelForPoints } from '../../../domain/constants';
import {
  awardActivityBody,
  lessonStepBody,
  pointsAnswer,
  progressList,
  saveProgressAnswer,
  saveProgressBody,
  transferGuestProgressBody,
  transferGuestProgressAnswer,
} from '../../../domain/api/progress-api';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, forbidden, refuse, unprocessable } from '../../http/errors';
import { requireUser, signedInOnly } from '../auth/guards';
import { activityRepository } from '../children/activity-repository';
import { balanceOf } from '../points/balance-repository';
import { completeActivity, completeLesson, openLessonOrThrow, requireLevel } from './learning-awards';
import { gradeLesson, gradeWords } from './graded-work';
import { progressRepository } from './progress-repository';
import { parseTransfer, parseTransferChores } from './transfer-records';
import { transferGuestRecords } from './guest-transfer';

// Transfer lists may hold up to 500 records each: more than the default 16 KiB body.
const TRANSFER_BODY_LIMIT = 256 * 1024;

export async function progressRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  app.get('/api/progress', { onRequest: signedInOnly, schema: { response: { 200: progressList } } }, async (request) => {
    const user = requireUser(request);
    return progressRepository.list(db, user.id);
  });

  // docs/product.md#curriculum: aliases mapped; only open lessons; completion and award once.
  // docs/product/lessons.md#graded-by-the-server: only graded work completes a lesson: the quiz's
  // answers pass its rule and, for a "quiz and activity" lesson, the activity's evidence is done;
  // otherwise a 422 in the child's words and nothing is recorded.
  app.post('/api/progress', { onRequest: signedInOnly, schema: { body: saveProgressBody, response: { 200: saveProgressAnswer } } }, async (request) => {
    const user = requireUser(request);
    const { moduleId, lessonId, completed, answers, activity } = request.body;
    const lesson = openLessonOrThrow(moduleId, lessonId);
    if (!completed) throw badRequest('server.progress.lessonNotFinished');
    await requireLevel(db, user.id, lesson);
    const grade = gradeLesson(lesson, { answers, activity });
    if (grade !== 'passed') throw unprocessable(gradeWords[grade]);
    // One atomic statement: the completion and its award happen together, once each.
    const { pointsAwarded, points } = await completeLesson(db, user.id, lesson);
    await activityRepository(db).record(user, 'lesson', deps.now());
    return {
      moduleId: lesson.moduleId,
      lessonId: lesson.id,
      completed: true,
      pointsAwarded,
      points,
      level: levelForPoints(points),
    };
  });

  // docs/product.md#time-on-task: the lesson page says a child is working in it
  // (docs/decisions/272-lesson-steps.md).
  app.post('/api/lesson-steps', { onRequest: signedInOnly, schema: { body: lessonStepBody, response: { 204: noBody } } }, async (request, reply) => {
    const user = requireUser(request);
    openLessonOrThrow(request.body.moduleId, request.body.lessonId);
    await activityRepository(db).record(user, 'lesson', deps.now());
    return reply.code(204).send();
  });

  // docs/product.md#points-levels-and-badges: points come from a finished activity, never from a number the client sends.
  app.post('/api/user/points', { onRequest: signedInOnly, schema: { body: awardActivityBody, response: { 200: pointsAnswer } } }, async (request) => {
    const user = requireUser(request);
    const { activityId, activity } = request.body;
    if (!activityId) throw badRequest('server.progress.activityRequired');
    // One atomic statement: the ledger row and the new total, once the evidence shows it done
    // (docs/product/lessons.md#graded-by-the-server).
    const { pointsAwarded, points } = await completeActivity(db, user.id, activityId, activity);
    return { pointsAwarded, points, level: levelForPoints(points) };
  });

  // docs/product.md#guest-mode-and-transfer: awards recomputed from the records with the same rules; repeats add nothing.
  app.post(
    '/api/transfer-guest-progress',
    {
      onRequest: signedInOnly,
      bodyLimit: TRANSFER_BODY_LIMIT,
      schema: { body: transferGuestProgressBody, response: { 200: transferGuestProgressAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      // A class child's work lives with the class: there is no guest work to take in
      // (docs/product.md#guest-mode-and-transfer).
      if (user.classId !== null) throw forbidden('server.progress.classChildTransfer');
      // The chores are checked before anything moves: a bad list moves nothing.
      const chores = parseTransferChores(request.body.chores);
      if (!chores.ok) throw refuse(400, chores.words);
      const { records, skipped } = parseTransfer(request.body, new Date(), chores.chores);
      if (skipped > 0) request.log.info({ skipped }, 'guest transfer: skipped invalid records');
      return transferGuestRecords(db, user.id, records);
    },
  );

  // docs/product/api.md#guest-transfer: accepted for older clients, awards nothing (a guest cannot mint points).
  app.post('/api/transfer-guest-points', { onRequest: signedInOnly, schema: { body: z.object({}), response: { 200: pointsAnswer } } }, async (request) => {
    const user = requireUser(request);
    const points = await balanceOf(db, user.id);
    return { pointsAwarded: 0, points, level: levelForPoints(points) };
  });
}
