// What the server serves of the Web Lab (docs/product/code-lab.md#web-lab,
// docs/decisions/408-the-web-lab.md): our own pictures, and the helper every route that serves a
// built page uses (the class street's houses), so each is served the one safe way.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkBuiltPage } from '../../../domain/code-lab/stages/web/build-page';
import { WEB_PICTURE_SVG } from '../../../domain/code-lab/stages/web/web-pictures';
import type { WebPicture } from '../../../domain/code-lab/stages/web/web-types';
import { unprocessable } from '../../http/errors';

/**
 * A built page's headers: HTML in a sandbox of its own (no script runs, no form posts, an opaque
 * origin), nothing loaded but our pictures, styles only inline, never sniffed, never kept.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
} as const;

/**
 * Sends a page built by buildPage with its safe headers, after the last guard once more: a page
 * that fails it (which a valid program never builds) is not served: it throws a 422 for the
 * route's error handler (never the page, never a 500).
 */
export function serveBuiltPage(reply: FastifyReply, html: string): FastifyReply {
  try {
    checkBuiltPage(html);
  } catch (error) {
    reply.log.error({ err: error }, 'a built page failed its guard');
    throw unprocessable('server.webLab.pageNotShown');
  }
  return reply.headers(PAGE_HEADERS).send(html);
}

/**
 * A picture's headers: an SVG that runs nothing (a strict CSP of its own), kept a month, and
 * loadable by the preview's sandboxed iframe, whose origin is opaque (so cross-origin to us).
 */
const PICTURE_HEADERS = {
  'content-type': 'image/svg+xml',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=2592000',
} as const;

const PICTURE_FILE = /^([a-z-]{1,20})\.svg$/;

export async function webLabRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/web-pictures/:file', async (request, reply) => {
    const id = PICTURE_FILE.exec(request.params.file)?.[1];
    const svg = id !== undefined && Object.hasOwn(WEB_PICTURE_SVG, id) ? WEB_PICTURE_SVG[id as WebPicture] : undefined;
    if (svg === undefined)
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('No such picture.');
    return reply.headers(PICTURE_HEADERS).send(svg);
  });
}
