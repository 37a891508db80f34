// Every screen will be rendered on the server (issue 34, docs/decisions/400-every-route-renders-without-a-browser.md):
// each route renders here in Node, with no window or document, as a visitor, in English and in
// Spanish, and holds its heading. A render that reads the browser fails here, not on the server.
import { describe, expect, it, vi } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { curriculum } from '../../../content/curriculum';
import { games } from '../../../content/games';
import { codeLabWorlds } from '../../../content/code-lab/levels';
import { findLesson, openLessons } from '../../domain/lessons/curriculum';
import type { Locale } from '../../i18n/locales';
import { i18n, loadNamespace } from '../i18n/i18n';
import { Providers } from './providers';
import { routes } from './router';

/** The page's HTML as the server would render it for a visitor, and what went wrong on the way. */
async function renderForAVisitor(path: string, locale: Locale) {
  await loadNamespace(locale, 'shell');
  i18n.activate(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: string[] = [];
  // A read of the browser that the code catches and warns about still renders something other
  // than the browser will: it is counted too.
  const browserReads: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const words = args.map(String).join(' ');
    if (/\b(window|document|localStorage|navigator) is not defined/.test(words)) browserReads.push(words);
  });
  try {
    const { prelude } = await prerenderToNodeStream(
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
      { onError: (error) => void errors.push(String(error)) },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, errors, browserReads };
  } finally {
    warn.mockRestore();
  }
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();
const headingOf = (html: string) => textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');

const firstWorld = codeLabWorlds[0]!;
const pages = [
  ...routes[0]!.children.map((route) => route.path).filter((path) => !path.includes(':') && path !== '*'),
  ...games.map((game) => `/play/${game.id}`),
  ...openLessons(curriculum).map((lesson) => `/lessons/${lesson.id}`),
  '/lessons/variables',
  ...codeLabWorlds.map((world) => `/code-lab/worlds/${world.id}`),
  ...codeLabWorlds.flatMap((world) => [`/code-lab/${world.levelIds[0]}`, `/code-lab/${world.levelIds.at(-1)}`]),
  '/classes/1',
  `/classes/1/present/${firstWorld.levelIds[0]}`,
  `/teach/code-lab/${firstWorld.id}`,
  '/teach/loops',
  '/no-such-page',
];

/**
 * Pages that send a visitor elsewhere on their first render (React Router's <Navigate>): the guides
 * go home with a kind word, a game that is a Code Lab world opens the world. They render no
 * heading; on the server they will be real redirects (issue 34).
 */
const sendsAVisitorAway = (path: string) =>
  path.startsWith('/teach') || games.some((game) => path === `/play/${game.id}` && game.play.kind === 'code-lab');

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
        const { html, errors, browserReads } = await renderForAVisitor(path, locale);
        expect(errors).toEqual([]);
        expect(browserReads.length > 0, browserReads.join('\n')).toBe(path in readsTheBrowserWhileRendering);
        expect(html).toContain('id="main"');
        if (sendsAVisitorAway(path)) expect(headingOf(html)).toBe('');
        else expect(headingOf(html)).not.toBe('');
      });
});
