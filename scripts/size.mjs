// `npm run size`: the bundle budget (issue "Proof of quality"), measured on the production build
// through Vite's manifest, so it follows the real import graph:
// - the first load of `/` in each language: the page as the server renders it (its words and data
//   inline), the entry, its static imports and the Home route's chunk with its own static imports —
//   at most 120 KB gzip per language (docs/design §14);
// - each lesson or game route's own chunk (with the static imports it adds beyond the first
//   load) — at most 60 KB gzip each;
// - the Code Lab: the JS files only the Code Lab loads (its world map, level page and studio, beyond
//   the first load and beyond what other screens share with it, such as the dialog and drag
//   and drop libraries) — at most 45 KB gzip together (docs/product/code-lab.md#budgets);
// - the Game Lab: what a game level loads apart (its workspace, the engine, the scene and the event
//   blocks' editor), beyond the first load and the Code Lab's own, with its words in each language
//   — at most 45 KB gzip (docs/decisions/402-the-game-lab.md#the-level-page);
// - the Sound Lab: what a sound level loads apart (its workspace, the synth, the roll, the engine
//   and its check), the same way — at most 45 KB gzip
//   (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page);
// - the Web Lab: what a web or network level loads apart (both workspaces, the editor, the
//   builder and the check), the same way — at most 45 KB gzip
//   (docs/decisions/409-the-web-lab-page.md#measured);
// - all CSS — at most 30 KB gzip.
// Prints a table; exits 1 above budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const dist = path.resolve('dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const KB = 1024;
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The files an entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const jsFiles = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = 'src/web/routes/home.tsx';
const firstLoad = jsFiles(new Set([...staticClosure(entryKey), ...staticClosure(homeKey)]));

