import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { rateLimits } from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';
import { resetRepository, RESET_TOKEN_TTL_MS } from './reset-repository';
import { RESET_CHECK_LIMIT } from './reset-routes';

const englishWords = translatorFor('en');

// docs/decisions/127-reset-link-checked-on-open.md: the reset page asks whether its link is still
// good, without using it up.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every request here comes from one address: each test starts with a fresh allowance.
beforeEach(async () => {
  await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'reset-check:%'));
});

const check = (token: unknown) =>
  api(t.app, 'POST', '/api/reset-password/check', { body: { token } });
const reset = (token: string) =>
  api(t.app, 'POST', '/api/password-reset', { body: { token, newPassword: 'brand-new-1' } });
const newLink = async (now?: Date) => {
  const { id } = await signedInUser(t.database);
  return (await resetRepository(t.database.db).create(id, now)).token;
};

describe('POST /api/reset-password/check', () => {
  it('says a fresh link is good and does not use it up', async () => {
    const token = await newLink();
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true });
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('says a used link was used (410)', async () => {
    const token = await newLink();
    expect((await reset(token)).statusCode).toBe(200);
    const res = await check(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: englishWords('server.auth.resetUsed') });
  });

  it('says an expired link is too old (410)', async () => {
    const token = await newLink(new Date(Date.now() - RESET_TOKEN_TTL_MS - 1000));
    const res = await check(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: englishWords('server.auth.resetExpired') });
  });

  it('refuses an unknown or malformed token with a 400 naming the problem', async () => {
    const unknown = await check('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: englishWords('server.auth.resetInvalid') });
    for (const token of ['', 'x'.repeat(129), 42, undefined]) {
      const res = await check(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/token|reset link/i);
    }
  });

  it('allows 20 checks per 15 minutes per address, counted atomically', async () => {
    const token = await newLink();
    const answers = await Promise.all(
      Array.from({ length: RESET_CHECK_LIMIT.max + 5 }, () => check(token)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(RESET_CHECK_LIMIT.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({ message: englishWords('server.auth.tooManyResetChecks') });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The link itself still works.
    expect((await reset(token)).statusCode).toBe(200);
  });
});
