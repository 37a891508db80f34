// The page's language (docs/product/languages.md): which words are loaded, and switching
// without a reload. Each namespace's words load per language, when first needed; the page
// shell names the language in <html lang> and preloads its first words.
import { setupI18n } from '@lingui/core';
import { translator, type MessageKey, type Translate } from '../../i18n/translate';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { contentLoaders, messageLoaders } from '../../i18n/generated/web-loaders';

export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

export const i18n = setupI18n();

/** The words of the page's language; works outside React too (toasts, callbacks). */
export const t: Translate = translator(i18n);

/**
 * The pseudo-locale en-XA (English accented and 40 % longer) finds words that overflow: the
 * server gives it only to its tests (docs/product/languages.md#checks). It is English for
 * everything but the words.
 */
const pseudoLocale = 'en-XA';
const pseudo = typeof document !== 'undefined' && document.documentElement.lang === pseudoLocale;
const catalogueOf = (locale: Locale) => (pseudo && locale === defaultLocale ? pseudoLocale : locale);

/** The language the server chose for this page (its <html lang>). */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : pageLocale());

const loading = new Map<string, Promise<void>>();
const loadedNamespaces = new Set<string>();
const overlays = new Map<string, Record<string, string>>();
const loadedContent = new Set<string>();

export const isLoaded = (locale: Locale, ns: string) => loadedNamespaces.has(`${locale}:${ns}`);

/** Loads one namespace's words in one language (once; the same promise while it loads). */
export function loadNamespace(locale: Locale, ns: string): Promise<void> {
  const id = `${locale}:${ns}`;
  let promise = loading.get(id);
  if (!promise) {
    const loader = messageLoaders[catalogueOf(locale)]?.[ns];
    if (!loader) return Promise.reject(new Error(`No words for namespace "${ns}" in ${locale}`));
    promise = loader().then((module) => {
      i18n.load(locale, module.default);
      loadedNamespaces.add(id);
    });
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** A content translation ("lessons/loops") in a language; undefined for English (the source). */
export function contentOverlay(locale: Locale, name: string): Record<string, string> | undefined {
  return overlays.get(`${locale}:${name}`);
}

export const hasContent = (locale: Locale, name: string) =>
  locale === defaultLocale || !contentLoaders[`${locale}:${name}`] || loadedContent.has(`${locale}:${name}`);

export function loadContent(locale: Locale, name: string): Promise<void> {
  const id = `${locale}:${name}`;
  const loader = contentLoaders[id];
  if (locale === defaultLocale || !loader) return Promise.resolve();
  let promise = loading.get(`content:${id}`);
  if (!promise) {
    promise = loader().then((module) => {
      overlays.set(id, module.default);
      loadedContent.add(id);
    });
    promise.catch(() => loading.delete(`content:${id}`));
    loading.set(`content:${id}`, promise);
  }
  return promise;
}

/** Starts the page in its language with the shell's words (main.tsx awaits this before rendering). */
export async function startI18n(namespaces: Namespace[] = ['shell']): Promise<void> {
  const locale = pageLocale();
  await Promise.all(namespaces.map((ns) => loadNamespace(locale, ns)));
  i18n.activate(locale);
}

/**
 * Switches language without a reload: loads, in the new language, every namespace and content
 * the page already has, then re-renders (what the child is doing stays as it is).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const from = currentLocale();
  const namespaces = [...loadedNamespaces].filter((id) => id.startsWith(`${from}:`)).map((id) => id.slice(from.length + 1));
  const content = [...loadedContent].filter((id) => id.startsWith(`${from}:`)).map((id) => id.slice(from.length + 1));
  await Promise.all([
    ...namespaces.map((ns) => loadNamespace(locale, ns)),
    ...content.map((name) => loadContent(locale, name)),
  ]);
  document.documentElement.lang = locale;
  i18n.activate(locale);
}
