import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminAndLearner } from '../../../../tests/support/accounts';

// docs/product.md#admin: the server enforces the admin role on every admin read and write.
let t: TestApp;
let adminCookie: string;
let learnerCookie: string;
let learnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await adminAndLearner(t.database.db);
  adminCookie = accounts.adminCookie;
  learnerCookie = accounts.learnerCookie;
  learnerId = accounts.learner.id;
});
afterAll(() => t.close());

const endpoints = (): { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown; ok: number }[] => [
  { method: 'GET', url: '/api/feedback', ok: 200 },
  { method: 'GET', url: '/api/feedback?status=open&limit=5', ok: 200 },
  // No feedback with that id: an admin gets 404, everyone else is stopped before that.
  { method: 'PATCH', url: '/api/feedback/999999', body: { resolved: true }, ok: 404 },
  { method: 'GET', url: '/api/admin/users', ok: 200 },
  { method: 'GET', url: '/api/admin/users?search=sam&limit=10', ok: 200 },
  { method: 'GET', url: '/api/admin/active-recipients', ok: 200 },
  { method: 'GET', url: '/api/admin/mail-batches', ok: 200 },
  { method: 'GET', url: '/api/admin/analytics?days=7', ok: 200 },
  { method: 'POST', url: '/api/admin/send-user-email', body: { userId: learnerId, subject: 'Hi', message: 'Hello' }, ok: 200 },
  { method: 'POST', url: '/api/admin/send-bulk-email', body: { audience: 'active', subject: 'Hi', message: 'Hello all' }, ok: 200 },
];

describe('admin endpoints', () => {
  it('answer 401 to a guest', async () => {
    for (const e of endpoints()) {
      const response = await api(t.app, e.method, e.url, { body: e.body });
      expect(response.statusCode, `${e.method} ${e.url}`).toBe(401);
      expect(response.json().message).toBe('Please sign in first.');
    }
  });

  it('answer 403 to a learner', async () => {
    for (const e of endpoints()) {
      const response = await api(t.app, e.method, e.url, { body: e.body, cookie: learnerCookie });
      expect(response.statusCode, `${e.method} ${e.url}`).toBe(403);
      expect(response.json().message).toBe('You are not allowed to do that.');
    }
  });

  it('answer an admin', async () => {
    for (const e of endpoints()) {
      const response = await api(t.app, e.method, e.url, { body: e.body, cookie: adminCookie });
      expect(response.statusCode, `${e.method} ${e.url}: ${response.body}`).toBe(e.ok);
    }
  });

  it('nothing was queued by the refused requests', async () => {
    const batches = (await api(t.app, 'GET', '/api/admin/mail-batches', { cookie: adminCookie })).json();
    // Only the admin's own bulk send above made a batch.
    expect(batches).toHaveLength(1);
  });
});
