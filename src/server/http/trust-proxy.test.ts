import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { makeUser } from '../../../tests/support/factories';

// Without TRUST_PROXY a client cannot choose its own address: X-Forwarded-For is ignored, so a
// new forged address per try does not get around the login limit.
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
