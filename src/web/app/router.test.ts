import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE } from '../../../tests/support/site-pages';
import { routes } from './router';

// The page sweeps (axe, horizontal overflow, the feedback button's place) visit EVERY_PAGE: a new
// route must add a page there, or it would slip past them.
describe('the page sweeps', () => {
  const paths = routes[0]!.children!.map((route) => route.path!);

  it('visit a page of every route', () => {
    const matched = new Set(
      EVERY_PAGE.map((page) => {
        const match = matchRoutes(routes, new URL(page, 'http://x').pathname)?.at(-1);
        return match && 'path' in match.route ? match.route.path : undefined;
      }),
    );
    expect(paths.filter((path) => !matched.has(path))).toEqual([]);
  });
});
