import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthAnswer, healthUnavailable } from '../../../domain/api/service-api';
import type { AppDeps } from '../../app-deps';

export async function healthRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { response: { 200: healthAnswer, 503: healthUnavailable } } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable' as const, message: 'The database is not answering.' });
    }
  });
}
