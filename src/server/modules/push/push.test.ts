import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminAndLearner } from '../../../../tests/support/accounts';
import { buildApp } from '../../app';
import { appSettings, pushSubscriptions } from '../../db/schema/index';
import { REMINDER_DEFAULT_DELAY_MS } from '../../../domain/constants';
import { createReminderScheduler } from './reminder-scheduler';
import { loadVapidKeys } from './vapid';

// web-push's own dependency: the RFC 8188 reference implementation, used here to decrypt.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

type Received = { url: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service stand-in on loopback: records each request, answers with `status`. */
async function startPushReceiver() {
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    received,
    answer: (code: number) => {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser's PushManager hands out: an endpoint plus the receiver's keys. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

let t: TestApp;
let learnerCookie: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ learnerCookie } = await adminAndLearner(t.database.db));
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

// No lookups leave this machine in tests: every name fails to resolve (fail closed).
const noLookups = async (hostname: string): Promise<never> => {
  throw new Error(`no DNS in tests (${hostname})`);
};
const scheduler = () =>
  createReminderScheduler({
    db: t.database.db,
    log: t.app.log,
    vapid: () => loadVapidKeys(t.env, t.database.db),
    endpointPolicy: { allowLoopbackHttp: true, resolve: noLookups },
  });
const makeDue = (endpoint: string) =>
  t.database.db.update(pushSubscriptions).set({ nextReminderAt: new Date(Date.now() - 1000) }).where(eq(pushSubscriptions.endpoint, endpoint));

describe('VAPID keys', () => {
  it('are generated once, stored, and shared by every app server on the database', async () => {
    const first = (await api(t.app, 'GET', '/api/push/public-key')).json().publicKey;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const other = await buildApp({ env: t.env, database: t.database, webRoot: '/nonexistent' });
    try {
      expect((await api(other, 'GET', '/api/push/public-key')).json().publicKey).toBe(first);
    } finally {
      await other.close();
    }
    const rows = await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/push/subscribe', () => {
  it('needs a signed-in user', async () => {
    const { subscription } = browserSubscription(`${receiver.origin}/push/guest`);
    expect((await api(t.app, 'POST', '/api/push/subscribe', { body: { subscription } })).statusCode).toBe(401);
  });

  it('refuses non-https endpoints (loopback http only in tests) and malformed keys', async () => {
    const good = browserSubscription(`${receiver.origin}/push/x`).subscription;
    for (const subscription of [
      { ...good, endpoint: 'http://push.example.com/abc' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, keys: { ...good.keys, p256dh: 'abc' } },
      { ...good, keys: { ...good.keys, auth: randomBytes(8).toString('base64url') } },
    ]) {
      const response = await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
      expect(response.statusCode, JSON.stringify(subscription.endpoint)).toBe(400);
    }
    const tooSoon = await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription: good, delayMs: 5 } });
    expect(tooSoon.statusCode).toBe(400);
    const https = browserSubscription('https://push.example.com/send/abc').subscription;
    expect((await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription: https } })).statusCode).toBe(201);
    await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: learnerCookie, body: { endpoint: https.endpoint } });
  });

  it('outside the test environment even loopback http is refused', async () => {
    const production = await buildApp({ env: { ...t.env, NODE_ENV: 'production' }, database: t.database, webRoot: '/nonexistent' });
    try {
      const { subscription } = browserSubscription(`${receiver.origin}/push/prod`);
      const response = await api(production, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/https/);
    } finally {
      await production.close();
    }
  });

  it('schedules the first reminder after the default delay (24 h)', async () => {
    const { subscription } = browserSubscription(`${receiver.origin}/push/default`);
    const response = await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
    expect(response.statusCode).toBe(201);
    const due = Date.parse(response.json().nextReminderAt);
    expect(Math.abs(due - (Date.now() + REMINDER_DEFAULT_DELAY_MS))).toBeLessThan(60_000);
    await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: learnerCookie, body: { endpoint: subscription.endpoint } });
  });
});

describe('the reminder scheduler', () => {
  it('sends an encrypted (aes128gcm), VAPID-signed reminder the browser can decrypt, then waits a delay', async () => {
    const { ecdh, auth, subscription } = browserSubscription(`${receiver.origin}/push/kid-1`);
    await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription, delayMs: 60 * 60 * 1000 } });
    expect(await scheduler().runOnce()).toBe(0); // not due yet
    await makeDue(subscription.endpoint);
    receiver.received.length = 0;
    expect(await scheduler().runOnce()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    expect(request.url).toBe('/push/kid-1');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'));
    expect(payload).toMatchObject({ title: 'Time to code with Ada!', tag: 'ada-reminder', icon: '/icon-192.png' });
    expect(payload.body).toBeTruthy();

    // Authorization: vapid t=<ES256 JWT for this push service's origin>, k=<our public key>.
    const authorization = String(request.headers.authorization);
    const [, jwt, key] = authorization.match(/^vapid t=([^,]+), k=(.+)$/) ?? [];
    const publicKey = (await api(t.app, 'GET', '/api/push/public-key')).json().publicKey;
    expect(key).toBe(publicKey);
    const [header, claims, signature] = jwt!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ aud: receiver.origin, sub: t.env.VAPID_SUBJECT });
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
    const signedOk = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
    expect(signedOk).toBe(true);

    // Rescheduled one delay later: nothing more now.
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row!.nextReminderAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(await scheduler().runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    // An account has at most 5 subscriptions: leave room for the next tests.
    await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: learnerCookie, body: { endpoint: subscription.endpoint } });
  });

  it('two schedulers at once send each due reminder once', async () => {
    const subs = [1, 2, 3, 4, 5].map((i) => browserSubscription(`${receiver.origin}/push/many-${i}`).subscription);
    for (const subscription of subs) {
      await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
      await makeDue(subscription.endpoint);
    }
    receiver.received.length = 0;
    const [a, b] = await Promise.all([scheduler().runOnce(), scheduler().runOnce()]);
    expect(a + b).toBe(5);
    expect(receiver.received.map((r) => r.url).sort()).toEqual(subs.map((s) => new URL(s.endpoint).pathname).sort());
    for (const subscription of subs) await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: learnerCookie, body: { endpoint: subscription.endpoint } });
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { subscription } = browserSubscription(`${receiver.origin}/push/gone`);
    await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
    await makeDue(subscription.endpoint);
    receiver.answer(410);
    try {
      expect(await scheduler().runOnce()).toBe(1);
    } finally {
      receiver.answer(201);
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });
});

describe('POST /api/push/unsubscribe', () => {
  it("removes the user's own subscription only", async () => {
    const { subscription } = browserSubscription(`${receiver.origin}/push/mine`);
    await api(t.app, 'POST', '/api/push/subscribe', { cookie: learnerCookie, body: { subscription } });
    const { adminCookie: otherCookie } = await adminAndLearner(t.database.db);
    const notYours = await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: otherCookie, body: { endpoint: subscription.endpoint } });
    expect(notYours.json()).toEqual({ unsubscribed: false });
    const mine = await api(t.app, 'POST', '/api/push/unsubscribe', { cookie: learnerCookie, body: { endpoint: subscription.endpoint } });
    expect(mine.json()).toEqual({ unsubscribed: true });
    expect((await api(t.app, 'POST', '/api/push/unsubscribe', { body: { endpoint: subscription.endpoint } })).statusCode).toBe(401);
  });
});
