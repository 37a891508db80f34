import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';

/**
 * STYLE: only listed variables reach the browser. This is the whole list: the SPA asks once
 * at start instead of having server settings baked into the build.
 */
export type PublicConfig = { bookUrl: string };

export async function configRoutes(app: FastifyInstance, { env }: AppDeps): Promise<void> {
  app.get('/api/config', async (_request, reply) => {
    const config: PublicConfig = { bookUrl: env.BOOK_URL };
    return reply.header('cache-control', 'no-cache').send(config);
  });
}
