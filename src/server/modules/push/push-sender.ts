import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/**
 * Sends one encrypted Web Push message (RFC 8291 aes128gcm, VAPID-signed). web-push builds
 * the request; we send it with fetch, which also reaches the plain-http endpoint of a test.
 * 404/410 mean the browser dropped the subscription: the caller deletes it.
 */
export async function sendPush(target: PushTarget, payload: unknown, vapid: VapidKeys, timeoutMs = 10_000): Promise<{ outcome: PushOutcome; status?: number }> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
    return { outcome: response.ok ? 'delivered' : 'failed', status: response.status };
  } catch {
    return { outcome: 'failed' };
  }
}
