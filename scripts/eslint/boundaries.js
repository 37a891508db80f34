// The dependency rules of docs/product.md#layout-and-boundaries, enforced by lint:
// - a feature never imports another feature (compose them in routes);
// - src/domain imports neither web, server nor content; content imports only domain (its tests
//   also tests/support);
// - the web (its tests aside) never imports the reference solutions
// (docs/decisions/260-solutions-stay-on-the-server.md) nor the
//   lesson guides, only their types (docs/decisions/291-guides-stay-on-the-server.md), nor
//   the generated index of every lesson's content (docs/decisions/395-the-lessons-index-is-generated.md);
// - only repositories (and the db layer, tests, scripts) import drizzle tables;
// - only the points module writes the points ledger and balance (rule points-ledger).
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
  // A content test may also use the tests' own support (tests/support/).
  const contentTestSupport = /\.test\.ts$/.test(from) && /^tests\/support\//.test(to);
  if (from.startsWith('content/') && !/^(src\/domain|content)\b/.test(to) && !contentTestSupport) {
    report('content/ holds data: it may only import src/domain types.');
  }
  // Reference solutions stay on the server (docs/decisions/260-solutions-stay-on-the-server.md):
  // the web's bundle must not hold them.
  if (from.startsWith('src/web/') && !/\.test\.tsx?$/.test(from) && /^content\/code-lab\/(reference-solutions|solutions\/)/.test(to)) {
    report('The web never imports reference solutions: a teacher fetches one from GET /api/code-lab/solutions/:levelId.');
  }
  // The lesson guides hold the quiz's answers and the solutions: only the server reads them
  // (docs/decisions/291-guides-stay-on-the-server.md).
  if (from.startsWith('src/web/') && !/\.test\.tsx?$/.test(from) && /^content\/guides\//.test(to) && !/^content\/guides\/guide-types(\.ts)?$/.test(to)) {
    report('The web never imports the lesson guides: a grown-up fetches one from GET /api/guides/:id (types come from src/domain/api/guides-api).');
  }
  // Each lesson page is its own chunk: the generated index of every lesson's content and guide is
  // the server's and the tests' (docs/decisions/395-the-lessons-index-is-generated.md).
  if (from.startsWith('src/web/') && !/\.test\.tsx?$/.test(from) && /^content\/generated\//.test(to)) {
    report('The web never imports content/generated: a lesson page imports its own content file, so each lesson stays its own chunk, and the guides stay on the server.');
  }
  const isTables = /^src\/server\/db\/schema\b/.test(to);
  const mayUseTables =
    /repository\.ts$/.test(from) || /^src\/server\/db\//.test(from) || /\.test\.ts$/.test(from) || /^(tests|scripts)\//.test(from);
  if (isTables && !mayUseTables) report('Only repositories import drizzle tables.');
}

// The points module owns the ledger and the balance (src/server/modules/points/ledger-repository.ts):
// no other source file names the ledger table or updates users.points, and the points module
// imports no other module. Tests may read them to check what the server stored.
const POINTS_MODULE = 'src/server/modules/points/';
const mayTouchLedger = (file) =>
  file.startsWith(POINTS_MODULE) || file.startsWith('src/server/db/schema/') || /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
const LEDGER_MESSAGE = 'Only the points module (src/server/modules/points/) writes the ledger and users.points: award through it.';

/** The text of a string or template literal, with `${}` holes as spaces. */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
  return null;
}

/** `x.update(users).set({ points: ... })` in any chain. */
function setsUserPoints(node) {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.property.name !== 'set') return false;
  const target = callee.object;
  const updatesUsers =
    target.type === 'CallExpression' &&
    target.callee.type === 'MemberExpression' &&
    target.callee.property.name === 'update' &&
    target.arguments[0]?.type === 'Identifier' &&
    target.arguments[0].name === 'users';
  const values = node.arguments[0];
  return (
    updatesUsers &&
    values?.type === 'ObjectExpression' &&
    values.properties.some((p) => p.type === 'SpreadElement' || (p.key && (p.key.name ?? p.key.value) === 'points'))
  );
}

const pointsLedger = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = rel(context.filename);
    const checkImport = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.') || /\.test\.tsx?$/.test(file)) return;
      const to = rel(path.resolve(path.dirname(context.filename), source));
      const other = to.match(/^src\/server\/modules\/([^/]+)\//)?.[1];
      if (other && other !== 'points')
        context.report({ node, message: `The points module imports no other module (it imported "${other}"): the others use it.` });
    };
    if (file.startsWith(POINTS_MODULE)) {
      return {
        ImportDeclaration: (node) => checkImport(node, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && checkImport(node, node.source.value),
      };
    }
    if (mayTouchLedger(file)) return {};
    const checkText = (node) => {
      const text = literalText(node);
      if (text === null) return;
      if (/\bpoint_events\b/i.test(text) || /\bupdate\s+users\s+set\b[\s\S]*\bpoints\b/i.test(text))
        context.report({ node, message: LEDGER_MESSAGE });
    };
    return {
      ImportSpecifier: (node) => {
        if (node.imported.name === 'pointEvents') context.report({ node, message: LEDGER_MESSAGE });
      },
      Literal: checkText,
      TemplateLiteral: checkText,
      CallExpression: (node) => setsUserPoints(node) && context.report({ node, message: LEDGER_MESSAGE }),
    };
  },
};

export const boundaries = {
  rules: {
    'points-ledger': pointsLedger,
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
