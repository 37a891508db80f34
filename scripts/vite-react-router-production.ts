// React Router 7 for the browser build, at its production size
// (docs/decisions/105-first-load-room-for-what-comes-next.md).
// - Its package.json sends every import to dist/development (remix-run/react-router#12532),
//   whose dev warnings stay in the bundle; dist/production is the same code with them off.
// - Its components and contexts are made with React.forwardRef / React.createContext calls and
//   then given a displayName. The bundler cannot tell those calls have no side effects, so
//   every component stays in the bundle, used or not (<Form>, <ScrollRestoration>,
//   unstable_HistoryRouter...). Marking the calls pure and dropping the displayName lines
//   (only React DevTools read them) lets unused components go.
// - A few branches only run in React Router's framework, RSC or server-rendering modes, or
//   with options this app never passes (route middleware, a custom data strategy,
//   instrumentations, view transitions); `BRANCHES_WE_NEVER_TAKE` below cuts each one, so the
//   code behind it falls away (docs/decisions/105-first-load-room-for-what-comes-next.md, its 2026-11-24 addendum). `vite-react-router-production.test.ts`
//   checks that each cut still finds its code in the installed release and that the app still
//   passes none of those options.
// If a new release changes these shapes, nothing breaks: the bundle is just bigger again
// (npm run size shows it, and the test names the cut that no longer applies).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionFile = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** `resolve.alias` entries that point `react-router` and `react-router/dom` at dist/production. */
export const reactRouterProductionAlias = () => [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

type Cut = { what: string; find: RegExp; replace: string };

/**
 * Branches of React Router's browser code this app never takes, each replaced by what it
 * evaluates to here, so the minifier drops the code only they reach.
 */
export const BRANCHES_WE_NEVER_TAKE: readonly Cut[] = [
  {
    // usePrefetchBehavior answers [false, ref, {}] without a FrameworkContext, which only
    // framework mode provides; the prefetch links (and their route-module loading) go with it.
    what: '<Link prefetch> (framework mode only)',
    find: /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    replace: 'let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};',
  },
  {
    // RSCRouterContext is `false` unless an RSC router provides it: the error boundary never
    // decodes RSC error digests nor renders RSCErrorHandler (server-component redirects).
    what: 'RSC error digests in the route error boundary',
    find: /if \(this\.context && typeof error === "object" && error && "digest" in error && typeof error\.digest === "string"\) \{/,
    replace: 'if (false) {',
  },
  {
    what: 'RSCErrorHandler in the route error boundary',
    find: /if \(this\.context\) \{\s*return \/\* @__PURE__ \*\/ (React\d*)\.createElement\(RSCErrorHandler, \{ error \}, result\);\s*\}/,
    replace: '',
  },
  {
    // createBrowserRouter(routes) is called without `instrumentations` (src/web/app/router.tsx).
    what: 'router instrumentations (an option we never pass)',
    find: /if \(init\.instrumentations\) \{/g,
    replace: 'if (false) {',
  },
  {
    // window.__staticRouterHydrationData is written only by React Router's own server rendering,
    // an inline script; our server's pages carry their data as JSON, which src/web/main.tsx hands
    // to createBrowserRouter (docs/decisions/401-the-first-paint-from-the-server.md).
    what: 'server-rendering hydration data in createBrowserRouter',
    find: /hydrationData: opts\?\.hydrationData \|\| parseHydrationData\(\),/g,
    replace: 'hydrationData: opts?.hydrationData,',
  },
  {
    // Route middleware runs only for routes that declare `middleware`; none of ours does.
    what: 'route middleware in the default data strategy (no route declares any)',
    find: /return runClientMiddlewarePipeline\(args, \(\) => defaultDataStrategy\(args\)\);/,
    replace: 'return defaultDataStrategy(args);',
  },
  {
    // `runClientMiddleware` is handed only to a custom `dataStrategy`; we pass none, and with no
    // route middleware its pipeline would just call `cb`.
    what: 'runClientMiddleware for a custom data strategy (an option we never pass)',
    find: /return runClientMiddlewarePipeline\(typedDataStrategyArgs, \(\) => \{/,
    replace: 'return ((next) => next())(() => {',
  },
  {
    // `isTransitioning` needs `viewTransition === true` on the NavLink; the app never sets it.
    what: '<NavLink viewTransition> (a prop we never pass)',
    find: /routerState != null && \/\/ Conditional usage is OK here[^\n]*\n\s*\/\/ eslint-disable-next-line react-hooks\/rules-of-hooks\n\s*useViewTransitionState\(path\) && viewTransition === true;/,
    replace: 'false;',
  },
];

/**
 * Marks React Router's forwardRef and createContext calls pure, drops displayName lines and
 * cuts the branches we never take.
 */
export function markReactRouterPure(code: string): string {
  let out = code
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
  for (const cut of BRANCHES_WE_NEVER_TAKE) out = out.replace(cut.find, cut.replace);
  return out;
}

export const reactRouterPure = (): Plugin => ({
  name: 'react-router-pure',
  apply: 'build',
  transform(code, id) {
    return /node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)
      ? { code: markReactRouterPure(code), map: null }
      : null;
  },
});
