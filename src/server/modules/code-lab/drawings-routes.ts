import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseProgram } from '../../../domain/code-lab/program';
import {
  DRAWING_WRITES_PER_HOUR,
  DRAWINGS_MAX,
  drawingProgramProblem,
} from '../../../domain/drawings';
import { drawsNothing } from '../../../domain/code-lab/draws-nothing';
import {
  createDrawingBody,
  drawing,
  drawingParams,
  drawingsResponse,
  renameDrawingBody,
} from '../../../domain/api/drawings-api';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, notFound, refuse, tooManyRequests } from '../../http/errors';
import { programWords } from './program-words';
import { requireUser, signedInOnly } from '../auth/guards';
import type { SessionUser } from '../auth/session-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { drawingsRepository, type DrawingRow } from './drawings-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The studio's drawings (docs/product/api.md#code-lab-drawings): a person's own, at most
 * DRAWINGS_MAX; another person's is 404 and guests 401, like the rest of the Code Lab.
 */
export async function drawingsRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const drawings = drawingsRepository(deps.database.db);
  const limiter = rateLimitRepository(deps.database.db);

  /**
   * Saves, renames and deletes count against one hourly budget per person
   * (docs/decisions/220-drawings-thirty-a-person.md).
   */
  async function countWrite(user: SessionUser): Promise<void> {
    const limit = await limiter.hit(
      userLimitKey('code-lab-drawings', user.id),
      DRAWING_WRITES_PER_HOUR,
      HOUR_MS,
    );
    if (!limit.allowed)
      throw tooManyRequests(limit.retryAfterSeconds, 'server.drawings.tooManyWrites');
  }

  const shown = (row: DrawingRow) => ({
    id: row.id,
    title: row.title,
    program: row.program,
    createdAt: row.createdAt,
    share: row.share,
  });

  app.post(
    '/api/code-lab/drawings',
    {
      onRequest: signedInOnly,
      schema: { body: createDrawingBody, response: { 201: drawing } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const parsed = parseProgram(request.body.program, 'draft');
      if (!parsed.ok) throw refuse(400, programWords(parsed.message));
      const problem = drawingProgramProblem(parsed.program);
      if (problem) throw refuse(400, programWords(problem));
      // A drawing of nothing is refused in the child's words
      // (docs/decisions/355-the-studio-keeps-a-draft.md).
      if (drawsNothing(parsed.program)) throw badRequest('server.drawings.empty');
      await countWrite(user);
      const row = await drawings.createWithin(DRAWINGS_MAX, {
        userId: user.id,
        title: request.body.title,
        program: parsed.program,
        now: new Date(),
      });
      if (!row) throw conflict('server.drawings.tooMany', { max: DRAWINGS_MAX });
      return reply.code(201).send(shown(row));
    },
  );

  app.get(
    '/api/code-lab/drawings',
    { onRequest: signedInOnly, schema: { response: { 200: drawingsResponse } } },
    async (request) => {
      const user = requireUser(request);
      return (await drawings.list(user.id)).map(shown);
    },
  );

  app.patch(
    '/api/code-lab/drawings/:id',
    {
      onRequest: signedInOnly,
      schema: { params: drawingParams, body: renameDrawingBody, response: { 200: drawing } },
    },
    async (request) => {
      const user = requireUser(request);
      await countWrite(user);
      const row = await drawings.rename(user.id, request.params.id, request.body.title, new Date());
      if (!row) throw notFound('server.drawings.notFound');
      return shown(row);
    },
  );

  app.delete(
    '/api/code-lab/drawings/:id',
    { onRequest: signedInOnly, schema: { params: drawingParams, response: { 204: noBody } } },
    async (request, reply) => {
      const user = requireUser(request);
      await countWrite(user);
      if (!(await drawings.remove(user.id, request.params.id)))
        throw notFound('server.drawings.notFound');
      return reply.code(204).send();
    },
  );
}
