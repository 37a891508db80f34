// Keeps the links from code to the product's rules true (run by `npm run lint` and `npm test`):
// 1. no comment or string cites the section numbers of the two documents the product began from
//    (they are not in the repository); cite docs/product.md or a decision record instead;
// 2. every cited decision record (docs/decisions/NNN-name.md) exists, and every link to a heading of docs/product.md (or of docs/product/<file>.md) cited anywhere, and every
//    relative `*.md#anchor` link inside docs/, names a heading that exists;
// 3. code (src, content, tests, scripts and the configs at the root) cites a decision by its path,
//    never by its number alone ("decision NNN", "decisions NNN and NNN", `docs/decisions/NNN`), so a
//    reader lands on the record in one step and rule 2 sees that it exists. Markdown may say
//    "decision NNN" beside its link; a shipped migration (.sql) is never edited.
// Usage: node scripts/check-doc-refs.mjs            exits 1 and lists each problem as file:line
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-server', 'dist-ssr', 'data', '.tmp', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|jsonc|md|css|html|sql|sh)$/;

// Built from parts so this file does not match itself.
const SECTION = '\u00a7';
const forbidden = new RegExp(`\\b(${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')}) ?${SECTION}`);
const citation = /docs\/product(\/[a-z0-9-]+)?\.md#([A-Za-z0-9_-]+)/g;
const mdLink = /\]\((?!https?:)([^)#\s]*\.md)#([^)\s]+)\)/g;
// A decision cited by its path (docs/decisions/README.md): the file must exist.
const decisionPath = /docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g;
const decisionLink = /\]\((\d{3}-[a-z0-9-]+\.md)\)/g;
// A decision cited by its number only: the word and a number, a number listed after a path, or a
// path without the record's name.
const bareDecision = [
  /\b[Dd]ecisions? \d{3}\b/,
  /docs\/decisions\/\d{3}-[a-z0-9-]+\.md(?:,\s*(?:and\s+)?|\s+and\s+|\s+to\s+|\s*[-–]\s*)\d{3}\b/,
  /docs\/decisions\/\d{3}(?![\d-])/,
];
/** Whether rule 3 applies: code, not Markdown, not a migration. */
const citesByPath = (file) =>
  !/\.(md|sql)$/.test(file) && !file.startsWith('docs/');

function walk(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    if (TEXT.test(path)) out.push(path);
    return out;
  }
  for (const name of readdirSync(path)) if (!SKIP.has(name)) walk(join(path, name), out);
  return out;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsIn(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, existsSync(file) ? anchorsOf(readFileSync(file, 'utf8')) : null);
  return anchorCache.get(file);
}

const problems = [];
function checkAnchor(where, file, anchor) {
  const anchors = anchorsIn(file);
  if (!anchors) problems.push(`${where}: ${relative(root, file)} does not exist`);
  else if (!anchors.has(anchor)) problems.push(`${where}: ${relative(root, file)} has no heading #${anchor}`);
}

const rootFiles = readdirSync(root).filter((name) => TEXT.test(name) && statSync(join(root, name)).isFile());
const files = [
  ...['src', 'content', 'tests', 'scripts', 'docs'].flatMap((d) => walk(join(root, d), [])),
  ...rootFiles.map((name) => join(root, name)),
];
for (const file of files) {
  if (!existsSync(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  const byPath = citesByPath(relative(root, file));
  lines.forEach((line, i) => {
    const where = `${relative(root, file)}:${i + 1}`;
    if (byPath && bareDecision.some((bare) => bare.test(line))) {
      problems.push(`${where}: cites a decision by its number; write its path, docs/decisions/NNN-name.md`);
    }
    if (forbidden.test(line)) problems.push(`${where}: cites a section of a document outside the repository; point to docs/product.md#... or a decision record`);
    for (const [, sub, anchor] of line.matchAll(citation)) checkAnchor(where, join(root, 'docs', sub ? `product${sub}.md` : 'product.md'), anchor);
    for (const [, name] of line.matchAll(decisionPath)) {
      if (!existsSync(join(root, 'docs', 'decisions', name))) problems.push(`${where}: docs/decisions/${name} does not exist`);
    }
    if (file.startsWith(join(root, 'docs', 'decisions'))) {
      for (const [, name] of line.matchAll(decisionLink)) {
        if (!existsSync(join(root, 'docs', 'decisions', name))) problems.push(`${where}: decision ${name} does not exist`);
      }
    }
    if (file.endsWith('.md') && file.startsWith(join(root, 'docs'))) {
      for (const [, target, anchor] of line.matchAll(mdLink)) checkAnchor(where, resolve(dirname(file), target), anchor);
    }
  });
}

if (problems.length) {
  console.error(`check-doc-refs: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-doc-refs: ${files.length} files, every product link points at a heading, every cited decision exists and code cites it by its path`);
