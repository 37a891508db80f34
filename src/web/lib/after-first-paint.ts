// Work that is not part of the first paint (a loading line) waits until the browser is idle. The
// app itself starts after the page's first paint (docs/decisions/404-the-app-wakes-after-the-first-paint.md),
// so idle time comes after that paint.

/**
 * Calls `callback` when the browser is idle (waiting at most 2 s for idle time). Returns a
 * function that cancels it.
 */
export function whenIdleAfterFirstPaint(callback: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 500);
  return () => window.clearTimeout(handle);
}
