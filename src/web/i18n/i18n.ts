// The page's language (docs/product/languages.md): which words are loaded, and switching
// without a reload. Each namespace's words load per language, when first needed; the page
// shell names the language in <html lang> and preloads its first words.
import { translator, type MessageKey, type Translate } from '../../i18n/translate';
import { defaultLocale, isLocale, localeCookie, localeFromAcceptLanguage, type Locale } from '../../i18n/locales';
import type { LocaleLoaders } from '../../i18n/catalog-types';
import { localeLoaders } from '../../i18n/generated/web-loaders';
import { Words } from './runtime';

export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/**
 * The page's words (the same compiled catalogues @lingui/core reads on the server,
 * docs/decisions/319-first-load-of-each-language.md).
 */
export const i18n = new Words();

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

/**
 * The language the server chose for this page (its <html lang>). A page the service worker
 * served from its cache is the index.html of the day it was cached (no `ada-config` meta, which
 * only the server's page shell carries): then the `lang` cookie, else the browser's languages,
 * as the server would have chosen (docs/decisions/314-the-page-shell-speaks-first.md).
 */
export function pageLocale(): Locale {
  if (typeof document === 'undefined') return defaultLocale;
  const lang = document.documentElement.lang;
  if (document.querySelector('meta[name="ada-config"]')) return isLocale(lang) ? lang : defaultLocale;
  const cookie = chosenLocale();
  if (cookie) return cookie;
  return localeFromAcceptLanguage(navigator.languages?.join(',')) ?? defaultLocale;
}

/**
 * The language this browser chose (the `lang` cookie, set by the picker or by signing in someone
 * who chose one), or null: never chosen. Read in effects and handlers only.
 */
export function chosenLocale(): Locale | null {
  if (typeof document === 'undefined') return null;
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(cookie) ? cookie : null;
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : pageLocale());

const loading = new Map<string, Promise<void>>();
const loadedNamespaces = new Set<string>();
const overlays = new Map<string, Record<string, string>>();
const loadedContent = new Set<string>();

export const isLoaded = (locale: Locale, ns: string) => loadedNamespaces.has(`${locale}:${ns}`);

