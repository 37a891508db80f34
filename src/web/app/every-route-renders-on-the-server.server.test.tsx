// Every screen will be rendered on the server (issue 34, docs/decisions/400-every-route-renders-without-a-browser.md):
// each route renders here in Node, with no window or document, as a visitor, in English and in
// Spanish, and holds its heading. A render that reads the browser fails here, not on the server.
import { describe, expect, it, vi } from 'vitest';
import { curriculum } from '../../../content/curriculum';
import { games } from '../../../content/games';
import { codeLabWorlds, gameLabLevels, gameLabWorlds, soundLabWorlds } from '../../../content/code-lab/levels';
import type { GameLevel } from '../../domain/code-lab/stages/game/game-level';
import { isGameLocked } from '../../domain/games/games';
import { findLesson, openLessons } from '../../domain/lessons/curriculum';
import type { Locale } from '../../i18n/locales';
import { render } from '../server-entry';
import { pageDataJson, type PageData } from './page-data';
import { routes } from './router';

/** The page as the server renders it for a visitor (src/web/server-entry.tsx), and what went wrong on the way. */
async function renderForAVisitor(path: string, locale: Locale) {
  // A read of the browser that the code catches and warns about still renders something other
  // than the browser will: it is counted too.
  const browserReads: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const words = args.map(String).join(' ');
    if (/\b(window|document|localStorage|navigator) is not defined/.test(words)) browserReads.push(words);
  });
  try {
    const page = await render({ url: path, locale, cookies: '', config: { bookUrl: 'https://example.com/book' } });
    return { page, browserReads };
  } finally {
    warn.mockRestore();
  }
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const headingOf = (html: string) => textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');

const firstWorld = codeLabWorlds[0]!;
/** Ada's worlds, the Game Lab's and the Sound Lab's (docs/decisions/402-the-game-lab.md#the-level-page). */
const worlds = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds];
const pages = [
  ...routes[0]!.children!.map((route) => route.path!).filter((path) => !path.includes(':') && path !== '*'),
  ...games.map((game) => `/play/${game.id}`),
  ...openLessons(curriculum).map((lesson) => `/lessons/${lesson.id}`),
  '/lessons/variables',
  ...worlds.map((world) => `/code-lab/worlds/${world.id}`),
  ...worlds.flatMap((world) => [`/code-lab/${world.levelIds[0]}`, `/code-lab/${world.levelIds.at(-1)}`]),
  '/classes/1',
  `/classes/1/present/${firstWorld.levelIds[0]}`,
  `/teach/code-lab/${firstWorld.id}`,
  '/teach/loops',
  '/no-such-page',
];

/**
 * A game that is a Code Lab world opens the world: the server answers with a redirect; one that
 * opens at a level a visitor (level 1) has not reached shows its locked page (NeighborNet).
 */
const worldOf = (path: string) => {
  const game = games.find((g) => path === `/play/${g.id}`);
  return game?.play.kind === 'code-lab' && !isGameLocked(game, 1) ? `/code-lab/worlds/${game.play.worldId}` : null;
};

/**
 * Pages that still read the browser while rendering, inside a try that falls back: the server
 * renders the fallback, the browser something else. Issue 34 takes each off this list.
 */
const readsTheBrowserWhileRendering: Record<string, string> = {};

describe('every route renders on the server, with no browser', () => {
  it('has pages to render: every route of the router, every game, lesson and world', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(findLesson(curriculum, 'variables')).toBeDefined();
  });

  for (const locale of ['en', 'es'] as const)
    for (const path of pages)
      it(`${locale} ${path}`, async () => {
        const { page, browserReads } = await renderForAVisitor(path, locale);
        expect(browserReads.length > 0, browserReads.join('\n')).toBe(path in readsTheBrowserWhileRendering);
        const world = worldOf(path);
        if (world) return expect(page).toEqual({ kind: 'redirect', status: 302, location: world });
        if (page?.kind !== 'page') throw new Error(`${path} rendered ${JSON.stringify(page)}`);
        expect(page.html).toContain('id="main"');
        expect(headingOf(page.html)).not.toBe('');
        // Nothing suspended on the way: React writes no script (the CSP runs none inline) and no
        // loading line.
        expect(page.html).not.toContain('<script');
        expect(page.html).not.toContain('<template');
        expect(page.status).toBe(path === '/no-such-page' ? 404 : 200);
        // The page carries the words it shows, in its language.
        const data = JSON.parse(page.data) as PageData;
        expect(data.words.locale).toBe(locale);
        expect(Object.keys(data.words.messages)).toContain('shell.skipToContent');
      });
});

describe('a game level on the server', () => {
  // The first paint of a game level holds its scene, its intro and its buttons, in its language.
  for (const [locale, words] of [
    ['en', { check: 'Check my game', read: 'Read the game', add: 'Add an event block' }],
    ['es', { check: 'Revisar mi juego', read: 'Leer el juego', add: 'Agregar un bloque de evento' }],
  ] as const)
    it(`renders game-1 with its scene and intro (${locale})`, async () => {
      const { page, browserReads } = await renderForAVisitor('/code-lab/game-1', locale);
      expect(browserReads).toEqual([]);
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      const level = gameLabLevels.find((l) => l.id === 'game-1') as GameLevel;
      expect(page.html).toContain('data-testid="game-scene"');
      expect(page.html).toMatch(/<svg[^>]*role="application"/);
      // The cat of the scene at its start, drawn where it stands.
      expect(page.html).toMatch(new RegExp(`data-sprite="cat" data-x="${level.scene.sprites[0]!.x}"`));
      const text = textOf(page.html);
      if (locale === 'en') expect(text).toContain(level.intro);
      for (const word of Object.values(words)) expect(text).toContain(word);
      const data = JSON.parse(page.data) as PageData;
      expect(data.words.namespaces).toEqual(expect.arrayContaining(['gameScene', 'gameLab', 'gameLevel']));
    });
});

describe('the page data', () => {
  it('is JSON a page cannot break out of', () => {
    const words = '</script><script>alert(1)</script><!-- \u2028 \u2029';
    const json = pageDataJson({
      words: { locale: 'en', messages: { 'shell.loading': words }, namespaces: ['shell'], content: {} },
      queries: { queries: [], mutations: [] },
      router: {},
      signedIn: false,
    });
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect((JSON.parse(json) as PageData).words.messages['shell.loading']).toBe(words);
  });

  it('sends an old address for a lesson to its own', async () => {
    const alias = curriculum.lessons.find((lesson) => lesson.aliases.length)!;
    const { page } = await renderForAVisitor(`/lessons/${alias.aliases[0]}`, 'en');
    expect(page).toEqual({ kind: 'redirect', status: 302, location: `/lessons/${alias.id}` });
  });
});
