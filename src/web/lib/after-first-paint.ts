// Work that is not part of the first paint (the toasts' UI, the install card) waits until the
// page has painted and the browser is idle, so its requests never compete with the first paint.

const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `callback` when the browser is idle after the page's first contentful paint (waiting at
 * most 1 s for the paint, then at most 2 s for idle time). Returns a function that cancels it.
 */
export function whenIdleAfterFirstPaint(callback: () => void): () => void {
  let waiting = true;
  let observer: PerformanceObserver | undefined;
  let fallback: number | undefined;
  let cancelIdle = () => {};

  const startIdle = () => {
    if (!waiting) return;
    waiting = false;
    observer?.disconnect();
    window.clearTimeout(fallback);
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 500);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };

  if (typeof PerformanceObserver === 'undefined') {
    startIdle();
  } else {
    fallback = window.setTimeout(startIdle, FIRST_PAINT_WAIT_MS);
    try {
      // `buffered` also reports a paint that happened before this call.
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) startIdle();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      startIdle();
    }
  }

  return () => {
    waiting = false;
    observer?.disconnect();
    window.clearTimeout(fallback);
    cancelIdle();
  };
}
