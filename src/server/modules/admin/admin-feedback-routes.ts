import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedbackItem, feedbackPage } from '../../../domain/api/admin-api';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../http/errors';
import { dbIdParam } from '../../http/ids';
import { requireAdmin } from '../auth/guards';
import { adminFeedbackRepository } from './admin-feedback-repository';

const FEEDBACK_PAGE_MAX = 100;
const ADMIN_NOTES_MAX = 2000;

const listQuery = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('all'),
  before: dbIdParam().optional(),
  limit: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_MAX).default(50),
});

const patchBody = z.object({
  resolved: z.boolean().optional(),
  adminNotes: z.string().max(ADMIN_NOTES_MAX).nullable().optional(),
});

/** docs/product/api.md#admin: GET /api/feedback is admin-only; PATCH lets an admin resolve and annotate. */
export async function adminFeedbackRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const repo = adminFeedbackRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/feedback', { schema: { querystring: listQuery, response: { 200: feedbackPage } } }, async (request) => {
    requireAdmin(request);
    const { status, before, limit } = request.query;
    const [page, total] = await Promise.all([repo.page({ status, before, limit }), repo.count(status)]);
    return { items: page.items, total, nextCursor: page.nextCursor };
  });

  r.patch(
    '/api/feedback/:id',
    { schema: { params: z.object({ id: dbIdParam() }), body: patchBody, response: { 200: feedbackItem } } },
    async (request) => {
      requireAdmin(request);
      const { resolved, adminNotes } = request.body;
      if (resolved === undefined && adminNotes === undefined) throw badRequest('server.admin.nothingToUpdate');
      const changes: { resolved?: boolean; adminNotes?: string | null } = {};
      if (resolved !== undefined) changes.resolved = resolved;
      if (adminNotes !== undefined) changes.adminNotes = adminNotes?.trim() ? adminNotes.trim() : null;
      const item = await repo.update(request.params.id, changes);
      if (!item) throw notFound('server.admin.feedbackNotFound');
      return item;
    },
  );
}
