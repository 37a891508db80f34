import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

export async function healthRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering.' });
    }
  });
}
