import { requestLocale } from '../../i18n/request-locale';
import { translatorFor } from '../../i18n/translators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findLevel } from '../../../../content/code-lab/levels';
import { findSolution } from '../../../../content/code-lab/reference-solutions';
import { levelForPoints } from '../../../domain/constants';
import { parseLevelProgram } from '../../../domain/code-lab/level-program';
import { CODE_LAB_RUN_COUNT_INTERVAL_MS, CODE_LAB_RUNS_PER_HOUR } from '../../../domain/code-lab/rules';
import {
  isFailedRun,
  programParams,
  progressResponse,
  putProgramBody,
  runBody,
  savedProgramsResponse,
  solutionResponse,
  solveBody,
  solveResponse,
} from '../../../domain/api/code-lab-api';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, forbidden, notFound, refuse, tooManyRequests, unauthorized } from '../../http/errors';
import { programWords } from './program-words';
import { accountOnly, requireUser, signedInOnly } from '../auth/guards';
import { activityRepository } from '../children/activity-repository';
import { requireConsentedGrownUp } from '../children/consent-repository';
import { classRepository } from '../classes/class-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { codeLabRepository } from './code-lab-repository';
import { attemptSolve, solveLimit } from './solves';

const HOUR_MS = 60 * 60 * 1000;
/** A solve's or a draft's body: a training set is up to 16 KiB (docs/decisions/412-the-vision-lab.md), with room for the rest. */
const PROGRAM_BODY_LIMIT = 24 * 1024;

const levelOrThrow = (levelId: string) => {
  const level = findLevel(levelId);
  if (!level) throw badRequest('server.codeLab.unknownLevel', { levelId });
  return level;
};

/** The Code Lab API (docs/product/code-lab.md#api). Guests get 401 on every route. */
export async function codeLabRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const activity = activityRepository(db);

  // The server runs the program again: only a verified solve earns
  // (docs/decisions/130-code-lab-solves-verified-in-one-statement.md).
  app.post(
    '/api/code-lab/solves',
    { onRequest: signedInOnly, bodyLimit: PROGRAM_BODY_LIMIT, schema: { body: solveBody, response: { 200: solveResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { levelId, program } = request.body;
      if (program === undefined) throw badRequest('server.codeLab.programMissing');
      const now = deps.now();
      const attempt = await attemptSolve(db, user.id, levelId, program, now, translatorFor(requestLocale(request)));
      // Time on task (docs/decisions/270-time-on-task.md): a solve, or a check that did not solve
      // (a run).
      if (attempt.kind === 'solved' || attempt.kind === 'not-solved')
        await activity.record(user, attempt.kind === 'solved' ? 'solve' : 'run', now);
      switch (attempt.kind) {
        case 'invalid':
          throw refuse(400, attempt.words);
        case 'no-user':
          throw unauthorized('server.auth.notSignedIn');
        case 'limited': {
          const limit = solveLimit(user.id);
          const { retryAfterSeconds } = await rateLimitRepository(db).peek(
            limit.key,
            limit.windowMs,
          );
          throw tooManyRequests(retryAfterSeconds, 'server.codeLab.tooManySolves');
        }
        case 'not-solved':
          throw refuse(422, attempt.words);
        case 'solved':
          return {
            solved: true as const,
            stars: attempt.stars,
            pointsAwarded: attempt.pointsAwarded,
            points: attempt.points,
            level: levelForPoints(attempt.points),
            worldCompleted: attempt.worldCompleted,
          };
      }
    },
  );

  app.get(
    '/api/code-lab/progress',
    { onRequest: signedInOnly, schema: { response: { 200: progressResponse } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await codeLabRepository.listSolves(db, user.id);
      return rows.map((row) => ({
        levelId: row.levelId,
        stars: row.stars === 3 ? (3 as const) : (2 as const),
        program: row.program,
        solvedAt: row.solvedAt.toISOString(),
      }));
    },
  );

  // The program a child is working on, so they can come back to it.
  app.put(
    '/api/code-lab/programs/:levelId',
    {
      onRequest: signedInOnly,
      bodyLimit: PROGRAM_BODY_LIMIT,
      schema: { params: programParams, body: putProgramBody, response: { 204: noBody } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const level = levelOrThrow(request.params.levelId);
      if (request.body.program === undefined) throw badRequest('server.codeLab.programMissing');
      // A program being written: a function may wait to be used (it is checked when it solves).
      // Ada's program on her levels, a game program on a game's.
      const parsed = parseLevelProgram(level, request.body.program, 'draft');
      if (!parsed.ok) throw refuse(400, programWords(parsed.message));
      const now = deps.now();
      await codeLabRepository.saveProgram(db, user.id, level.id, parsed.program, now);
      // Building a program is work, run or not: a saved draft counts toward time on task, one
      // row a minute at most (docs/product.md#time-on-task,
      // docs/decisions/371-program-edits-count-as-activity.md).
      await activity.record(user, 'edit', now);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/code-lab/programs',
    { onRequest: signedInOnly, schema: { response: { 200: savedProgramsResponse } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await codeLabRepository.listPrograms(db, user.id);
      return rows.map((row) => ({
        levelId: row.levelId,
        program: row.program,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  );

  // A level's reference solution, for present mode
  // (docs/decisions/261-who-may-fetch-a-solution.md): only a confirmed grown-up with a class,
  // archived or not. Who asks is checked before the level id, so a child or a grown-up without a
  // class learns nothing about which ids exist.
  app.get(
    '/api/code-lab/solutions/:levelId',
    {
      onRequest: accountOnly,
      preValidation: async (request) => {
        const account = await requireConsentedGrownUp(db, request);
        if (!(await classRepository(db).hasAny(account.id))) throw forbidden('server.codeLab.solutionsForTeachers');
      },
      schema: { params: programParams, response: { 200: solutionResponse } },
    },
    async (request) => {
      const program = findSolution(request.params.levelId);
      if (!program) throw notFound('server.codeLab.unknownLevel', { levelId: request.params.levelId });
      return { program };
    },
  );

  // A run that did not solve: counters per account and level, at most one a second. A fail
  // (it ended by itself) counts toward "needs help"; a stopped run only as a try.
  app.post(
    '/api/code-lab/runs',
    { onRequest: signedInOnly, schema: { body: runBody, response: { 204: noBody } } },
    async (request, reply) => {
      const user = requireUser(request);
      const level = levelOrThrow(request.body.levelId);
      const now = deps.now();
      // Every run counts toward an hourly budget per account, like solves
      // (docs/product/code-lab.md#api): past it a 429 with Retry-After, and nothing is counted.
      const limit = await rateLimitRepository(db).hit(userLimitKey('code-lab-runs', user.id), CODE_LAB_RUNS_PER_HOUR, HOUR_MS, now);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.codeLab.tooManyRuns');
      await codeLabRepository.countRun(db, {
        userId: user.id,
        levelId: level.id,
        failed: isFailedRun(request.body.outcome),
        now,
        intervalMs: CODE_LAB_RUN_COUNT_INTERVAL_MS,
      });
      await activity.record(user, 'run', now);
      return reply.code(204).send();
    },
  );
}
