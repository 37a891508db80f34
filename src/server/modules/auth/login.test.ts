import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { buildApp } from '../../app';

const englishWords = translatorFor('en');
import { translatorFor } from '../../i18n/translators';
import { LOGIN_LIMIT } from './login-limits';

let t: TestApp;
let second: FastifyInstance; // another app server over the SAME database
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ env: t.env, database: t.database, webRoot: '/nonexistent' });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function registered() {
  const user = makeUser();
  const response = await api(t.app, 'POST', '/api/register', { body: user.payload });
  expect(response.statusCode).toBe(201);
  return user;
}

const login = (app: FastifyInstance, email: string, password: string, ip = '203.0.113.7') =>
  api(app, 'POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('failed sign-in', () => {
  it('answers a wrong password and an unknown email with the same 401 body', async () => {
    const user = await registered();
    const wrongPassword = await login(t.app, user.email, 'not-the-password');
    const unknownEmail = await login(t.app, `nobody.${Date.now()}@example.com`, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({ message: englishWords('server.auth.wrongLogin') });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });

  it('takes about as long for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const user = await registered();
    // Each sample from its own address, so the sign-in limit (10 failures per email and IP)
    // leaves room for enough samples that a busy machine's noise evens out.
    const time = async (email: string, i: number) => {
      const start = performance.now();
      const response = await login(t.app, email, 'wrong-password', `198.51.100.${i + 1}`);
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 21; i++) {
      known.push(await time(user.email, i));
      unknown.push(await time(`ghost.${i}.${Date.now()}@example.com`, i));
    }
    // Without the dummy hash an unknown email answers in ~1 ms against ~20 ms for a real check.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.55);
    expect(ratio).toBeLessThan(1.8);
  });
});

describe('sign-in rate limit (docs/product.md#rate-limits: 10 failures per 15 min per email + IP)', () => {
  it('allows 10 failures, then answers 429 with Retry-After even for the right password, across two app servers', async () => {
    const user = await registered();
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      // Alternate servers: the counter lives in the shared database.
      const response = await login(i % 2 === 0 ? t.app : second, user.email, `wrong-${i}`);
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of [t.app, second]) {
      const blocked = await login(app, user.email, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: englishWords('server.auth.tooManyLogins') });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.headers['set-cookie']).toBeUndefined();
    }
    // Another IP address (another family's computer) is not locked out by this one.
    expect((await login(second, user.email, user.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('limits unknown emails the same way, so the limit reveals nothing', async () => {
    const email = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i < LOGIN_LIMIT.max; i++)
      expect((await login(t.app, email, 'x')).statusCode).toBe(401);
    expect((await login(second, email, 'x')).statusCode).toBe(429);
  });

  it('counts only failures: a successful sign-in starts the count again', async () => {
    const user = await registered();
    for (let i = 0; i < LOGIN_LIMIT.max - 1; i++) await login(t.app, user.email, 'wrong');
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      expect(
        (await login(second, user.email, 'wrong')).statusCode,
        `failure ${i + 1} after success`,
      ).toBe(401);
    }
    expect((await login(t.app, user.email, user.password)).statusCode).toBe(429);
  });
});
