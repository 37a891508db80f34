import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfig as publicConfigAnswer, type PublicConfig } from '../../../domain/api/service-api';
import type { AppDeps } from '../../app-deps';
import type { Env } from '../../env';

/**
 * Only listed variables reach the browser (docs/product.md#environment). This is the whole list: the server writes it
 * into each page it serves (docs/decisions/085-public-config-in-the-page.md), and the SPA asks for
 * it when the page came from the service worker's cache, instead of having server settings baked
 * into the build. Its shape is `publicConfig` in src/domain/api/service-api.ts.
 */
export const publicConfig = (env: Env): PublicConfig => ({ bookUrl: env.BOOK_URL });

export async function configRoutes(app: FastifyInstance, { env }: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/config', { schema: { response: { 200: publicConfigAnswer } } }, async () => {
    // Like every API answer, never stored (Cache-Control: no-store, set for all /api routes).
    return publicConfig(env);
  });
}
