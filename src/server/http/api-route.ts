import type { FastifyRequest } from 'fastify';

/**
 * Whether the request matched an API route. The router decodes the path before matching
 * (`/%61pi/logout` is `/api/logout` to it), so every guard asks the matched route, never the
 * raw URL (docs/decisions/112-guards-follow-the-matched-route.md).
 */
export const isApiRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.startsWith('/api/') ?? false;

/**
 * For answers without a matched route (404, errors before routing): whether the path, decoded
 * as the router would decode it, is under /api/.
 */
export function isApiPath(request: FastifyRequest): boolean {
  if (isApiRoute(request)) return true;
  const rawPath = request.url.split('?')[0] ?? '';
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: judge the raw text.
  }
  return path.startsWith('/api/') || path === '/api';
}
