import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activeRecipients, outreachUserPage } from '../../../domain/api/admin-api';
import type { AppDeps } from '../../app-deps';
import { dbIdParam } from '../../http/ids';
import { requireAdmin } from '../auth/guards';
import { adminUsersRepository } from './admin-users-repository';

const listQuery = z.object({
  search: z.string().max(200).optional(),
  before: dbIdParam().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** docs/product.md#admin-pages: the outreach page lists real users from the server, admin only. */
export async function adminUsersRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const repo = adminUsersRepository(database.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/users', { schema: { querystring: listQuery, response: { 200: outreachUserPage } } }, async (request) => {
    requireAdmin(request);
    return repo.page(request.query);
  });

  // How many users 'Send to All Active Users' would reach right now.
  r.get('/api/admin/active-recipients', { schema: { response: { 200: activeRecipients } } }, async (request) => {
    requireAdmin(request);
    return { count: await repo.countActiveRecipients() };
  });
}
