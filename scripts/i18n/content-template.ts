// Writes or updates the Spanish (or another language's) translation file of a content module:
//   npx tsx scripts/i18n/content-template.ts content/lessons/loops.ts [--locale es] [--server]
// Every text leaf of every exported object gets an entry (msgctxt "export/path", msgid the
// English); existing entries are kept as they are, so an English change shows as stale
// (docs/product/languages.md). --server puts it in server-content/ (guides: never in the browser).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as gettextParser from 'gettext-parser';
import { textLeaves } from '../../src/i18n/content';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.ts'));
if (!file) throw new Error('usage: content-template.ts content/<path>.ts [--locale es] [--server]');
const locale = args.includes('--locale') ? args[args.indexOf('--locale') + 1]! : 'es';
const kind = args.includes('--server') ? 'server-content' : 'content';
const root = resolve(import.meta.dirname, '../..');
const name = relative(join(root, 'content'), resolve(file)).replace(/\.ts$/, '');
const target = join(root, 'locales', locale, kind, `${name}.po`);

const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
const po = existsSync(target)
  ? gettextParser.po.parse(readFileSync(target))
  : { charset: 'utf-8', headers: { 'Content-Type': 'text/plain; charset=UTF-8', Language: locale }, translations: { '': {} } };

const existing = new Set<string>();
for (const [context, byId] of Object.entries(po.translations)) {
  for (const id of Object.keys(byId as object)) if (id) existing.add(context);
}

let added = 0;
let stale = 0;
for (const [exportName, value] of Object.entries(module)) {
  for (const [path, english] of textLeaves(value)) {
    const context = `${exportName}/${path}`;
    if (existing.has(context)) {
      if (!po.translations[context]?.[english]) stale++;
      continue;
    }
    po.translations[context] = { [english]: { msgctxt: context, msgid: english, msgstr: [''] } };
    added++;
  }
}
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, gettextParser.po.compile(po, { foldLength: 0 }));
console.log(`${relative(root, target)}: ${added} new, ${stale} stale (their msgid is older English)`);
