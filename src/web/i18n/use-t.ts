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
  type Namespace,
} from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The page's language; a component using it re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** The translate function, with these namespaces' words loaded (it suspends until they are). */
export function useT(...namespaces: Namespace[]): Translate {
  const locale = useLocale();
  // A new function for each language, so memoised children see the change.
  const t = useMemo(() => translator(i18n), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  // `use` on every render, a settled one once the words are in: a render that waited here is
  // replayed through the same `use`, so the component's later hooks mount (else React's 467).
  for (const ns of namespaces) use(isLoaded(locale, ns) ? settled : loadNamespace(locale, ns));
  return t;
}

/** A promise React reads as done at once (its `status`), for words already loaded. */
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Content in the page's language: `value` (English, from content/) with its translation laid over. */
export function useContent<T>(name: string, exportName: string, value: T): T {
  const locale = useLocale();
  if (!hasContent(locale, name)) use(loadContent(locale, name));
  const overlay = contentOverlay(locale, name);
  return useMemo(() => localizeContent(value, exportName, overlay), [value, exportName, overlay]);
}
