// The pages `npm run lighthouse` measures: every route of src/web/app/router.tsx, read from that
// file, with each route parameter filled in from the content (every open lesson, one page of each
// kind of lesson and game that is not open). A new route is measured without editing this file;
// a new route parameter makes the script stop and say what to add here.
import { readFileSync } from 'node:fs';
import { codeLabLevels, codeLabWorlds } from '../content/code-lab/levels';
import { curriculum } from '../content/curriculum';
import { games } from '../content/games';
import type { GameDefinition } from '../src/domain/games/game-types';
import { isGameLocked } from '../src/domain/games/games';

export type Visitor = 'guest' | 'grown-up' | 'class-child' | 'admin';
/** The page's language: a visitor's pages are measured in each (the server renders them in it). */
export type Language = 'en' | 'es';
export type MeasuredPage = { route: string; url: string; as: Visitor; lang: Language };

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
      // A door with a level is locked until it (docs/decisions/394-level-gates-as-data.md).
      (l) => (l.opensAtLevel === undefined ? 'coming-soon' : 'locked'),
    ).map((l) => l.id),
  ],
  // One game of each kind of screen (the maze, a project link, coming soon, locked).
  gameId: () => firstOfEachKind(games, (g: GameDefinition) => `${g.play.kind}/${isGameLocked(g, 1)}`).map((g) => g.id),
  // The Code Lab's first level and its last one.
  levelId: () => [codeLabLevels[0]!.id, codeLabLevels.at(-1)!.id],
  // The Code Lab's first world (every world page is the same screen).
  worldId: () => [codeLabWorlds[0]!.id],
  // The class the script makes for its grown-up (the first class of a new database); a visitor
  // is asked to sign in there.
  classId: () => ['1'],
};

/**
 * Routes whose pages are all one screen with other words: one page stands for them (every lesson
 * guide is the same screen; Loops is the one the e2e prints).
 */
const ONE_PAGE: Record<string, string[]> = { '/teach/:lessonId': ['loops'] };

/** In a page's URL, the token of a reset email the script asks for (scripts/lighthouse.mjs). */
export const RESET_TOKEN = '{reset-token}';

// What a route needs in its query to show its real content (the link in an email).
const QUERY: Record<string, string> = {
  '/reset-password': `?token=${RESET_TOKEN}`,
  '/unsubscribe': '?token=a-token-from-an-email',
};

/**
 * Who each page is measured as: the admin area as an admin; the family, class and lesson guide
 * pages as the grown-up they are for (a parent with a child, a teacher with a class) and as a
 * visitor, who is asked to sign in there
 * (docs/decisions/145-grown-up-pages-measured-as-grown-ups.md); the class gallery as a class child
 * and as a visitor; every other page as a visitor.
 */
function visitorsFor(route: string): Visitor[] {
  if (/^\/admin(\/|$)/.test(route)) return ['admin'];
  // Home with a grown-up's own progress, rendered on the server with it.
  if (route === '/') return ['guest', 'grown-up'];
  if (/^\/(family|classes|teach)(\/|$)/.test(route)) return ['guest', 'grown-up'];
  // The class gallery is a class child's page; anyone else is told it is for classes.
  if (route === '/gallery') return ['guest', 'class-child'];
  return ['guest'];
}

/** A visitor's page in English and in Spanish; a signed-in page in the grown-up's English. */
const inEachLanguage = (page: Omit<MeasuredPage, 'lang'>): MeasuredPage[] =>
  page.as === 'guest' ? [{ ...page, lang: 'en' }, { ...page, lang: 'es' }] : [{ ...page, lang: 'en' }];

export function pagesToMeasure(routerSource: string): MeasuredPage[] {
  return routerPatterns(routerSource).flatMap((route): MeasuredPage[] => {
    if (route === '*') return inEachLanguage({ route, url: '/this-page-does-not-exist', as: 'guest' });
    // The first parameter takes each of its values; any later one (the level of
    // /classes/:classId/present/:levelId) its first.
    const [param, ...others] = [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const valuesOf = (name: string) => {
      const values = PARAMS[name]?.();
      if (!values)
        throw new Error(
          `scripts/lighthouse-pages.ts: no values for ":${name}" of ${route}; add them to PARAMS`,
        );
      return values;
    };
    const rest = others.reduce((url, name) => url.replace(`:${name}`, valuesOf(name)[0]!), route);
    const values = ONE_PAGE[route] ?? (param ? valuesOf(param) : ['']);
    return values.flatMap((value) =>
      visitorsFor(route).flatMap((as) =>
        inEachLanguage({ route, url: (param ? rest.replace(`:${param}`, value) : rest) + (QUERY[route] ?? ''), as }),
      ),
    );
  });
}

export const readRouter = (): string => readFileSync('src/web/app/router.tsx', 'utf8');
