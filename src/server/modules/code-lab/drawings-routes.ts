import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CreationKind } from '../../../domain/creations';
import { CREATIONS_MAX_PER_KIND } from '../../../domain/creations';
import { DRAWING_WRITES_PER_HOUR } from '../../../domain/drawings';
import {
  changeCreationBody,
  createDrawingBody,
  creationKindParams,
  creationParams,
  drawing,
  drawingParams,
  drawingsResponse,
  renameDrawingBody,
} from '../../../domain/api/drawings-api';
import { noBody } from '../../../domain/api/common-api';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { creationProgram } from './creation-programs';
import { creationWords } from './creation-words';
import { checkHouseLinks } from '../street/house-links';
import { requireUser, signedInOnly } from '../auth/guards';
import type { SessionUser } from '../auth/session-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { drawingsRepository, type DrawingRow } from './drawings-repository';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A kept creation's body: a finder's training set is up to 16 KiB on its own
 * (docs/decisions/415-find-my-keys.md), with room for its title, as a solve's is.
 */
const CREATION_BODY_LIMIT = 24 * 1024;

/**
 * The studio's creations (docs/product/api.md#code-lab-drawings,
 * docs/decisions/393-creations-by-kind.md): a person's own, at most CREATIONS_MAX_PER_KIND of each
 * kind; another person's is 404 and guests 401, like the rest of the Code Lab. The drawings' paths
 * are the kind `drawing` of /api/code-lab/creations/:kind.
 */
export async function drawingsRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const drawings = drawingsRepository(deps.database.db);
  const limiter = rateLimitRepository(deps.database.db);

  /**
   * Saves, renames and deletes of every kind count against one hourly budget per person
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

  async function create(
    user: SessionUser,
    kind: CreationKind,
    body: { title: string; program: unknown },
  ) {
    const program = creationProgram(kind, body.program);
    await checkHouseLinks(deps.database.db, user, kind, program);
    await countWrite(user);
    const row = await drawings.createWithin(CREATIONS_MAX_PER_KIND, {
      userId: user.id,
      kind,
      title: body.title,
      program,
      now: new Date(),
    });
    if (!row) throw conflict(creationWords(kind).tooMany, { max: CREATIONS_MAX_PER_KIND });
    return shown(row);
  }

  async function change(
    user: SessionUser,
    kind: CreationKind,
    id: number,
    body: { title?: string; program?: unknown },
  ) {
    const program = body.program === undefined ? undefined : creationProgram(kind, body.program);
    if (program) await checkHouseLinks(deps.database.db, user, kind, program);
    await countWrite(user);
    const fields = {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(program === undefined ? {} : { program }),
    };
    const row = await drawings.update(user.id, kind, id, fields, new Date());
    if (!row) throw notFound(creationWords(kind).notFound);
    return shown(row);
  }

  async function remove(user: SessionUser, kind: CreationKind, id: number) {
    await countWrite(user);
    if (!(await drawings.remove(user.id, kind, id))) throw notFound(creationWords(kind).notFound);
  }

  // The drawings' own paths, as they were before kinds.
  app.post(
    '/api/code-lab/drawings',
    { onRequest: signedInOnly, schema: { body: createDrawingBody, response: { 201: drawing } } },
    async (request, reply) =>
      reply.code(201).send(await create(requireUser(request), 'drawing', request.body)),
  );
  app.get(
    '/api/code-lab/drawings',
    { onRequest: signedInOnly, schema: { response: { 200: drawingsResponse } } },
    async (request) => (await drawings.list(requireUser(request).id, 'drawing')).map(shown),
  );
  app.patch(
    '/api/code-lab/drawings/:id',
    {
      onRequest: signedInOnly,
      schema: { params: drawingParams, body: renameDrawingBody, response: { 200: drawing } },
    },
    async (request) => change(requireUser(request), 'drawing', request.params.id, request.body),
  );
  app.delete(
    '/api/code-lab/drawings/:id',
    { onRequest: signedInOnly, schema: { params: drawingParams, response: { 204: noBody } } },
    async (request, reply) => {
      await remove(requireUser(request), 'drawing', request.params.id);
      return reply.code(204).send();
    },
  );

  // Every kind's (docs/decisions/393-creations-by-kind.md).
  app.post(
    '/api/code-lab/creations/:kind',
    {
      onRequest: signedInOnly,
      bodyLimit: CREATION_BODY_LIMIT,
      schema: { params: creationKindParams, body: createDrawingBody, response: { 201: drawing } },
    },
    async (request, reply) =>
      reply.code(201).send(await create(requireUser(request), request.params.kind, request.body)),
  );
  app.get(
    '/api/code-lab/creations/:kind',
    {
      onRequest: signedInOnly,
      schema: { params: creationKindParams, response: { 200: drawingsResponse } },
    },
    async (request) =>
      (await drawings.list(requireUser(request).id, request.params.kind)).map(shown),
  );
  app.patch(
    '/api/code-lab/creations/:kind/:id',
    {
      onRequest: signedInOnly,
      bodyLimit: CREATION_BODY_LIMIT,
      schema: { params: creationParams, body: changeCreationBody, response: { 200: drawing } },
    },
    async (request) => {
      const { kind, id } = request.params;
      return change(requireUser(request), kind, id, request.body);
    },
  );
  app.delete(
    '/api/code-lab/creations/:kind/:id',
    { onRequest: signedInOnly, schema: { params: creationParams, response: { 204: noBody } } },
    async (request, reply) => {
      await remove(requireUser(request), request.params.kind, request.params.id);
      return reply.code(204).send();
    },
  );
}
