import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-route';

/**
 * The headers helmet would set for these options, worked out once. @fastify/helmet rebuilds
 * helmet's middleware (and re-parses the CSP) on every request; our options never vary per
 * request, so every response gets the same precomputed set.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  // No page of ours may ask for the camera, the microphone or the screen: the Vision Lab keeps
  // drawings as cells, never a picture (docs/decisions/417-vision-lab-fairness-and-privacy.md).
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** What every page may never ask the browser for. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), display-capture=()';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * API answers carry `Cache-Control: no-store`, errors and unknown API paths included: they hold
 * a person's data, so no browser or proxy cache may keep them. A route may still set its own.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request)) reply.header('cache-control', 'no-store');
    done();
  });
}
