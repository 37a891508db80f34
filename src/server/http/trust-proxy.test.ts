import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { makeUser } from '../../../tests/support/factories';
import { rateLimits } from '../db/schema/index';

// Without TRUST_PROXY a client cannot choose its own address: X-Forwarded-For is ignored, so a
// new forged address per try does not get around the login limit.
describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For unless the server is told it sits behind a proxy', async () => {
    const user = makeUser();
    expect((await api(t.app, 'POST', '/api/register', { body: user.payload })).statusCode).toBe(201);
    const wrong = (i: number) =>
      api(t.app, 'POST', '/api/login', {
        body: { email: user.email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < 10; i++) expect((await wrong(i)).statusCode).toBe(401);
    expect((await wrong(99)).statusCode).toBe(429);
  });
});

// Behind a load balancer (docs/decisions/378-trust-proxy-names-the-balancers.md): only a request
// that comes from one of its addresses has its X-Forwarded-For read; anyone else's header is their
// own words, and their socket's address is what the limits count.
describe('TRUST_PROXY=10.0.0.5,10.1.0.0/16', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5,10.1.0.0/16' } });
  });
  afterAll(() => t.close());

  /** The address a class-code lookup was counted for (an unknown code spends its budget). */
  const ipSeen = async (remoteAddress: string, forwarded: string) => {
    const db = t.database.db;
    await db.delete(rateLimits);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/join/ZZZZZZ',
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
    });
    expect(response.statusCode, response.body).toBe(404);
    const rows = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows).toHaveLength(1);
    return rows[0]!.key.replace('join-lookup-unknown:', '');
  };

  it('reads the client address a trusted balancer forwards', async () => {
    expect(await ipSeen('10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('10.1.200.3', '203.0.113.8')).toBe('203.0.113.8');
  });

  it('takes the address the balancer saw, not what the client wrote before it', async () => {
    expect(await ipSeen('10.0.0.5', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores the header from any other address', async () => {
    expect(await ipSeen('203.0.113.50', '198.51.100.2')).toBe('203.0.113.50');
    expect(await ipSeen('10.0.0.6', '198.51.100.3')).toBe('10.0.0.6');
  });
});
