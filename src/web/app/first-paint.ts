import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { User } from '../lib/user';

type FirstPaintHandle = {
  beforeFirstPaint?: () => Promise<unknown> | undefined;
  serverQueries?: (params: Params, user: User) => FetchQueryOptions[];
};

/** What a route's screen must have loaded before it paints first (see routes/class.tsx). */
export const beforeFirstPaint = (handle: unknown): Promise<unknown> | undefined =>
  (handle as FirstPaintHandle | undefined)?.beforeFirstPaint?.();

/** The queries the server answers before it renders a route for someone signed in (routes/class.tsx). */
export const serverQueries = (handle: unknown, params: Params, user: User): FetchQueryOptions[] =>
  (handle as FirstPaintHandle | undefined)?.serverQueries?.(params, user) ?? [];

/**
 * Browser, before it wakes up a page the server rendered: the matched routes' code (their lazy
 * modules), their loaders' loads (a lesson's page and words) and their screens, so its first render
 * is the server's (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') {
        const module = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, { ...module, lazy: undefined });
      }
      // Our loaders read only the route's params (routes/lesson.tsx).
      if (typeof route.loader === 'function') await (route.loader as (args: { params: Params }) => unknown)({ params });
      await beforeFirstPaint(route.handle);
    }),
  );
}
