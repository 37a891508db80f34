// Reads the message catalogues (docs/product/languages.md): English ICU sources in
// locales/en/{web,server}/<namespace>.json, translations in locales/<locale>/{web,server}/<namespace>.po
// (msgctxt = key, msgid = the English it was made from, msgstr = the translation), and content
// translations in locales/<locale>/{content,server-content}/<path>.po (msgctxt = export/path).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import gettextParser from 'gettext-parser';

export const root = new URL('../../', import.meta.url).pathname;
export const localesDir = join(root, 'locales');
export const translatedLocales = ['es'];
export const sides = ['web', 'server'];

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function flatten(value, prefix, out, file) {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'string') out[path] = inner;
    else if (inner && typeof inner === 'object' && !Array.isArray(inner)) flatten(inner, path, out, file);
    else throw new Error(`${file}: "${path}" must be a message (text) or a group of messages`);
  }
  return out;
}

/** English sources: { web: { ns: { key: icu } }, server: {...} } with keys prefixed by the namespace. */
export function readEnglish() {
  const result = {};
  for (const side of sides) {
    result[side] = {};
    for (const file of walk(join(localesDir, 'en', side)).filter((f) => f.endsWith('.json')).sort()) {
      const ns = relative(join(localesDir, 'en', side), file).replace(/\.json$/, '').split(sep).join('/');
      const flat = flatten(JSON.parse(readFileSync(file, 'utf8')), '', {}, file);
      result[side][ns] = Object.fromEntries(Object.entries(flat).map(([k, v]) => [`${ns}.${k}`, v]));
    }
  }
  return result;
}

/** A PO file's entries: [{ context, source, translation, fuzzy }]. */
export function readPo(file) {
  if (!existsSync(file)) return [];
  const po = gettextParser.po.parse(readFileSync(file));
  const entries = [];
  for (const [context, byId] of Object.entries(po.translations)) {
    for (const [source, entry] of Object.entries(byId)) {
      if (source === '' && context === '') continue; // the header
      entries.push({
        context,
        source,
        translation: entry.msgstr?.[0] ?? '',
        fuzzy: (entry.comments?.flag ?? '').includes('fuzzy'),
      });
    }
  }
  return entries;
}

/** Translations of the messages: { es: { web: { ns: { key: {source, translation} } } } }. */
export function readTranslations() {
  const result = {};
  for (const locale of translatedLocales) {
    result[locale] = {};
    for (const side of sides) {
      result[locale][side] = {};
      for (const file of walk(join(localesDir, locale, side)).filter((f) => f.endsWith('.po')).sort()) {
        const ns = relative(join(localesDir, locale, side), file).replace(/\.po$/, '').split(sep).join('/');
        result[locale][side][ns] = Object.fromEntries(
          readPo(file).map((e) => [`${ns}.${e.context}`, e]),
        );
      }
    }
  }
  return result;
}

/** Content translations: { es: { content: { 'lessons/loops': [entries] }, 'server-content': {...} } }. */
export function readContentTranslations() {
  const result = {};
  for (const locale of translatedLocales) {
    result[locale] = {};
    for (const kind of ['content', 'server-content']) {
      result[locale][kind] = {};
      const dir = join(localesDir, locale, kind);
      for (const file of walk(dir).filter((f) => f.endsWith('.po')).sort()) {
        const name = relative(dir, file).replace(/\.po$/, '').split(sep).join('/');
        result[locale][kind][name] = readPo(file);
      }
    }
  }
  return result;
}

const paramType = { number: 'number', plural: 'number', select: 'string', date: 'Date | number', time: 'Date | number' };

/** The parameters of an ICU message, { name: 'string | number' | 'number' | ... }. Throws on bad ICU. */
export function messageParams(icu) {
  const params = {};
  const visit = (nodes) => {
    for (const node of nodes) {
      if (node.type === TYPE.argument) params[node.value] ??= 'string | number';
      else if (node.type === TYPE.number) params[node.value] = paramType.number;
      else if (node.type === TYPE.date || node.type === TYPE.time) params[node.value] = paramType.date;
      else if (node.type === TYPE.plural) {
        params[node.value] = paramType.plural;
        for (const option of Object.values(node.options)) visit(option.value);
      } else if (node.type === TYPE.select) {
        params[node.value] = paramType.select;
        for (const option of Object.values(node.options)) visit(option.value);
      } else if (node.type === TYPE.tag) visit(node.children);
    }
  };
  visit(parse(icu, { ignoreTag: true }));
  return params;
}
