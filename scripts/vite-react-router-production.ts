// React Router 7 for the browser build, at its production size (decision 105).
// - Its package.json sends every import to dist/development (remix-run/react-router#12532),
//   whose dev warnings stay in the bundle; dist/production is the same code with them off.
// - Its components and contexts are made with React.forwardRef / React.createContext calls and
//   then given a displayName. The bundler cannot tell those calls have no side effects, so
//   every component stays in the bundle, used or not (<Form>, <ScrollRestoration>,
//   unstable_HistoryRouter...). Marking the calls pure and dropping the displayName lines
//   (only React DevTools read them) lets unused components go. If a new release changes
//   these shapes, nothing breaks: the bundle is just bigger again (npm run size shows it).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const productionFile = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** `resolve.alias` entries that point `react-router` and `react-router/dom` at dist/production. */
export const reactRouterProductionAlias = () => [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

/** Marks React Router's forwardRef and createContext calls pure and drops displayName lines. */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
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
