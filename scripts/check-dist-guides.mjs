// After the build: no file under dist/ may hold a lesson guide's own words
// (docs/decisions/291-guides-stay-on-the-server.md), which a child could read in the browser: why
// each quiz answer is right, the warm-ups' steps, the activities' answers, how each standard is
// met, and the world guides' mistakes. Guides reach the browser only from GET /api/guides/:id, for
// grown-ups. Like check-dist-solutions.mjs, files and sentences are compared after dropping
// whitespace, quotes and backslashes, so minified JS (`"` written `\"`, lines broken anywhere)
// still matches; sentences shorter than 25 characters are left out, as they may well be ordinary
// words elsewhere. `node scripts/check-dist-guides.mjs [distDir]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as gettextParser from 'gettext-parser';
import { tsImport } from 'tsx/esm/api';
import { distFiles } from './dist-files.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { lessonGuideSources } = await tsImport('../content/guides/index.ts', import.meta.url);
const { worldGuides } = await tsImport('../content/guides/worlds/index.ts', import.meta.url);

const normalize = (text) => text.replace(/[\s"'`\\]/g, '');
const sentences = [];
const add = (guideId, what, text) => {
  if (text.length >= 25) sentences.push({ guideId, what, print: normalize(text) });
};
for (const guide of [...lessonGuideSources.map((s) => s.guide), ...worldGuides]) {
  const id = guide.lessonId ?? `code-lab-${guide.worldId}`;
  guide.warmUp.steps.forEach((step, i) => add(id, `warm-up step ${i + 1}`, step));
  for (const s of guide.standards) add(id, `how it meets ${s.code}`, s.how);
  if (guide.kind === 'lesson') {
    for (const [questionId, why] of Object.entries(guide.quizWhy))
      add(id, `why of ${questionId}`, why);
    add(id, 'activity answer', guide.activity.answer);
  } else {
    for (const [levelId, mistakes] of Object.entries(guide.mistakes))
      mistakes.forEach((m, i) => add(id, `${levelId} mistake ${i + 1}`, m));
  }
}
// Their translations too (locales/<lang>/server-content/guides/, issue 26): server-only as well.
const translations = path.resolve(import.meta.dirname, '../locales');
const poFiles = readdirSync(translations, { recursive: true })
  .map(String)
  .filter((f) => f.includes(`server-content${path.sep}guides${path.sep}`) && f.endsWith('.po'));
for (const name of poFiles) {
  const file = path.join(translations, name);
  const po = gettextParser.po.parse(readFileSync(file));
  for (const [context, byId] of Object.entries(po.translations)) {
    for (const entry of Object.values(byId)) {
      const text = entry.msgstr?.[0] ?? '';
      if (context && text) add(path.relative(translations, file), context, text);
    }
  }
}

let count = 0;
const found = [];
for (const file of distFiles(dist)) {
  count++;
  // Minified code may write a non-ASCII letter as \uXXXX: read it back first.
  const raw = readFileSync(file, 'utf8').replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const text = normalize(raw);
  const where = path.relative(process.cwd(), file);
  for (const s of sentences)
    if (text.includes(s.print)) found.push(`${where}: ${s.guideId}'s ${s.what}`);
}
if (count === 0) {
  console.error(`No built files in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
if (sentences.length === 0) {
  console.error('No guide sentences to look for: content/guides/ did not load.');
  process.exit(1);
}
if (found.length > 0) {
  console.error(`Lesson guides in the web build (docs/decisions/291-guides-stay-on-the-server.md):\n  ${found.join('\n  ')}`);
  process.exit(1);
}
console.log(`No lesson guide in ${count} built files (${sentences.length} sentences checked).`);
