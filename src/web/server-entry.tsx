// The web app as the server renders it (docs/decisions/401-the-first-paint-from-the-server.md):
// built by `vite build --ssr` into dist-ssr/, loaded by src/server/http/page-render.ts. Every page
// renders here, in Node, into the HTML its first paint shows, with the JSON the browser wakes it up
// with (src/web/main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '../domain/api/service-api';
import { locales, type Locale } from '../i18n/locales';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { beforeFirstPaint, serverQueries } from './app/first-paint';
import { pageDataJson, type PageData } from './app/page-data';
import { ServerRedirectContext, type ServerRedirect } from './components/redirect';
import { i18n } from './i18n/i18n';
import { loadAllWords, noteShownWords, shownWords } from './i18n/server-words';
import { setApiTransport } from './lib/api';
import { signedInHintIn, USER_QUERY_KEY } from './lib/auth';
import type { User } from './lib/user';
import { CONFIG_QUERY_KEY } from './lib/app-config';
import { setServerCookies } from './lib/page-cookies';
import { setServerOrigin } from './lib/page-origin';
import { createQueryClient } from './lib/query-client';

/** How the page's queries reach the API: the server's own routes, with the request's session. */
export type ApiCall = (path: string) => Promise<{ status: number; body: string; contentType: string }>;

export type PageRequest = {
  /** The path and query of the page. */
  url: string;
  locale: Locale;
  /** The request's Cookie header ('' for the page every visitor gets). */
  cookies: string;
  config: PublicConfig;
  /** The address the page is rendered for (only a signed-in person's page, rendered for them alone). */
  origin?: string;
  /** Only for someone who may be signed in: a visitor's page asks nothing. */
  api?: ApiCall;
};

export type RenderedPage =
  | { kind: 'page'; status: number; html: string; data: string }
  | { kind: 'redirect'; status: number; location: string };

const handler = createStaticHandler(routes);
/** ADA_RENDER_TIMING=1 logs each round of a render: how long it took and what it asked for. */
const TIMING = process.env.ADA_RENDER_TIMING === '1';
const apiCalls = new AsyncLocalStorage<ApiCall>();

setApiTransport(async (path, init) => {
  const call = apiCalls.getStore();
  if (!call || (init.method ?? 'GET') !== 'GET') throw new TypeError('The server renders with GET requests only');
  const answer = await call(path);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
});

/** Every word of every language, loaded once, so no render waits for words. */
export const ready = loadAllWords(locales);

/**
 * Renders take turns: the page's language, its cookies and the words it shows are the app's own
 * state while a render runs (a render takes a few milliseconds; the data it waits for is fetched
 * outside a turn).
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(request: PageRequest, work: () => Promise<T>): Promise<T> {
  const run = turn.then(async () => {
    i18n.activate(request.locale);
    setServerCookies(request.cookies);
    setServerOrigin(request.origin ?? '');
    try {
      return await work();
    } finally {
      setServerCookies(null);
      setServerOrigin('');
    }
  });
  turn = run.catch(() => undefined);
  return run;
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  // Decoded once at the end: a character is never cut between two chunks, and no string grows
  // chunk by chunk.
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The page as src/web/main.tsx renders it (the same tree, so React's ids match). */
function Page({ client, context, redirect }: { client: QueryClient; context: StaticHandlerContext; redirect: ServerRedirect }) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <ServerRedirectContext.Provider value={redirect}>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </ServerRedirectContext.Provider>
  );
}

/** One render of the page, and the words it showed. */
async function renderPage(request: PageRequest, client: QueryClient, context: StaticHandlerContext) {
  return inTurn(request, async () => {
    const redirect: ServerRedirect = {};
    const errors: unknown[] = [];
    noteShownWords();
    let html: string;
    try {
      const { prelude } = await prerenderToNodeStream(<Page client={client} context={context} redirect={redirect} />, {
        // Every part inline, however large: React would otherwise write a big part after the
        // page with a script to move it, and the CSP runs no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      });
      html = await textOf(prelude);
    } catch (error) {
      // A render that failed leaves no note running.
      shownWords(request.locale);
      throw error;
    }
    const words = shownWords(request.locale);
    if (errors.length) throw errors[0];
    return { html, redirect, words };
  });
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

/** Queries a render asked for that nobody has fetched yet (the server's render fetches nothing). */
const waitingQueries = (client: QueryClient, asked: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) && !asked.has(query.queryHash));

/** A query that failed renders as still loading, as it will in the browser, which asks again. */
function dropFailedQueries(client: QueryClient) {
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ predicate: (q) => q.state.status === 'error' })) cache.remove(query);
}

/** At most this many rounds of "render, fetch what it asked for": the user, the page, a detail. */
const ROUNDS = 4;

/**
 * The page at `request.url`, rendered with its data: a redirect, or the HTML of its first paint
 * and the JSON that wakes it up. Null when it cannot be rendered here (the browser renders it).
 */
export async function render(request: PageRequest): Promise<RenderedPage | null> {
  await ready;
  const client = createQueryClient();
  client.setQueryData(CONFIG_QUERY_KEY, request.config);
  const fetchRequest = new Request(new URL(request.url, 'http://localhost'), { headers: { cookie: request.cookies } });
  const context = await inTurn(request, async () => {
    const result = await handler.query(fetchRequest);
    if (!(result instanceof Response)) await Promise.all(result.matches.map((match) => beforeFirstPaint(match.route.handle)));
    return result;
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  // An error a loader threw shows the route's error page in the browser.
  if (context.errors) return null;

  // Who is signed in, and what the route asks for them (its handle's serverQueries), before the
  // first render: the page then renders once, or asks little more.
  if (request.api && signedInHintIn(request.cookies)) {
    const api = request.api;
    const answer = await api('/api/user');
    if (answer.status === 200) {
      const user = JSON.parse(answer.body) as User;
      client.setQueryData(USER_QUERY_KEY, user);
      const queries = context.matches.flatMap((match) => serverQueries(match.route.handle, match.params, user));
      await apiCalls.run(api, () => Promise.all(queries.map((options) => client.prefetchQuery(options))));
    }
    dropFailedQueries(client);
  }
  const asked = new Set<string>();
  for (let round = 1; ; round++) {
    const started = performance.now();
    const page = await renderPage(request, client, context);
    if (TIMING) console.info(`render ${request.url} round ${round}: ${(performance.now() - started).toFixed(1)} ms, ${page.html.length} chars`);
    if (page.redirect.to) return { kind: 'redirect', status: 302, location: page.redirect.to };
    const waiting = request.api ? waitingQueries(client, asked) : [];
    if (!waiting.length || round === ROUNDS) {
      // The config is in the page already (its meta), where the browser reads it.
      const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== CONFIG_QUERY_KEY[0] });
      // Only what there is: every byte of a visitor's Home counts (docs/performance.md).
      const data: PageData = {
        words: page.words,
        ...(queries.queries.length ? { queries } : {}),
        router: { loaderData: context.loaderData, ...(context.actionData ? { actionData: context.actionData } : {}) },
        signedIn: signedInHintIn(request.cookies),
        ...(request.origin ? { origin: request.origin } : {}),
      };
      const notFound = context.matches.at(-1)?.route.path === '*';
      return { kind: 'page', status: notFound ? 404 : 200, html: page.html, data: pageDataJson(data) };
    }
    if (TIMING) console.info(`  then asks ${waiting.map((query) => query.queryHash).join(' ')}`);
    for (const query of waiting) asked.add(query.queryHash);
    await apiCalls.run(request.api!, () => Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))));
    dropFailedQueries(client);
  }
}
