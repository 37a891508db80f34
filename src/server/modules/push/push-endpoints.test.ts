import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { pushSubscriptions } from '../../db/schema/index';
import { endpointFormProblem, isPublicAddress, vetEndpoint, type Resolver } from './endpoint-policy';
import { PUSH_SUBSCRIBE_LIMIT, PUSH_SUBSCRIPTIONS_MAX } from './push-routes';
import { createReminderScheduler } from './reminder-scheduler';
import { loadVapidKeys } from './vapid';

// Push endpoints cannot point inside (docs/decisions/114-push-endpoints-public-only.md). Nothing
// here sends traffic beyond loopback: names resolve only through the resolvers given below.

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const subscriptionTo = (endpoint: string) => ({ endpoint, keys: keys() });

let t: TestApp;
let listener: Server;
let listenerPort: number;
let connections = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Counts every connection that reaches it: a refused endpoint must never get one.
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerPort = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

async function learner() {
  const user = await insertUser(t.database.db);
  return { user, cookie: await signIn(t.database.db, user) };
}
const subscribe = (cookie: string, endpoint: string) =>
  api(t.app, 'POST', '/api/push/subscribe', { cookie, body: { subscription: subscriptionTo(endpoint) } });

describe('POST /api/push/subscribe takes only https on a public host name', () => {
  const refused = [
    'https://127.0.0.1/push/x',
    'https://127.0.0.1:8443/push/x',
    'https://2130706433/push/x', // 127.0.0.1 as one decimal number
    'https://0x7f000001/push/x', // ... in hex
    'https://0177.0.0.1/push/x', // ... in octal
    'https://127.1/push/x',
    'https://[::1]/push/x',
    'https://[::ffff:127.0.0.1]/push/x',
    'https://[::ffff:7f00:1]/push/x',
    'https://[fd00::1]/push/x',
    'https://[fe80::1]/push/x',
    'https://10.0.0.7/push/x',
    'https://172.16.5.4/push/x',
    'https://192.168.1.1/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push/x',
    'https://224.0.0.1/push/x',
    'https://8.8.8.8/push/x', // even a public address: a name is required
    'https://localhost/push/x',
    'https://LOCALHOST./push/x',
    'https://push.localhost/push/x',
    'https://intranet/push/x',
    'https://printer.local/push/x',
    'https://db.internal/push/x',
    'https://router.home.arpa/push/x',
    'https://push.example.com:8443/push/x',
    'https://user:secret@push.example.com/push/x',
    'http://push.example.com/push/x',
    'ftp://push.example.com/push/x',
  ];
  it.each(refused)('refuses %s with 400', async (endpoint) => {
    const { cookie } = await learner();
    const response = await subscribe(cookie, endpoint);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/https endpoint on a public host name/);
  });

  it.each(['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGz'])(
    'accepts %s (a real push service)',
    async (endpoint) => {
      const { cookie } = await learner();
      expect((await subscribe(cookie, endpoint)).statusCode).toBe(201);
    },
  );
});

describe('subscriptions per account', () => {
  it(`at most ${PUSH_SUBSCRIPTIONS_MAX}; the next is 409; subscribing one again is not a new one`, async () => {
    const { user, cookie } = await learner();
    const endpoints = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX }, (_, i) => `https://fcm.googleapis.com/fcm/send/${user.id}-${i}`);
    for (const endpoint of endpoints) expect((await subscribe(cookie, endpoint)).statusCode).toBe(201);
    const sixth = await subscribe(cookie, `https://fcm.googleapis.com/fcm/send/${user.id}-extra`);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toMatch(/already on for 5 devices/);
    expect((await subscribe(cookie, endpoints[2]!)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
  });

  it('subscriptions sent at once cannot pass the limit together', async () => {
    const { user, cookie } = await learner();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => subscribe(cookie, `https://fcm.googleapis.com/fcm/send/${user.id}-at-once-${i}`)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(12 - PUSH_SUBSCRIPTIONS_MAX);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
  });

  it(`subscribing is rate-limited (${PUSH_SUBSCRIBE_LIMIT.max} an hour per account)`, async () => {
    const { user, cookie } = await learner();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${user.id}-again`;
    for (let i = 0; i < PUSH_SUBSCRIBE_LIMIT.max; i++) expect((await subscribe(cookie, endpoint)).statusCode).toBe(201);
    const limited = await subscribe(cookie, endpoint);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('addresses', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
    '0.0.0.0', '224.0.0.251', '255.255.255.255', '192.0.2.1', '198.18.0.1',
    '::1', '::', 'fd12::1', 'fc00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:8.8.8.8',
    '64:ff9b::a00:1', '2002:7f00:1::1', '2001::1', '2001:db8::1', 'not-an-address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.74.106', '100.128.0.1', '172.32.0.1', '2a00:1450:4001:82b::200a', '2606:4700::6810:84e5'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checked again at send time, after resolving the name', () => {
  const resolving =
    (table: Record<string, string[]>): Resolver =>
    async (hostname) => {
      const addresses = table[hostname];
      if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const policy = (resolve: Resolver) => ({ allowLoopbackHttp: false, resolve });

  it('refuses a name if any of its addresses is inside, and fails closed when the lookup fails', async () => {
    const resolve = resolving({
      'push.example.com': ['142.250.74.106', '10.0.0.5'],
      'v6.example.com': ['2a00:1450:4001:82b::200a', '::ffff:127.0.0.1'],
      'ok.example.com': ['142.250.74.106', '2a00:1450:4001:82b::200a'],
      'empty.example.com': [],
    });
    expect(await vetEndpoint('https://push.example.com/x', policy(resolve))).toMatchObject({ ok: false, refused: true });
    expect(await vetEndpoint('https://v6.example.com/x', policy(resolve))).toMatchObject({ ok: false, refused: true });
    expect(await vetEndpoint('https://ok.example.com/x', policy(resolve))).toMatchObject({ ok: true });
    expect(await vetEndpoint('https://empty.example.com/x', policy(resolve))).toMatchObject({ ok: false, refused: false });
    expect(await vetEndpoint('https://unknown.example.com/x', policy(resolve))).toMatchObject({ ok: false, refused: false });
    expect(await vetEndpoint('https://127.0.0.1/x', policy(resolve))).toMatchObject({ ok: false, refused: true });
    expect(endpointFormProblem('http://127.0.0.1:9/x', true)).toBeNull();
    expect(endpointFormProblem('http://127.0.0.1:9/x', false)).not.toBeNull();
  });

  it('the scheduler never connects to an endpoint stored before the rules (or one that resolves inside), and drops it', async () => {
    const { user } = await learner();
    const stored = [
      `https://127.0.0.1:${listenerPort}/push/old`,
      `http://127.0.0.1:${listenerPort}/push/plain`,
      `https://push-inside.example.com:${listenerPort}/push/rebound`,
      `https://push-inside.example.com/push/rebound-443`,
    ];
    for (const endpoint of stored) {
      await t.database.db.insert(pushSubscriptions).values({
        userId: user.id,
        endpoint,
        ...keys(),
        delayMs: 60_000,
        nextReminderAt: new Date(Date.now() - 1000),
      });
    }
    connections = 0;
    const resolve = resolving({ 'push-inside.example.com': ['127.0.0.1'] });
    const scheduler = createReminderScheduler({
      db: t.database.db,
      log: t.app.log,
      vapid: () => loadVapidKeys(t.env, t.database.db),
      endpointPolicy: policy(resolve),
    });
    expect(await scheduler.runOnce()).toBe(stored.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections, 'a refused endpoint got a connection').toBe(0);
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([]);
  });
});
