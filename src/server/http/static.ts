import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestLocale } from '../i18n/request-locale';
import { translatorFor } from '../i18n/translators';
import type { PublicConfig } from '../../domain/service-api';
import { SIGNED_IN_HINT_COOKIE } from '../modules/auth/guards';
import { isApiPath } from './api-route';
import { createPageShells } from './page-shell';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year (immutable), every
 * other file is revalidated, and any unknown non-API GET gets index.html so client routes work,
 * with modulepreload links for that route's chunks and the public config (page-shell.ts).
 */
const signedInHint = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

export async function registerStatic(
  app: FastifyInstance,
  webRoot: string | null,
  config: PublicConfig,
): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(webRoot, filePath).split(path.sep).join('/');
        reply.header(
          'cache-control',
          relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const shellFor = webRoot ? createPageShells(webRoot, config) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request);
    // The hint cookie (not the session): someone signed in gets their screen preloaded too.
    const signedIn = signedInHint.test(request.headers.cookie ?? '');
    const shell = shellFor && isPage ? await shellFor(request.url.split('?')[0]!, signedIn) : null;
    if (shell) {
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie').header('etag', shell.etag);
      if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(shell.html);
    }
    return reply.code(404).send({ message: translatorFor(requestLocale(request))('server.http.notFound') });
  });
}
