// React's view of the page's language: components re-render when it changes, and suspend
// until the words they need are loaded (docs/product/languages.md).
import { use, useMemo, useSyncExternalStore } from 'react';
import { translator, type Translate } from '../../i18n/translate';
import { localizeContent } from '../../i18n/content';
import type { Locale } from '../../i18n/locales';
import {
  contentOverlay,
  currentLocale,
  hasContent,
  i18n,
  isLoaded,
  loadContent,
  loadNamespace,
  noteContent,
  readingContent,
  type Namespace,
} from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The page's language; a component using it re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The page's words: its language, and how often the words it showed grew whole (runtime.ts). */
const wordsNow = () => `${currentLocale()} ${i18n.version}`;
const useWords = () => useSyncExternalStore(subscribe, wordsNow, wordsNow);

/** The translate function, with these namespaces' words loaded (it suspends until they are). */
export function useT(...namespaces: Namespace[]): Translate {
  const locale = useLocale();
  const words = useWords();
  // A new function for each language (and when the words grew whole), so memoised children see
  // the change.
  const t = useMemo(() => translator(i18n), [words]); // eslint-disable-line react-hooks/exhaustive-deps
  for (const ns of namespaces) {
    i18n.asked?.add(ns);
    use(settled(loadNamespace(locale, ns), isLoaded(locale, ns)));
  }
  return t;
}

/**
 * `use` is called on every render, loaded or not, after the component's other hooks: React
 * replays a component that suspended and restores its mount dispatcher only from inside `use`,
 * so a `use` skipped on the replay (the words have arrived) breaks the next hook (React error
 * 467, logged as 520 once it recovers). A promise already done is marked so, and `use` returns
 * at once without suspending.
 */
function settled(promise: Promise<void>, done: boolean): Promise<void> {
  if (done) Object.assign(promise, { status: 'fulfilled', value: undefined });
  return promise;
}

/** Content in the page's language: `value` (English, from content/) with its translation laid over. */
export function useContent<T>(name: string, exportName: string, value: T): T {
  const locale = useLocale();
  useWords();
  const loaded = hasContent(locale, name);
  noteContent(locale, name);
  const overlay = loaded ? contentOverlay(locale, name) : undefined;
  const localized = useMemo(() => localizeContent(value, exportName, overlay), [value, exportName, overlay]);
  // After every hook, on every render, as in useT.
  use(settled(loadContent(locale, name), loaded));
  return readingContent(name, exportName, localized);
}
