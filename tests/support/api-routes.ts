// The app's own list of API routes, for the contract tests (tests/api/): collected by
// createTestApp through Fastify's onRoute hook, so a route cannot be added without them seeing it.
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

export type ApiRoute = {
  method: string;
  /** The path as registered, with `:params`. */
  url: string;
  options: RouteOptions;
};

/** One entry per method and path under /api/ (Fastify's automatic HEAD twins left out). */
export function apiRoutes(routes: RouteOptions[]): ApiRoute[] {
  const list: ApiRoute[] = [];
  for (const options of routes) {
    if (!options.url.startsWith('/api/')) continue;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      list.push({ method, url: options.url, options });
    }
  }
  return list.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Whether a request to `url` (a real path, query string allowed) is one `route` answers. */
export function routeMatches(route: ApiRoute, method: string, url: string): boolean {
  if (route.method !== method) return false;
  const path = url.split('?')[0]!;
  const pattern = route.url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The top-level keys of a zod object schema (a route's body, query or params). */
export function schemaKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown> } } })?._zod?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** Zod schemas as routes declare them: `schema.response` maps a status to one. */
export type ResponseSchemas = Record<string, z.ZodType>;
