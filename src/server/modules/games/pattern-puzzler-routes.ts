// Pattern Puzzler, graded by the server (docs/product/api.md#pattern-puzzler,
// docs/decisions/416-pattern-puzzler.md): the server deals a play (a seed it picks and keeps), the
// page shows the rounds made from it, and the answers come back here: the rounds are made again
// from the kept seed, the first answers scored (10 per right round) and the play recorded like any
// game's (floor(score / 10) points for the first 5 plays of a UTC day). A play answers once.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { patternPuzzler } from '../../../../content/labs/vision-lab/learn-hub';
import { GAME_SCORE_POSTS_PER_HOUR, levelForPoints } from '../../../domain/constants';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import {
  areAnswersShaped,
  MAX_PATTERN_SEED,
  PATTERN_PLAY_ANSWER_WITHIN_MS,
  PATTERN_PLAYS_PER_HOUR,
  PATTERN_PUZZLER_ID,
  PATTERN_ROUNDS,
  patternRounds,
  patternScore,
  rightRounds,
} from '../../../domain/games/pattern-puzzler';
import { patternAnswersAnswer, patternPlayAnswer } from '../../../domain/api/pattern-puzzler-api';
import type { AppDeps } from '../../app-deps';
import { dbIdParam } from '../../http/ids';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { requestT } from '../../i18n/words';
import { requireUser, signedInOnly } from '../auth/guards';
import { balanceOf } from '../points/balance-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { recordGamePlay, type PlayOutcome } from './game-play';
import { patternPlaysRepository } from './pattern-plays-repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

// The choices' numbers; each round's own count (3 or 4) is checked against its rounds.
const answersBody = z.object({
  answers: z.array(z.number().int().min(0).max(3)).length(PATTERN_ROUNDS),
});

/** The play was answered but the day's game scores were past their hourly limit: nothing kept. */
class Limited extends Error {}

export async function patternPuzzlerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.post(
    '/api/pattern-puzzler/plays',
    { onRequest: signedInOnly, schema: { response: { 201: patternPlayAnswer } } },
    async (request, reply) => {
      const user = requireUser(request);
      // The one level rule the Learn hub's card shows (docs/decisions/394-level-gates-as-data.md).
      if (!isOpenAtLevel(patternPuzzler.opensAtLevel, levelForPoints(await balanceOf(db, user.id))))
        throw badRequest('server.patternPuzzler.locked', { level: patternPuzzler.opensAtLevel });
      const now = deps.now();
      const limit = await rateLimitRepository(db).hit(userLimitKey('pattern-plays', user.id), PATTERN_PLAYS_PER_HOUR, HOUR_MS, now);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, 'server.patternPuzzler.tooManyPlays');
      const play = await patternPlaysRepository.deal(db, user.id, randomInt(0, MAX_PATTERN_SEED + 1), now, new Date(now.getTime() - DAY_MS));
      return reply.code(201).send({ playId: play.id, seed: play.seed });
    },
  );

  api.post(
    '/api/pattern-puzzler/plays/:playId/answers',
    { onRequest: signedInOnly, schema: { params: z.object({ playId: dbIdParam() }), body: answersBody, response: { 201: patternAnswersAnswer } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { playId } = request.params;
      const play = await patternPlaysRepository.find(db, user.id, playId);
      if (!play) throw notFound('server.patternPuzzler.playNotFound');
      if (play.answeredAt) throw conflict('server.patternPuzzler.alreadyAnswered');
      const now = deps.now();
      if (now.getTime() - play.createdAt.getTime() > PATTERN_PLAY_ANSWER_WITHIN_MS) throw badRequest('server.patternPuzzler.tooOld');
      const rounds = patternRounds(play.seed);
      const { answers } = request.body;
      if (!areAnswersShaped(rounds, answers)) throw badRequest('server.patternPuzzler.badAnswers', { rounds: PATTERN_ROUNDS });
      const score = patternScore(rounds, answers);

      const limit = { key: userLimitKey('game-scores', user.id), max: GAME_SCORE_POSTS_PER_HOUR, windowMs: HOUR_MS };
      let result: PlayOutcome;
      try {
        // Answered and recorded together: a refused record leaves the play to answer again.
        result = await db.transaction(async (tx) => {
          if (!(await patternPlaysRepository.claim(tx, user.id, playId, now))) throw conflict('server.patternPuzzler.alreadyAnswered');
          const outcome = await recordGamePlay(tx, { userId: user.id, gameId: PATTERN_PUZZLER_ID, score, playedAt: now }, limit);
          if (outcome.outcome === 'limited') throw new Limited();
          return outcome;
        });
      } catch (error) {
        if (!(error instanceof Limited)) throw error;
        const { retryAfterSeconds } = await rateLimitRepository(db).peek(limit.key, HOUR_MS, now);
        throw tooManyRequests(Math.max(1, retryAfterSeconds), 'server.games.tooManyScores');
      }
      if (result.outcome !== 'recorded') throw unauthorized('server.auth.notSignedIn');

      return reply.code(201).send({
        id: result.row.id,
        gameId: result.row.gameId,
        score: result.row.score,
        createdAt: result.row.createdAt,
        pointsAwarded: result.pointsAwarded,
        points: result.points,
        level: levelForPoints(result.points),
        dailyLimitReached: result.dailyLimitReached,
        ...(result.dailyLimitReached ? { message: requestT(request)('server.games.dailyLimitReached') } : {}),
        right: rightRounds(rounds, answers),
      });
    },
  );
}
