// The words of a page the server renders (docs/decisions/401-the-first-paint-from-the-server.md):
// every word of every language loaded once, and, while a page renders, each message it shows and
// each translated text of content it reads, so the page carries exactly those. Server only
// (src/web/server-entry.tsx); the browser loads what the page carries with loadPageWords.
import type { Locale } from '../../i18n/locales';
import { contentOverlay, i18n, loadContent, loadNamespace, readContentWith, tableOf, type PageWords } from './i18n';

/** While a page renders: the leaves of each content translation it reads. */
let shownContent: Map<string, Set<string>> | null = null;

/** Every namespace and content translation of these languages, so no render waits. */
export async function loadAllWords(languages: readonly Locale[]): Promise<void> {
  for (const locale of languages) {
    const table = await tableOf(locale);
    await Promise.all([
      ...Object.keys(table.messages).map((ns) => loadNamespace(locale, ns)),
      ...Object.keys(table.content).map((name) => loadContent(locale, name)),
    ]);
  }
}

/**
 * Content as a render reads it: each translated text it reads is noted. Only plain data is
 * wrapped, as content is (a frozen value keeps its own, by a proxy's rules).
 */
function noteReads<T>(name: string, exportName: string, value: T): T {
  if (!shownContent) return value;
  let reads = shownContent.get(name);
  if (!reads) shownContent.set(name, (reads = new Set()));
  const read = reads;
  const wrap = (inner: unknown, path: string): unknown => {
    const plain = Array.isArray(inner) || (!!inner && typeof inner === 'object' && Object.getPrototypeOf(inner) === Object.prototype);
    if (!plain || Object.isFrozen(inner)) return inner;
    return new Proxy(inner as object, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol' || !Object.hasOwn(target, key)) return found;
        const at = path ? `${path}.${key}` : key;
        if (typeof found === 'string') read.add(`${exportName}/${at}`);
        return wrap(found, at);
      },
    });
  };
  return wrap(value, '') as T;
}

/** Notes the words a render shows, until `shownWords()`. Renders take turns: one note at a time. */
export function noteShownWords(): void {
  i18n.shown = new Set();
  i18n.asked = new Set();
  shownContent = new Map();
  readContentWith(noteReads);
}

/** The words the render showed, in its language (and the note ends). */
export function shownWords(locale: Locale): PageWords {
  const messages = i18n.messagesOf(locale, i18n.shown ?? []) as PageWords['messages'];
  const content = Object.fromEntries(
    [...(shownContent ?? [])].map(([name, read]) => {
      const overlay = contentOverlay(locale, name);
      return [name, overlay ? Object.fromEntries([...read].flatMap((key) => (overlay[key] === undefined ? [] : [[key, overlay[key]]]))) : null];
    }),
  );
  const namespaces = [...(i18n.asked ?? [])];
  i18n.shown = null;
  i18n.asked = null;
  shownContent = null;
  readContentWith(null);
  return { locale, messages, namespaces, content };
}
