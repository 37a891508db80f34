import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { whenIdleAfterFirstPaint } from '../lib/after-first-paint';
import { useAuth } from '../lib/auth';

// What a page shows in place of what it paints first while that loads (its code, the signed-in
// user, its data). The footer waits while any is on screen: a page that grows when its data
// arrives never pushes the footer down
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
let onScreen = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  onScreen += by;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A loading line (a live status) that holds the footer back while it is shown. */
export function PageLoading({ children, className }: { children: ReactNode; className?: string }) {
  useLayoutEffect(() => {
    changed(1);
    return () => changed(-1);
  }, []);
  return (
    <p role="status" className={className}>
      {children}
    </p>
  );
}

/** True while a page shows a loading line instead of what it paints first. */
export const usePageLoading = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => onScreen > 0,
    () => false,
  );

/**
 * True once the page shows what it paints first (the user is known and no loading line is on
 * screen) and the browser is idle after that: when extras that do not change the page's size
 * (the header's Reminders switch, the offline-save sync) may load without delaying it.
 */
export function useAfterPageShown(): boolean {
  const { isLoading } = useAuth();
  const loading = usePageLoading();
  const [shown, setShown] = useState(false);
  const settled = !isLoading && !loading;
  useEffect(() => {
    if (shown || !settled) return;
    return whenIdleAfterFirstPaint(() => setShown(true));
  }, [shown, settled]);
  return shown;
}
