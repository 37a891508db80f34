// After the build: no file under dist/ may hold a Code Lab level's reference solution, which a
// child could read in the browser (docs/decisions/260-solutions-stay-on-the-server.md). A solution
// shows in minified JS as its object literal with the quotes changed
// (`{version:1,body:[{id:`r`,op:`repeat`,times:7,...`) and `false` written `!1`, or as JSON in a
// string; so every file is compared with every solution after dropping whitespace, quotes and
// backslashes from both and writing `!0`/`!1` as words. The property name is checked too:
// `solution:{version:` in any file means a level still carries one. `node
// scripts/check-dist-solutions.mjs [distDir]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { distFiles } from './dist-files.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { codeLabLevels, gameLabLevels, soundLabLevels, webLabLevels } = await tsImport('../content/code-lab/levels.ts', import.meta.url);
const { findSolution } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);
// Every level's: Ada's puzzles, the Game Lab's games, the Sound Lab's tunes and the Web Lab's pages and streets.
const levels = [...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels];

const normalize = (text) =>
  text
    .replace(/[\s"'`\\]/g, '')
    .replaceAll('!0', 'true')
    .replaceAll('!1', 'false');
const printOf = (program) => normalize(JSON.stringify(program));
// A solution may be, to the letter, another level's start program (birthday-1's three steps are
// debug-1's buggy start): it may appear as often as start programs are that same program, no more.
const fingerprints = levels.map((level) => {
  const print = printOf(findSolution(level.id));
  const shownAsStart = levels.filter((l) => l.startProgram && printOf(l.startProgram) === print).length;
  return { levelId: level.id, print, shownAsStart, seen: [] };
});
const occurrences = (text, print) => text.split(print).length - 1;


let count = 0;
const found = [];
for (const file of distFiles(dist)) {
  count++;
  const text = normalize(readFileSync(file, 'utf8'));
  const where = path.relative(process.cwd(), file);
  for (const f of fingerprints) for (let n = occurrences(text, f.print); n > 0; n--) f.seen.push(where);
  if (/solution:\{(version|body|functions|kind|handlers):/.test(text)) found.push(`${where}: a "solution" property holding a program`);
}
for (const f of fingerprints)
  if (f.seen.length > f.shownAsStart) found.push(`${[...new Set(f.seen)].join(', ')}: ${f.levelId}'s solution`);
if (count === 0) {
  console.error(`No built files in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
if (found.length > 0) {
  console.error(`Reference solutions in the web build (docs/decisions/260-solutions-stay-on-the-server.md):\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`No reference solution in ${count} built files (${fingerprints.length} solutions checked).`);
