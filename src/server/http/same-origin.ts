import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRoute } from './api-route';
import { words } from '../i18n/words';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** RFC 8058 one-click unsubscribe: mail clients post it cross-site, form-encoded. */
    allowCrossSite?: boolean;
  }
}

function isSameOrigin(request: FastifyRequest, appOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (appOrigin && origin === appOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** docs/product.md#same-origin-and-json-writes: unsafe methods need JSON and a same-origin request, else 415 / 403. */
export function registerWriteGuards(app: FastifyInstance, appOrigin: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !isApiRoute(request)) return;
    if (request.routeOptions.config?.allowCrossSite) return;
    if (!isSameOrigin(request, appOrigin)) throw new HttpError(403, words('server.http.crossSite'));
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, words('server.http.notJson'));
  });
}
