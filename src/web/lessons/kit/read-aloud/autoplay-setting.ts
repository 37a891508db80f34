// The read-aloud autoplay choice (a checkbox), remembered in this browser. The server renders it
// off; the browser shows the saved choice once the page is awake (useSyncExternalStore, no
// hydration mismatch: docs/decisions/401-the-first-paint-from-the-server.md).
import { useCallback, useSyncExternalStore } from 'react';

const AUTOPLAY_KEY = 'readAloudAutoplay';
const listeners = new Set<() => void>();

/** The saved choice (false when nothing is saved, or storage cannot be read). */
export function readAutoplay(): boolean {
  try {
    return window.localStorage.getItem(AUTOPLAY_KEY) === 'true';
  } catch {
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAutoplaySetting(): [boolean, (on: boolean) => void] {
  const autoplay = useSyncExternalStore(subscribe, readAutoplay, () => false);
  const update = useCallback((on: boolean) => {
    try {
      window.localStorage.setItem(AUTOPLAY_KEY, String(on));
    } catch (error) {
      console.warn('read-aloud: could not save the autoplay choice', error);
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [autoplay, update];
}
