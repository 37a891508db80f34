import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { translatorFor } from '../../i18n/translators';
import { LOGIN_IP_LIMIT, LOGIN_LIMIT } from './login-limits';
import { RESET_IP_LIMIT } from './reset-routes';
import { resetRepository } from './reset-repository';
import { userRepository } from './repository';

const englishWords = translatorFor('en');

// Counts the real argon2 work the server does (the functions still run; they are only counted).
const work = vi.hoisted(() => ({ checks: 0, hashes: 0 }));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      work.checks++;
      return real.verifyPassword(hash, password);
    },
    burnPasswordCheck: (password: string) => {
      work.checks++;
      return real.burnPasswordCheck(password);
    },
    hashPassword: (password: string) => {
      work.hashes++;
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
/** A client address of its own for each test, so the tests' counters never meet. */
const freshIp = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function registered() {
  const user = makeUser();
  const response = await api(t.app, 'POST', '/api/register', { body: user.payload, headers: { 'x-forwarded-for': freshIp() } });
  expect(response.statusCode).toBe(201);
  return user;
}

const login = (email: string, password: string, ip: string) =>
  api(t.app, 'POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

describe('sign-in limits hold against parallel and spread guesses', () => {
  it('30 wrong passwords sent at once for one account get exactly 10 password checks; the rest 429', async () => {
    const user = await registered();
    const ip = freshIp();
    work.checks = 0;
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user.email, `wrong-${i}`, ip)));
    expect(statuses(responses)).toEqual({ 401: LOGIN_LIMIT.max, 429: 30 - LOGIN_LIMIT.max });
    expect(work.checks).toBe(LOGIN_LIMIT.max);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
  });

  it('50 failures from one address across many emails, then even a right password from there is 429', async () => {
    const user = await registered();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_IP_LIMIT.max; i++) {
      const response = await login(`guess.${i}.${Date.now()}@example.com`, 'wrong', ip);
      expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    }
    work.checks = 0;
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: englishWords('server.auth.tooManyLogins') });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(work.checks).toBe(0);
    // The account itself is not locked: its owner signs in from home.
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  it('parallel guesses across many emails from one address get at most 50 checks', async () => {
    const ip = freshIp();
    work.checks = 0;
    const responses = await Promise.all(
      Array.from({ length: 70 }, (_, i) => login(`spread.${i}.${Date.now()}@example.com`, 'wrong', ip)),
    );
    expect(statuses(responses)).toEqual({ 401: LOGIN_IP_LIMIT.max, 429: 70 - LOGIN_IP_LIMIT.max });
    expect(work.checks).toBe(LOGIN_IP_LIMIT.max);
  });

  it("a guesser's own good sign-in does not wipe the address's count of failures", async () => {
    const own = await registered();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_IP_LIMIT.max - 1; i++) await login(`other.${i}.${Date.now()}@example.com`, 'wrong', ip);
    expect((await login(own.email, own.password, ip)).statusCode).toBe(200);
    expect((await login(`last.${Date.now()}@example.com`, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(`after.${Date.now()}@example.com`, 'wrong', ip)).statusCode).toBe(429);
  });
});

describe('password reset limits', () => {
  const reset = (token: string, ip: string) =>
    api(t.app, 'POST', '/api/password-reset', { body: { token, newPassword: 'a-new-password' }, headers: { 'x-forwarded-for': ip } });

  it('a wrong token is refused before any password is hashed', async () => {
    work.hashes = 0;
    const response = await reset('A'.repeat(43), freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: englishWords('server.auth.resetInvalid') });
    expect(work.hashes).toBe(0);
  });

  it('20 resets per 15 minutes per address, then 429 even with a good token', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: RESET_IP_LIMIT.max }, (_, i) => reset(`${'B'.repeat(42)}${i % 10}`, ip)));
    expect(statuses(responses)).toEqual({ 400: RESET_IP_LIMIT.max });
    const user = await registered();
    const owner = await userRepository(t.database.db).findByEmail(user.email.toLowerCase());
    const { token } = await resetRepository(t.database.db).create(owner!.id);
    work.hashes = 0;
    const blocked = await reset(token, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(work.hashes).toBe(0);
    // From another address the same link still works, once.
    expect((await reset(token, freshIp())).statusCode).toBe(200);
    expect(work.hashes).toBe(1);
  });
});
