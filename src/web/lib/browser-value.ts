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

/**
 * False on the server and while the browser wakes up the server's HTML, true after: what a device
 * keeps (a guest's draft) shows from then on, so the first render is the server's.
 */
export const useAfterHydration = (): boolean => useSyncExternalStore(noChanges, () => true, () => false);
