// The dependency rules of docs/product.md#layout-and-boundaries, enforced by lint:
// - a feature never imports another feature (compose them in routes);
// - src/domain imports neither web, server nor content; content imports only domain;
// - only repositories (and the db layer, tests, scripts) import drizzle tables.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function check(context, node, source) {
  if (!source.startsWith('.')) return;
  const from = rel(context.filename);
  const to = rel(path.resolve(path.dirname(context.filename), source));
  const report = (message) => context.report({ node, message });

  const feature = (p) => p.match(/^src\/web\/features\/([^/]+)\//)?.[1];
  if (feature(from) && feature(to + '/') && feature(from) !== feature(to + '/')) {
    report(`Feature "${feature(from)}" must not import feature "${feature(to + '/')}": compose them in a route.`);
  }
  if (from.startsWith('src/domain/') && /^(src\/web|src\/server|content)\b/.test(to)) {
    report('src/domain is pure: it must not import web, server or content.');
  }
  if (from.startsWith('content/') && !/^(src\/domain|content)\b/.test(to)) {
    report('content/ holds data: it may only import src/domain types.');
  }
  const isTables = /^src\/server\/db\/schema\b/.test(to);
  const mayUseTables =
    /repository\.ts$/.test(from) || /^src\/server\/db\//.test(from) || /\.test\.ts$/.test(from) || /^(tests|scripts)\//.test(from);
  if (isTables && !mayUseTables) report('Only repositories import drizzle tables.');
}

export const boundaries = {
  rules: {
    'dependency-rules': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && check(context, node, String(node.source.value)),
        ExportNamedDeclaration: (node) => node.source && check(context, node, node.source.value),
        ExportAllDeclaration: (node) => check(context, node, node.source.value),
      }),
    },
  },
};
