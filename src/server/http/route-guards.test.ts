import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translators';
import { adminAndLearner } from '../../../tests/support/accounts';
import { api, createTestApp, type TestApp } from '../../../tests/support/test-app';

const englishWords = translatorFor('en');

// Guards follow the route that matched, not the raw URL: the router decodes `/%61pi/logout`
// to `/api/logout`, so the guards must see it as that route too (docs/decisions/112-guards-follow-the-matched-route.md).

let t: TestApp;
let adminCookie: string;
let learnerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ adminCookie, learnerCookie } = await adminAndLearner(t.database.db));
});
afterAll(() => t.close());

describe('an encoded /api/ prefix', () => {
  it('reaches the same route (so the guards must apply to it)', async () => {
    const response = await api(t.app, 'GET', '/%61pi/user', { cookie: learnerCookie });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a cross-site POST /%61pi/logout is refused and the session lives on', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/%61pi/logout',
        headers: { cookie: learnerCookie, 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: englishWords('server.http.crossSite') });
    }
    expect((await api(t.app, 'GET', '/api/user', { cookie: learnerCookie })).statusCode).toBe(200);
  });

  it('a form-encoded POST /%61pi/feedback is 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/feedback',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hi',
    });
    expect(response.statusCode).toBe(415);
  });

  it('POST /%61pi/feedback with a NUL byte is a 400 naming the field, not a 500', async () => {
    const response = await api(t.app, 'POST', '/%61pi/feedback', {
      body: { feedbackType: 'general', subject: 'Hi', message: 'a\u0000b' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/"message"/);
  });

  it('a key with a NUL byte, deep in the body, is a 400 naming its path', async () => {
    const response = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: learnerCookie,
      body: { levelId: 'birthday-1', program: { version: 1, body: [{ id: 'a', op: 'forward', 'x\u0000': 1 }] } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('"program.body.0.x\u0000"');
  });

  it('a learner gets 403 from /%61pi/admin/users, an admin gets the list', async () => {
    expect((await api(t.app, 'GET', '/%61pi/admin/users', { cookie: learnerCookie })).statusCode).toBe(403);
    expect((await api(t.app, 'GET', '/%61pi/admin/users', { cookie: adminCookie })).statusCode).toBe(200);
  });
});

describe('Cache-Control: no-store on every API answer', () => {
  const cases: Array<[string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>]> = [
    ['GET /api/progress', () => api(t.app, 'GET', '/api/progress', { cookie: learnerCookie })],
    ['GET /api/progress signed out (401)', () => api(t.app, 'GET', '/api/progress')],
    ['GET /api/feedback as admin', () => api(t.app, 'GET', '/api/feedback', { cookie: adminCookie })],
    ['GET /api/admin/users as admin', () => api(t.app, 'GET', '/api/admin/users', { cookie: adminCookie })],
    ['GET /api/admin/users as a learner (403)', () => api(t.app, 'GET', '/api/admin/users', { cookie: learnerCookie })],
    ['POST /api/feedback', () => api(t.app, 'POST', '/api/feedback', { body: { feedbackType: 'general', subject: 'Hi', message: 'Nice' } })],
    ['POST /api/feedback bad input (400)', () => api(t.app, 'POST', '/api/feedback', { body: { subject: 1 } })],
    ['GET /api/health', () => api(t.app, 'GET', '/api/health')],
    ['GET /api/config', () => api(t.app, 'GET', '/api/config')],
    ['an unknown API path (404)', () => api(t.app, 'GET', '/api/no-such-thing')],
    ['an encoded prefix', () => api(t.app, 'GET', '/%61pi/progress', { cookie: learnerCookie })],
  ];
  for (const [label, send] of cases) {
    it(label, async () => {
      const response = await send();
      expect(response.statusCode).toBeLessThan(500);
      expect(String(response.headers['cache-control'])).toMatch(/(^|,\s*)no-store(\s*,|$)/);
    });
  }
});
