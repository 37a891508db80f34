import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value only the browser has, read after render rather than during it: the server renders
 * `serverValue`, and a page hydrating from the server's HTML takes the browser's value without a
 * mismatch (docs/decisions/400-every-route-renders-without-a-browser.md). `read` must give the
 * same value (===) while nothing changed, as useSyncExternalStore needs; changes are not watched.
 */
export const useBrowserValue = <T,>(read: () => T, serverValue: T): T =>
  useSyncExternalStore(noChanges, read, () => serverValue);
