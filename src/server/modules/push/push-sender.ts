import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { vetEndpoint, type EndpointPolicy, type ResolvedAddress } from './endpoint-policy';
import type { VapidKeys } from './vapid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `refused`: the endpoint points inside (or is not allowed at all): the caller deletes it. */
export type PushOutcome = 'delivered' | 'gone' | 'failed' | 'refused';

/** Connects only to the addresses already checked: a second lookup could answer differently. */
const pinnedLookup =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  };

function post(url: URL, details: { headers: Record<string, string>; body: Buffer | null }, addresses: ResolvedAddress[] | null, timeoutMs: number): Promise<number> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'POST',
      headers: details.headers,
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
      ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
    });
    request.on('response', (response) => {
      response.resume(); // the push service's body says nothing we use
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * Sends one encrypted Web Push message (RFC 8291 aes128gcm, VAPID-signed). The endpoint is
 * checked again right before sending (form, then every address its name resolves to) and the
 * connection goes only to those checked addresses. 404/410 mean the browser dropped the
 * subscription; `refused` means it must never be sent to: either way the caller deletes it.
 */
export async function sendPush(
  target: PushTarget,
  payload: unknown,
  vapid: VapidKeys,
  policy: EndpointPolicy,
  timeoutMs = 10_000,
): Promise<{ outcome: PushOutcome; status?: number; reason?: string }> {
  const vetted = await vetEndpoint(target.endpoint, policy);
  if (!vetted.ok) return { outcome: vetted.refused ? 'refused' : 'failed', reason: vetted.reason };
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: 24 * 60 * 60, contentEncoding: 'aes128gcm' },
  );
  try {
    const status = await post(vetted.url, { headers: details.headers as Record<string, string>, body: details.body ?? null }, vetted.addresses, timeoutMs);
    if (status === 404 || status === 410) return { outcome: 'gone', status };
    return { outcome: status >= 200 && status < 300 ? 'delivered' : 'failed', status };
  } catch (error) {
    return { outcome: 'failed', reason: String((error as Error).message ?? error) };
  }
}