// The page itself: `/` as the server renders it in each language, its words and data inline
// (docs/decisions/401-the-first-paint-from-the-server.md), in the built page shell. Its words come
// with it: no words file is fetched before the page wakes up.
const serverEntry = path.resolve('dist-ssr', 'server-entry.js');
if (!existsSync(serverEntry)) {
  console.error('No server build of the app found: run `npm run build` first.');
  process.exit(1);
}
const { render } = await import(pathToFileURL(serverEntry).href);
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
async function homeDocument(locale) {
  const page = await render({ url: '/', locale, cookies: '', config: { bookUrl: 'https://example.com/book' } });
  const html = shell.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script type="application/json" id="ada-page">${page.data}</script>`,
  );
  return gzipSync(html, { level: 9 }).length;
}
// Each language a person can choose (not the test-only pseudo-locale en-XA).
const locales = [
  ...new Set(Object.keys(manifest).flatMap((k) => k.match(/^src\/i18n\/generated\/messages\/([a-z]{2})\//)?.[1] ?? [])),
].sort();
const rows = [];
for (const locale of locales.length ? locales : ['en']) {
  const page = await homeDocument(locale);
  const bytes = page + sum(firstLoad);
  // SIZE_DETAIL=1: the page and its JavaScript apart, in bytes (the budget is 122,880).
  if (process.env.SIZE_DETAIL) console.error(`${locale}: page ${page} B, JavaScript ${sum(firstLoad)} B, ${bytes} of ${120 * KB}`);
  rows.push({ what: `first load of / (${locale})`, bytes, budget: 120 * KB });
}
const routeKeys = Object.keys(manifest).filter((k) =>
  /^src\/web\/(lessons\/[^/]+\/lesson-page|games\/[^/]+\/[^/]+|routes\/(lesson|play))\.tsx$/.test(k),
);
/** The built files of these generated words (a language's namespaces and content translations). */
const wordFiles = (locale, namespaces, content = []) =>
  [
    ...namespaces.map((ns) => `src/i18n/generated/messages/${locale}/${ns}.ts`),
    ...content.map((name) => `src/i18n/generated/content/${locale}/${name}.ts`),
  ]
    .filter((key) => manifest[key])
    .flatMap((key) => [...jsFiles(staticClosure(key))]);
// A lesson in Spanish (or any language but English, whose words are in the JS) loads its words
// too: the lesson's, read-aloud's and the activities' namespaces and the lesson's translation.
const lessonWords = ['lesson', 'readAloud', 'activities'];
for (const key of routeKeys.sort()) {
  const own = [...jsFiles(staticClosure(key))].filter((f) => !firstLoad.has(f));
  rows.push({ what: key.replace('src/web/', ''), bytes: sum(own), budget: 60 * KB });
  const lesson = key.match(/^src\/web\/lessons\/([^/]+)\/lesson-page\.tsx$/)?.[1];
  for (const locale of lesson ? locales.filter((l) => l !== 'en') : []) {
    const words = wordFiles(locale, lessonWords, [`lessons/${lesson}`]).filter((f) => !firstLoad.has(f));
    rows.push({ what: `  the same in ${locale}, with its words`, bytes: sum(new Set([...own, ...words])), budget: 60 * KB });
  }
}
const codeLabKeys = ['src/web/routes/code-lab.tsx', 'src/web/routes/code-lab-world.tsx', 'src/web/routes/code-lab-level.tsx', 'src/web/routes/code-lab-studio.tsx'];
const codeLabAll = new Set(codeLabKeys.flatMap((key) => [...jsFiles(staticClosure(key))].filter((f) => !firstLoad.has(f))));
const elsewhere = new Set(
  Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && !codeLabKeys.includes(k) && !k.startsWith('src/web/features/code-lab/'))
    .flatMap((k) => [...jsFiles(staticClosure(k))]),
);
const codeLabOnly = [...codeLabAll].filter((f) => !elsewhere.has(f));
rows.push({ what: 'Code Lab only (map + level + studio)', bytes: sum(codeLabOnly), budget: 45 * KB });
for (const locale of locales) {
  const words = wordFiles(locale, ['codeLab', 'gallery'], locale === 'en' ? [] : ['code-lab/levels']);
  rows.push({ what: `  with its words in ${locale}`, bytes: sum(new Set([...codeLabOnly, ...words])), budget: 45 * KB });
}
// The Game Lab's own chunks: the game workspace's static imports that neither the first load nor
// the Code Lab's pages already brought.
const gameKey = 'src/web/features/code-lab/stages/game/game-workspace.tsx';
if (manifest[gameKey]) {
  const gameOnly = [...jsFiles(staticClosure(gameKey))].filter((f) => !firstLoad.has(f) && !codeLabAll.has(f));
  rows.push({ what: 'Game Lab only (a game level apart)', bytes: sum(gameOnly), budget: 45 * KB });
  for (const locale of locales) {
    const words = wordFiles(locale, ['gameLab', 'gameScene', 'gameLevel']).filter((f) => !firstLoad.has(f));
    rows.push({ what: `  with its words in ${locale}`, bytes: sum(new Set([...gameOnly, ...words])), budget: 45 * KB });
  }
}
// The Sound Lab's own chunks: what a sound level loads apart (its workspace, the synth, the roll,
// the engine and its check), beyond the first load and the Code Lab's pages.
const soundKey = 'src/web/features/code-lab/stages/sound/sound-workspace.tsx';
if (manifest[soundKey]) {
  const soundOnly = [...jsFiles(staticClosure(soundKey))].filter((f) => !firstLoad.has(f) && !codeLabAll.has(f));
  rows.push({ what: 'Sound Lab only (a sound level apart)', bytes: sum(soundOnly), budget: 45 * KB });
  for (const locale of locales) {
    const words = wordFiles(locale, ['soundLab', 'soundLevel']).filter((f) => !firstLoad.has(f));
    rows.push({ what: `  with its words in ${locale}`, bytes: sum(new Set([...soundOnly, ...words])), budget: 45 * KB });
  }
}
// The Web Lab's own chunks: what a web level and a network level load apart (their workspaces,
// the editor by pickers, the street, the builder and the check), beyond the first load and the
// Code Lab's pages.
const webKeys = ['src/web/features/code-lab/stages/web/web-workspace.tsx', 'src/web/features/code-lab/stages/web/network-workspace.tsx'];
if (webKeys.every((key) => manifest[key])) {
  const webOnly = [...new Set(webKeys.flatMap((key) => [...jsFiles(staticClosure(key))]))].filter((f) => !firstLoad.has(f) && !codeLabAll.has(f));
  rows.push({ what: 'Web Lab only (a web and a network level apart)', bytes: sum(webOnly), budget: 45 * KB });
  for (const locale of locales) {
    const words = wordFiles(locale, ['webLab', 'webLevel']).filter((f) => !firstLoad.has(f));
    rows.push({ what: `  with its words in ${locale}`, bytes: sum(new Set([...webOnly, ...words])), budget: 45 * KB });
  }
}
const css = new Set(Object.values(manifest).flatMap((c) => [...(c.css ?? []), ...(c.file.endsWith('.css') ? [c.file] : [])]));
rows.push({ what: 'all CSS', bytes: sum(css), budget: 30 * KB });

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('bundle', 44)}${pad('gzip KB', 10)}${pad('budget KB', 11)}result`);
let over = 0;
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  if (!ok) over++;
  console.log(`${pad(row.what, 44)}${pad((row.bytes / KB).toFixed(1), 10)}${pad((row.budget / KB).toFixed(0), 11)}${ok ? 'ok' : 'OVER BUDGET'}`);
}
console.log(`(Code Lab with the chunks it shares with other screens: ${(sum(codeLabAll) / KB).toFixed(1)} KB gzip)`);
if (over) {
  console.error(`\n${over} bundle(s) over budget.`);
  process.exit(1);
}
