import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classParams } from '../../../domain/api/class-api';
import { noBody } from '../../../domain/api/common-api';
import { creationParams, drawingParams } from '../../../domain/api/drawings-api';
import type { CreationKind } from '../../../domain/creations';
import {
  classGalleryItemParams,
  classGalleryQuery,
  classGalleryResponse,
  GALLERY_PENDING_MAX,
  GALLERY_WRITES_PER_HOUR,
  galleryItemParams,
  galleryQuery,
  reactionBody,
  shareResponse,
  teacherGalleryItemResponse,
  teacherGalleryResponse,
} from '../../../domain/api/gallery-api';
import type { AppDeps } from '../../app-deps';
import { conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { accountOnly, requireAccount, requireUser, signedInOnly } from '../auth/guards';
import { hasActiveConsent } from '../children/consent-repository';
import { classRepository } from '../classes/class-repository';
import { creationWords } from '../code-lab/creation-words';
import { userLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { galleryRepository } from './gallery-repository';

const HOUR_MS = 60 * 60 * 1000;
type ClassChild = { id: number; classId: number };

/**
 * The class gallery (docs/product/classes.md#class-gallery,
 * docs/decisions/300-sharing-with-the-class.md to docs/decisions/304-the-teachers-gallery.md): a
 * class child shares a drawing, their teacher approves it, their class sees it and reacts. The
 * teacher's routes answer only about the teacher's own class (another's is 404), like every class
 * route; the child's routes only about the child's own class.
 */
export async function galleryRoutes(parent: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const gallery = galleryRepository(db);
  const classesRepo = classRepository(db);
  const limiter = rateLimitRepository(db);

  /** The session's class child, or null for a family child or a grown-up. */
  function classChildOf(request: FastifyRequest): ClassChild | null {
    const user = requireUser(request);
    if (user.kind !== 'child' || user.classId === null) return null;
    return { id: user.id, classId: user.classId };
  }

  /**
   * An onRequest hook for the class's gallery: a guest finds none (404 with `message`, before any
   * input check, docs/decisions/301-what-the-class-sees.md), while a child whose session a teacher
   * or its age ended still hears the 401 that says so
   * (docs/decisions/186-a-child-hears-why-their-session-ended.md).
   */
  const guestFindsNothing = (message: 'server.gallery.noGallery' | 'server.gallery.itemNotFound') => async (request: FastifyRequest) => {
    if (!request.user && !request.sessionEnded) throw notFound(message);
    requireUser(request);
  };

  /**
   * Shares, take-backs and reactions count against one hourly budget per child
   * (docs/decisions/303-gallery-budget-per-child.md).
   */
  async function countWrite(child: ClassChild): Promise<void> {
    const limit = await limiter.hit(
      userLimitKey('class-gallery', child.id),
      GALLERY_WRITES_PER_HOUR,
      HOUR_MS,
    );
    if (!limit.allowed)
      throw tooManyRequests(limit.retryAfterSeconds, 'server.gallery.tooManyWrites');
  }

  /**
   * A class child shares a creation: 201 when it is now waiting for the teacher, 200 with its
   * status when it already was or is already shown (docs/decisions/300-sharing-with-the-class.md).
   */
  async function share(request: FastifyRequest, creation: { kind: CreationKind; id: number }) {
    const words = creationWords(creation.kind);
    const child = classChildOf(request);
    if (!child) throw forbidden(words.notClassChild);
    await countWrite(child);
    const result = await gallery.share(child, creation, GALLERY_PENDING_MAX);
    switch (result.kind) {
      case 'not-found':
        throw notFound(words.notFound);
      case 'closed':
        throw conflict('server.gallery.galleryOff');
      case 'full':
        throw conflict(words.tooManyPending, { max: GALLERY_PENDING_MAX });
      case 'already':
        return { code: 200 as const, body: { itemId: result.itemId, status: result.status } };
      case 'shared':
        return { code: 201 as const, body: { itemId: result.itemId, status: 'pending' as const } };
    }
  }

  // Takes it back, every version, at any status (nothing shared: nothing to do).
  async function unshare(request: FastifyRequest, creation: { kind: CreationKind; id: number }) {
    const words = creationWords(creation.kind);
    const child = classChildOf(request);
    if (!child) throw forbidden(words.notClassChild);
    await countWrite(child);
    if (!(await gallery.unshare(child.id, creation))) throw notFound(words.notFound);
  }

  const shareSchema = { 200: shareResponse, 201: shareResponse };
  app.post(
    '/api/code-lab/drawings/:id/share',
    { onRequest: signedInOnly, schema: { params: drawingParams, response: shareSchema } },
    async (request, reply) => {
      const answer = await share(request, { kind: 'drawing', id: request.params.id });
      return reply.code(answer.code).send(answer.body);
    },
  );
  app.delete(
    '/api/code-lab/drawings/:id/share',
    { onRequest: signedInOnly, schema: { params: drawingParams, response: { 204: noBody } } },
    async (request, reply) => {
      await unshare(request, { kind: 'drawing', id: request.params.id });
      return reply.code(204).send();
    },
  );
  // Every kind's (docs/decisions/393-creations-by-kind.md).
  app.post(
    '/api/code-lab/creations/:kind/:id/share',
    { onRequest: signedInOnly, schema: { params: creationParams, response: shareSchema } },
    async (request, reply) => {
      const answer = await share(request, request.params);
      return reply.code(answer.code).send(answer.body);
    },
  );
  app.delete(
    '/api/code-lab/creations/:kind/:id/share',
    { onRequest: signedInOnly, schema: { params: creationParams, response: { 204: noBody } } },
    async (request, reply) => {
      await unshare(request, request.params);
      return reply.code(204).send();
    },
  );

  // The teacher's queue and the shown drawings of their class.
  app.get(
    '/api/classes/:id/gallery',
    {
      onRequest: accountOnly,
      schema: {
        params: classParams,
        querystring: galleryQuery,
        response: { 200: teacherGalleryResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await classesRepo.isOwn(id, requireAccount(request).id)))
        throw notFound('server.classes.classNotFound');
      return { items: await gallery.queue(id, request.query.status, request.query.kind) };
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/classes/:id/gallery/:itemId/${action}`,
      {
        onRequest: accountOnly,
        schema: { params: classGalleryItemParams, response: { 200: teacherGalleryItemResponse } },
      },
      async (request) => {
        const { id, itemId } = request.params;
        const teacher = requireAccount(request);
        // Showing a child's drawing to the class needs the teacher's consent to stand, as adding
        // children does (docs/decisions/151-consent-by-email-plus.md); checked once the class is
        // known to be theirs.
        if (status === 'approved') {
          if (!(await classesRepo.isOwn(id, teacher.id)))
            throw notFound('server.classes.classNotFound');
          if (!(await hasActiveConsent(db, teacher.id))) throw forbidden('server.consent.noConsent');
        }
        const result = await gallery.decide(id, teacher.id, itemId, status);
        if (result.kind === 'not-found') throw notFound('server.classes.classNotFound');
        if (!result.item) throw notFound('server.gallery.teacherItemNotFound');
        return result.item;
      },
    );
  }

  app.delete(
    '/api/classes/:id/gallery/:itemId',
    {
      onRequest: accountOnly,
      schema: { params: classGalleryItemParams, response: { 204: noBody } },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const result = await gallery.remove(id, requireAccount(request).id, itemId);
      if (result.kind === 'not-found') throw notFound('server.classes.classNotFound');
      if (!result.removed) throw notFound('server.gallery.teacherItemNotFound');
      return reply.code(204).send();
    },
  );

  // A class child's gallery: their class's approved drawings
  // (docs/decisions/301-what-the-class-sees.md). Anyone else signed in has no class gallery: 404.
  app.get(
    '/api/class-gallery',
    {
      onRequest: guestFindsNothing('server.gallery.noGallery'),
      schema: { querystring: classGalleryQuery, response: { 200: classGalleryResponse } },
    },
    async (request) => {
      const child = classChildOf(request);
      if (!child) throw notFound('server.gallery.noGallery');
      return gallery.forChild(child, request.query.kind);
    },
  );

  app.post(
    '/api/class-gallery/:itemId/reactions',
    {
      onRequest: guestFindsNothing('server.gallery.itemNotFound'),
      schema: { params: galleryItemParams, body: reactionBody, response: { 204: noBody } },
    },
    async (request, reply) => {
      const child = classChildOf(request);
      if (!child) throw notFound('server.gallery.itemNotFound');
      await countWrite(child);
      if (!(await gallery.react(child, request.params.itemId, request.body.kind)))
        throw notFound('server.gallery.itemNotFound');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/class-gallery/:itemId/reactions',
    {
      onRequest: guestFindsNothing('server.gallery.itemNotFound'),
      schema: { params: galleryItemParams, response: { 204: noBody } },
    },
    async (request, reply) => {
      const child = classChildOf(request);
      if (!child) throw notFound('server.gallery.itemNotFound');
      await countWrite(child);
      if (!(await gallery.unreact(child, request.params.itemId)))
        throw notFound('server.gallery.itemNotFound');
      return reply.code(204).send();
    },
  );
}
