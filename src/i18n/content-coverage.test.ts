// Every content translation is whole and current (docs/product/languages.md): each PO file in
// locales/<locale>/content/ and locales/<locale>/server-content/ is checked against the English
// module it translates, content/<name>.ts, export by export and text leaf by text leaf:
// - missing: a text leaf (textLeaves) with no entry, or with an empty translation;
// - stale: the entry's msgid is not the English at that path any more (the English changed);
// - unknown path: an entry whose export or path no longer exists;
// - fuzzy: an entry flagged as needing a look;
// - placeholder: a {name} of the English (e.g. the quiz's {n}) missing from the translation.
// One test per file, listing all of its problems.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as gettextParser from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { textLeaves } from './content';
import { locales } from './locales';

const root = join(import.meta.dirname, '../..');

function poFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? poFiles(join(dir, entry.name)) : entry.name.endsWith('.po') ? [join(dir, entry.name)] : [],
  );
}

const files = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    (['content', 'server-content'] as const).flatMap((kind) => {
      const dir = join(root, 'locales', locale, kind);
      return poFiles(dir).map((file) => ({
        file: relative(root, file),
        name: relative(dir, file).replace(/\.po$/, '').split(sep).join('/'),
      }));
    }),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[0]).sort();

function stringLeaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringLeaves(inner, prefix ? `${prefix}.${key}` : key));
  return [];
}

async function problemsOf(file: string, name: string): Promise<string[]> {
  const source = join(root, 'content', `${name}.ts`);
  if (!existsSync(source)) return [`no English module content/${name}.ts for this translation`];
  const module = (await import(/* @vite-ignore */ pathToFileURL(source).href)) as Record<string, unknown>;
  const english = new Map<string, string>();
  // Any other string of the module may be translated too (a guide's vocabulary term, an id-like
  // word the heuristic skips): its entry is checked, but nothing asks for it.
  const strings = new Map<string, string>();
  for (const [exportName, value] of Object.entries(module)) {
    for (const [path, text] of textLeaves(value)) english.set(`${exportName}/${path}`, text);
    for (const [path, text] of stringLeaves(value)) strings.set(`${exportName}/${path}`, text);
  }

  const problems: string[] = [];
  const seen = new Set<string>();
  const po = gettextParser.po.parse(readFileSync(join(root, file)));
  for (const [context, byId] of Object.entries(po.translations)) {
    for (const [msgid, entry] of Object.entries(byId)) {
      if (context === '' && msgid === '') continue; // the header
      seen.add(context);
      const current = english.get(context) ?? strings.get(context);
      const translation = entry.msgstr?.[0] ?? '';
      if (current === undefined) problems.push(`unknown path: "${context}" is no longer in content/${name}.ts`);
      else if (current !== msgid) problems.push(`stale: "${context}" was made from "${msgid}", the English is now "${current}"`);
      if (!translation) problems.push(`missing: "${context}" has no translation`);
      if ((entry.comments?.flag ?? '').includes('fuzzy')) problems.push(`fuzzy: "${context}" is marked fuzzy`);
      if (current !== undefined && translation && placeholders(current).join() !== placeholders(translation).join())
        problems.push(`placeholder: "${context}" has ${placeholders(translation).join(' ') || 'none'}, the English ${placeholders(current).join(' ')}`);
    }
  }
  for (const context of english.keys()) if (!seen.has(context)) problems.push(`missing: "${context}" has no entry`);
  return problems;
}

describe('content translations cover every text leaf of the current English', () => {
  it('finds the translation files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('$file', async ({ file, name }) => {
    expect(await problemsOf(file, name)).toEqual([]);
  });
});
