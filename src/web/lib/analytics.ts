// First-party analytics (docs/product.md#analytics): name and category only, never who. Events are batched
// and sent to our own server; nothing goes to a third party.
import type { ANALYTICS_APP_EVENTS } from '../../domain/constants';

/**
 * The events the app sends (sign-ups and sign-ins the server counts itself:
 * docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md).
 */
export type AnalyticsEventName = (typeof ANALYTICS_APP_EVENTS)[number];

const queue: { name: AnalyticsEventName; category?: string }[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const FLUSH_AFTER_MS = 2000;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const events = queue.splice(0, queue.length);
  void fetch('/api/analytics/events', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
  }).catch((error: unknown) => console.warn('analytics: could not send', error));
}

export function track(name: AnalyticsEventName, category?: string): void {
  queue.push(category ? { name, category } : { name });
  if (queue.length >= 20) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
}
