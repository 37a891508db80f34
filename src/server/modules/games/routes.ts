import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameById } from '../../../../content/games';
import { choreListSchema } from '../../../domain/games/chores';
import {
  GAME_SCORE_POSTS_PER_HOUR,
  GAME_SCORES_LIST_LIMIT,
  levelForPoints,
} from '../../../domain/constants';
import { isGameLocked, isScoredGame, isValidGameScore } from '../../../domain/games/games';
import { choresAnswer, gameScoreList, postGameScoreAnswer } from '../../../domain/api/games-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, refuse, tooManyRequests, unauthorized } from '../../http/errors';
import { requestT, words } from '../../i18n/words';
import { choreWords } from './chore-words';
import { requireUser, signedInOnly } from '../auth/guards';
import { recordGamePlay } from './game-play';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { balanceOf } from '../points/balance-repository';
import { choresRepository } from './chores-repository';
import { gameScoresRepository, type GameScoreRow } from './game-scores-repository';

const HOUR_MS = 60 * 60 * 1000;

// docs/product/api.md#games-and-chores: `pointsAwarded` may come along; it is never read (docs/product.md#points-levels-and-badges: the server owns points).
const postScoreBody = z.object({
  gameId: z.string().min(1).max(64),
  score: z.number(),
});

// The chore list is checked in the handler so the child sees one friendly sentence.
const putChoresBody = z.object({ chores: z.unknown().optional() });
// 100 chores of 40 characters each can pass 16 KiB once JSON escapes emoji.
const CHORES_BODY_LIMIT = 64 * 1024;

const scoreJson = (row: GameScoreRow) => ({
  id: row.id,
  gameId: row.gameId,
  score: row.score,
  createdAt: row.createdAt,
});

export async function gamesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const choresRepo = choresRepository(db);

  api.get('/api/game-scores', { onRequest: signedInOnly, schema: { response: { 200: gameScoreList } } }, async (request) => {
    const user = requireUser(request);
    const rows = await gameScoresRepository.listForUser(db, user.id, GAME_SCORES_LIST_LIMIT);
    return rows.map(scoreJson);
  });

  api.post('/api/game-scores', { onRequest: signedInOnly, schema: { body: postScoreBody, response: { 201: postGameScoreAnswer } } }, async (request, reply) => {
    const user = requireUser(request);
    const { gameId, score } = request.body;
    const game = gameById(gameId);
    if (!game) throw badRequest('server.games.unknownGame');
    if (!isScoredGame(gameId)) throw badRequest('server.games.noScores');
    if (!isValidGameScore(gameId, score)) throw badRequest('server.games.impossibleScore');
    // A game that opens at a level takes scores only from that level, by the one rule the page
    // shows (docs/decisions/394-level-gates-as-data.md); the balance is read only for such a game.
    if (game.opensAtLevel !== undefined && isGameLocked(game, levelForPoints(await balanceOf(db, user.id))))
      throw badRequest('server.games.gameLocked', { level: game.opensAtLevel });

    const limit = {
      key: userLimitKey('game-scores', user.id),
      max: GAME_SCORE_POSTS_PER_HOUR,
      windowMs: HOUR_MS,
    };
    const playedAt = new Date();
    const result = await recordGamePlay(db, { userId: user.id, gameId, score, playedAt }, limit);
    if (result.outcome === 'no-user') throw unauthorized('server.auth.notSignedIn');
    if (result.outcome === 'limited') {
      const { retryAfterSeconds } = await rateLimitRepository(db).peek(limit.key, HOUR_MS);
      throw tooManyRequests(Math.max(1, retryAfterSeconds), 'server.games.tooManyScores');
    }

    return reply.code(201).send({
      ...scoreJson(result.row),
      pointsAwarded: result.pointsAwarded,
      points: result.points,
      level: levelForPoints(result.points),
      dailyLimitReached: result.dailyLimitReached,
      ...(result.dailyLimitReached ? { message: requestT(request)('server.games.dailyLimitReached') } : {}),
    });
  });

  api.get('/api/chores', { onRequest: signedInOnly, schema: { response: { 200: choresAnswer } } }, async (request) => {
    const user = requireUser(request);
    const saved = await choresRepo.get(user.id);
    return { chores: saved.chores, updatedAt: saved.updatedAt };
  });

  api.put(
    '/api/chores',
    { onRequest: signedInOnly, bodyLimit: CHORES_BODY_LIMIT, schema: { body: putChoresBody, response: { 200: choresAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const parsed = choreListSchema.safeParse(request.body.chores);
      if (!parsed.success)
        throw refuse(400, choreWords(parsed.error.issues[0]?.message, words('server.games.choresSaveFailed')));
      const saved = await choresRepo.put(user.id, parsed.data);
      return { chores: saved.chores, updatedAt: saved.updatedAt };
    },
  );
}
