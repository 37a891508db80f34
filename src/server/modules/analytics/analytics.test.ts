import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminAndLearner } from '../../../../tests/support/accounts';
import { makeUser } from '../../../../tests/support/factories';
import { analyticsDaily } from '../../db/schema/index';
import { ANALYTICS_RATE } from './analytics-routes';

let t: TestApp;
let adminCookie: string;
let learnerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ adminCookie, learnerCookie } = await adminAndLearner(t.database.db));
});
afterAll(() => t.close());

const post = (body: unknown, headers: Record<string, string> = {}) => api(t.app, 'POST', '/api/analytics/events', { body, headers });

describe('POST /api/analytics/events', () => {
  it('counts events per day, name and category, from guests and users alike', async () => {
    const first = await post({
      events: [
        { name: 'feedback_button_clicked', category: 'engagement' },
        { name: 'feedback_button_clicked', category: 'Engagement' },
        { name: 'lesson_completion', category: 'loops' },
        { name: 'feedback_submitted' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 4 });
    const second = await api(t.app, 'POST', '/api/analytics/events', { cookie: learnerCookie, body: { events: [{ name: 'feedback_submitted' }, { name: 'lesson_completion', category: 'loops' }] } });
    expect(second.statusCode).toBe(200);

    const report = (await api(t.app, 'GET', '/api/admin/analytics?days=30', { cookie: adminCookie })).json();
    expect(report.days).toBe(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.daily).toEqual(
      expect.arrayContaining([
        { day: today, name: 'feedback_button_clicked', category: 'engagement', count: 2 },
        { day: today, name: 'lesson_completion', category: 'loops', count: 2 },
        { day: today, name: 'feedback_submitted', category: '', count: 2 },
      ]),
    );
    expect(report.totals[0]).toMatchObject({ count: 2 });
  });

  it('stores no personal data: only day, name, category and count', async () => {
    const rows = await t.database.db.select().from(analyticsDaily);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['category', 'count', 'day', 'name']);
  });

  it('accepts only the listed event names (docs/product.md#analytics), at most 50 per batch, short categories', async () => {
    for (const body of [
      { events: [{ name: 'page_view' }] },
      { events: [] },
      { events: Array.from({ length: 51 }, () => ({ name: 'login' })) },
      { events: [{ name: 'login', category: 'x'.repeat(41) }] },
      { events: [{ name: 'login', category: 'kid@example.com' }] },
      {},
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await post({ events: Array.from({ length: 50 }, () => ({ name: 'login' })) })).statusCode).toBe(200);
  });

  it('older days are left out of a shorter report', async () => {
    await t.database.db.insert(analyticsDaily).values({ day: '2020-01-01', name: 'login', category: '', count: 99 });
    const report = (await api(t.app, 'GET', '/api/admin/analytics?days=7', { cookie: adminCookie })).json();
    expect(report.daily.some((d: { day: string }) => d.day === '2020-01-01')).toBe(false);
    expect((await api(t.app, 'GET', '/api/admin/analytics?days=0', { cookie: adminCookie })).statusCode).toBe(400);
  });

  it('limits each IP generously (DB-backed), answering 429 with Retry-After', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    // Use up the window quickly by pre-filling the counter, then one more request.
    const { rateLimitRepository } = await import('../rate-limit/rate-limit-repository');
    const limiter = rateLimitRepository(t.database.db);
    for (let i = 0; i < ANALYTICS_RATE.limit; i++) await limiter.hit('analytics:203.0.113.9', ANALYTICS_RATE.limit, ANALYTICS_RATE.windowMs);
    const refused = await post({ events: [{ name: 'login' }] }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is unaffected.
    expect((await post({ events: [{ name: 'login' }] }, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(200);
  }, 60_000);
});

describe('sign-ups and sign-ins are counted by the server (docs/decisions/143-the-server-counts-sign-ups-and-sign-ins.md)', () => {
  const counts = async () => {
    const report = (await api(t.app, 'GET', '/api/admin/analytics?days=1', { cookie: adminCookie })).json() as {
      totals: { name: string; category: string; count: number }[];
    };
    const of = (name: string) => report.totals.find((row) => row.name === name && row.category === '')?.count ?? 0;
    return { signUps: of('sign_up'), signIns: of('login') };
  };

  it('two sign-ups and two sign-ins through the real routes show as 2 and 2', async () => {
    const before = await counts();
    const people = [makeUser(), makeUser()];
    for (const person of people) {
      const registered = await api(t.app, 'POST', '/api/register', { body: person.payload });
      expect(registered.statusCode, registered.body).toBe(201);
    }
    for (const person of people) {
      const login = await api(t.app, 'POST', '/api/login', { body: { email: person.email, password: person.password } });
      expect(login.statusCode, login.body).toBe(200);
    }
    expect(await counts()).toEqual({ signUps: before.signUps + 2, signIns: before.signIns + 2 });
  });

  it('a failed sign-up or sign-in counts nothing', async () => {
    const person = makeUser();
    expect((await api(t.app, 'POST', '/api/register', { body: person.payload })).statusCode).toBe(201);
    const before = await counts();
    expect((await api(t.app, 'POST', '/api/register', { body: person.payload })).statusCode).toBe(409);
    expect((await api(t.app, 'POST', '/api/login', { body: { email: person.email, password: 'wrong-password-1' } })).statusCode).toBe(401);
    expect((await api(t.app, 'POST', '/api/register', { body: { ...person.payload, email: 'not-an-email' } })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('the same events sent by a browser are accepted but not counted again (older apps still send them)', async () => {
    const before = await counts();
    const response = await post({ events: [{ name: 'sign_up' }, { name: 'login' }, { name: 'feedback_submitted' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 1 });
    expect(await counts()).toEqual(before);
  });
});
