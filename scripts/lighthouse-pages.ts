// The pages `npm run lighthouse` measures: every route of src/web/app/router.tsx, read from that
// file, with each route parameter filled in from the content (every open lesson, one page of each
// kind of lesson and game that is not open). A new route is measured without editing this file;
// a new route parameter makes the script stop and say what to add here.
import { readFileSync } from 'node:fs';
import { codeLabLevels } from '../content/code-lab/levels';
import { curriculum } from '../content/curriculum';
import { games } from '../content/games';

export type Visitor = 'guest' | 'admin';
export type MeasuredPage = { route: string; url: string; as: Visitor };

/** The route patterns of the client router, in its order. */
export function routerPatterns(routerSource: string): string[] {
  return [...routerSource.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
}

/** The first item of each kind (e.g. one coming-soon lesson, one locked lesson). */
function firstOfEachKind<T>(items: readonly T[], kindOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(kindOf(item))) seen.set(kindOf(item), item);
  return [...seen.values()];
}

// Values for each route parameter: what a child can reach from the app's own links.
const PARAMS: Record<string, () => string[]> = {
  // Every open lesson, plus the page a coming-soon lesson and a locked lesson show.
  lessonId: () => [
    ...curriculum.lessons.filter((l) => l.availability.state === 'open').map((l) => l.id),
    ...firstOfEachKind(
      curriculum.lessons.filter((l) => l.availability.state !== 'open'),
      (l) => l.availability.state,
    ).map((l) => l.id),
  ],
  // One game of each kind of screen (the maze, a project link, coming soon, locked).
  gameId: () => firstOfEachKind(games, (g) => `${g.play.kind}/${g.locked}`).map((g) => g.id),
  // The Code Lab's first level and its last one.
  levelId: () => [codeLabLevels[0]!.id, codeLabLevels.at(-1)!.id],
  // A class page as a visitor sees it (asked to sign in): classes are a teacher's own.
  classId: () => ['1'],
};

// What a route needs in its query to show its real content (the link in an email).
const QUERY: Record<string, string> = {
  '/reset-password': '?token=a-token-from-an-email',
  '/unsubscribe': '?token=a-token-from-an-email',
};

/** The admin area is for admins: measured signed in as one. Everything else as a visitor. */
const visitorFor = (route: string): Visitor => (/^\/admin(\/|$)/.test(route) ? 'admin' : 'guest');

export function pagesToMeasure(routerSource: string): MeasuredPage[] {
  return routerPatterns(routerSource).flatMap((route): MeasuredPage[] => {
    if (route === '*') return [{ route, url: '/this-page-does-not-exist', as: 'guest' }];
    const param = route.match(/:([A-Za-z]+)/)?.[1];
    const values = param ? PARAMS[param]?.() : [''];
    if (!values)
      throw new Error(`scripts/lighthouse-pages.ts: no values for ":${param}" of ${route}; add them to PARAMS`);
    return values.map((value) => ({
      route,
      url: (param ? route.replace(`:${param}`, value) : route) + (QUERY[route] ?? ''),
      as: visitorFor(route),
    }));
  });
}

export const readRouter = (): string => readFileSync('src/web/app/router.tsx', 'utf8');