/** Runs `load` once for `id` (the same promise while it runs; again after a failure). */
function once(id: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(id);
  if (!promise) {
    promise = load();
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** A language's table of loaders (one small chunk per language, preloaded by the page shell). */
const tables = new Map<string, LocaleLoaders>();
export async function tableOf(locale: Locale): Promise<LocaleLoaders> {
  const catalogue = catalogueOf(locale);
  await once(`table:${catalogue}`, async () => {
    const load = localeLoaders[catalogue];
    if (!load) throw new Error(`No words in ${catalogue}`);
    tables.set(catalogue, (await load()).default);
  });
  return tables.get(catalogue)!;
}

/** Loads one namespace's words in one language (once; the same promise while it loads). */
export function loadNamespace(locale: Locale, ns: string): Promise<void> {
  const id = `${locale}:${ns}`;
  return once(id, async () => {
    const loader = (await tableOf(locale)).messages[ns];
    if (!loader) throw new Error(`No words for namespace "${ns}" in ${locale}`);
    i18n.load(locale, (await loader()).default);
    loadedNamespaces.add(id);
  });
}

/** A content translation ("lessons/loops") in a language; undefined for English (the source). */
export function contentOverlay(locale: Locale, name: string): Record<string, string> | undefined {
  return overlays.get(`${locale}:${name}`);
}

/**
 * Notes that the page shows this content (English included, which never loads), so that a
 * language switch loads its translation before the page re-renders (no flash, nothing lost).
 */
export const noteContent = (locale: Locale, name: string) => void loadedContent.add(`${locale}:${name}`);

/** Whether this content can be shown now in this language (English always can: it is the source). */
export const hasContent = (locale: Locale, name: string) => {
  const id = `${locale}:${name}`;
  if (locale === defaultLocale || overlays.has(id) || untranslated.has(id)) return true;
  const table = tables.get(catalogueOf(locale));
  return table !== undefined && !table.content[name];
};

export function loadContent(locale: Locale, name: string): Promise<void> {
  const id = `${locale}:${name}`;
  if (locale === defaultLocale) return Promise.resolve();
  return once(`content:${id}`, async () => {
    const loader = (await tableOf(locale)).content[name];
    if (loader) overlays.set(id, (await loader()).default);
    loadedContent.add(id);
  });
}

/**
 * These namespaces' words and content translations, ready to show: at once for those the page
 * already has (a page the server rendered carries them), else when they have loaded.
 */
export function wordsReady(locale: Locale, namespaces: readonly string[], content: readonly string[] = []): Promise<unknown> {
  return Promise.all([
    ...namespaces.filter((ns) => !isLoaded(locale, ns)).map((ns) => loadNamespace(locale, ns)),
    ...content.filter((name) => !hasContent(locale, name)).map((name) => loadContent(locale, name)),
  ]);
}

/** Starts the page in its language with the shell's words (main.tsx awaits this before rendering). */
export async function startI18n(namespaces: Namespace[] = ['shell']): Promise<void> {
  const locale = pageLocale();
  await Promise.all(namespaces.map((ns) => loadNamespace(locale, ns)));
  if (!pseudo) document.documentElement.lang = locale;
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

/** The words a page rendered on the server shows, carried in the page as JSON. */
export type PageWords = {
  locale: Locale;
  /** Each message the page shows, by id. */
  messages: Record<string, string | unknown[]>;
  /** Every namespace its screens asked for, shown or not: none of them waits in the browser. */
  namespaces: string[];
  /** Each content translation the page shows: the leaves it reads; null for content never translated. */
  content: Record<string, Record<string, string> | null>;
};

const untranslated = new Set<string>();

type ContentReader = <T>(name: string, exportName: string, value: T) => T;
let contentReader: ContentReader | null = null;

/**
 * Server: how a render reads content (server-words.ts notes each translated text it reads, so the
 * page carries that text and no other). In the browser, content is read as it is.
 */
export const readContentWith = (reader: ContentReader | null) => void (contentReader = reader);

/** Content in a language as the page reads it: `value`, or, on the server, its noting reader. */
export const readingContent = <T,>(name: string, exportName: string, value: T): T =>
  contentReader ? contentReader(name, exportName, value) : value;

/**
 * Browser: the words the server's page carries, so it wakes up with no wait. Each of their
 * namespaces and content translations then loads whole, for what the page shows next.
 */
export function loadPageWords({ locale, messages, namespaces, content }: PageWords): void {
  i18n.load(locale, messages as Parameters<Words['load']>[1]);
  i18n.activate(locale);
  const whole: Array<Promise<void>> = [];
  for (const ns of new Set([...namespaces, ...Object.keys(messages).map((id) => id.slice(0, id.indexOf('.')))])) {
    loadedNamespaces.add(`${locale}:${ns}`);
    whole.push(loadNamespace(locale, ns));
  }
  for (const [name, overlay] of Object.entries(content)) {
    const id = `${locale}:${name}`;
    if (overlay) overlays.set(id, overlay);
    else untranslated.add(id);
    loadedContent.add(id);
    whole.push(loadContent(locale, name));
  }
  // Then what the page shows next is there too: screens re-render with the whole namespaces.
  // Offline or a new release: each loads again when a screen asks for it.
  for (const load of whole) load.then(() => i18n.completed(), () => undefined);
  wordsWhole = Promise.allSettled(whole).then(() => undefined);
}

let wordsWhole: Promise<void> = Promise.resolve();

/**
 * Settles once the namespaces and content a server's page carried in part have loaded whole (or
 * failed to): until then a message the page did not show could be missing (a toast's words).
 */
export const pageWordsWhole = (): Promise<void> => wordsWhole;
