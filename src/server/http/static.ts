import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { requestLocale } from '../i18n/request-locale';
import { translatorFor } from '../i18n/translators';
import type { PublicConfig } from '../../domain/api/service-api';
import { SIGNED_IN_HINT_COOKIE } from '../modules/auth/guards';
import { isApiPath } from './api-route';
import { createPageShells } from './page-shell';
import { createPageRenderer, precompressed } from './page-render';
import { isLocale } from '../../i18n/locales';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year (immutable), every
 * other file is revalidated, and any unknown non-API GET gets index.html so client routes work,
 * with modulepreload links for that route's chunks and the public config (page-shell.ts).
 */
const signedInHint = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

/**
 * A request for a file, not a page: anything under /assets/, or a last segment with a file's
 * extension (/sw.js, /manifest.webmanifest, /icon-192.png, a font). No client route has a dot.
 * A missing one answers 404: the page in its place would be run as a script or read as a
 * picture (issue 32, docs/decisions/376-missing-files-are-404.md).
 */
const looksLikeFile = (pathname: string) =>
  pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/')));

/** The pseudo-locale (English accented and 40 % longer) the page sweeps run in, when allowed. */
const PSEUDO_LOCALE = 'en-XA';

export async function registerStatic(
  app: FastifyInstance,
  webRoot: string | null,
  config: PublicConfig,
  options: { pseudoLocale?: boolean } = {},
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

  const pseudo = options.pseudoLocale === true;
  const shellFor = webRoot ? createPageShells(webRoot, config, pseudo ? [PSEUDO_LOCALE] : []) : null;
  const pageFor = webRoot ? createPageRenderer(app, webRoot, config) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request) &&
      !looksLikeFile(pathname);
    // The hint cookie (not the session): someone signed in gets their screen preloaded too.
    const signedIn = signedInHint.test(request.headers.cookie ?? '');
    // In the request's language: the signed-in person's, the `lang` cookie's or the browser's
    // (or, on a test server, the pseudo-locale its cookie asks for).
    const locale =
      pseudo && request.cookies?.lang === PSEUDO_LOCALE ? PSEUDO_LOCALE : requestLocale(request);
    const shell =
      shellFor && isPage ? await shellFor(pathname, signedIn, locale) : null;
    if (shell) {
      // The page rendered on the server, in the shell (not for the test-only pseudo-locale).
      const page = pageFor && isLocale(locale) ? await pageFor(request, request.url, locale, shell, signedIn) : null;
      reply.header('vary', 'Cookie, Accept-Language');
      if (page?.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(page.location, page.status);
      // A page rendered for one person is theirs alone: never kept, by the browser or anyone.
      if (page && signedIn)
        return reply.code(page.status).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(page.html);
      const html = page?.html ?? shell.html;
      const etag = page?.etag ?? shell.etag;
      // The same for every visitor: the service worker may keep it for offline use (vite.config.ts).
      if (!signedIn) reply.header('x-ada-page', 'visitor');
      reply.code(page?.status ?? 200).header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const ready = page ? precompressed(page, String(request.headers['accept-encoding'] ?? '')) : null;
      if (ready)
        return reply
          .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
          .header('content-encoding', ready.encoding)
          .type('text/html; charset=utf-8')
          .send(ready.body);
      return reply.type('text/html; charset=utf-8').send(html);
    }
    // A file that vanished while the server ran (a new build took it) comes here from the static
    // route, which has already named its type and caching: the 404 has neither.
    for (const header of ['content-type', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-length'])
      reply.removeHeader(header);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ message: translatorFor(requestLocale(request))('server.http.notFound') });
  });
}
