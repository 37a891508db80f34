import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminAndLearner } from '../../../../tests/support/accounts';
import { feedback } from '../../db/schema/index';
import { adminFeedbackRepository } from './admin-feedback-repository';

let t: TestApp;
let adminCookie: string;
let learnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await adminAndLearner(t.database.db);
  adminCookie = accounts.adminCookie;
  learnerId = accounts.learner.id;
});
afterAll(() => t.close());

const list = (query = '') => api(t.app, 'GET', `/api/feedback${query}`, { cookie: adminCookie });

describe('GET /api/feedback', () => {
  it('returns an empty page when there is no feedback', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('returns the listed feedback fields in camelCase, newest first, paged by keyset', async () => {
    await t.database.db.insert(feedback).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: i === 0 ? learnerId : null,
        email: i === 0 ? 'kid@example.com' : null,
        rating: i % 5 === 0 ? null : (i % 5) + 1,
        feedbackType: 'user_testing',
        subject: 'User Testing Feedback',
        message: `message ${i} <script>alert(1)</script>`,
        pageUrl: '/learn',
        userAgent: 'test',
        resolved: i % 2 === 1,
      })),
    );
    const first = await list('?limit=3');
    const body = first.json();
    expect(body.total).toBe(7);
    expect(body.items).toHaveLength(3);
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['adminNotes', 'email', 'feedbackType', 'id', 'message', 'pageUrl', 'rating', 'resolved', 'subject', 'submittedAt', 'userId'].sort(),
    );
    expect(body.items[0].message).toBe('message 6 <script>alert(1)</script>');
    expect(new Date(body.items[0].submittedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const ids: number[] = body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const seen = [...ids];
    let cursor = body.nextCursor;
    while (cursor) {
      const page = (await list(`?limit=3&before=${cursor}`)).json();
      seen.push(...page.items.map((i: { id: number }) => i.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('filters open and resolved', async () => {
    const open = (await list('?status=open')).json();
    const resolved = (await list('?status=resolved')).json();
    expect(open.total).toBe(4);
    expect(resolved.total).toBe(3);
    expect(open.items.every((i: { resolved: boolean }) => !i.resolved)).toBe(true);
    expect(resolved.items.every((i: { resolved: boolean }) => i.resolved)).toBe(true);
  });

  it('refuses bad query values with a clear 400', async () => {
    for (const query of ['?status=maybe', '?limit=0', '?limit=101', '?before=abc']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/query field/);
    }
  });
});

describe('PATCH /api/feedback/:id', () => {
  it('resolves, reopens and annotates', async () => {
    const [item] = (await list('?status=open&limit=1')).json().items;
    const resolved = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { resolved: true } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ id: item.id, resolved: true, adminNotes: null });

    const noted = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { adminNotes: '  Fixed the loops quiz.  ' } });
    expect(noted.json()).toMatchObject({ resolved: true, adminNotes: 'Fixed the loops quiz.' });

    const reopened = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { resolved: false, adminNotes: '' } });
    expect(reopened.json()).toMatchObject({ resolved: false, adminNotes: null });
    expect((await list('?status=open')).json().total).toBe(4);
  });

  it('refuses an empty change, a wrong type and an overlong note', async () => {
    const [item] = (await list('?limit=1')).json().items;
    const empty = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { points: 5 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/resolved/);
    const wrongType = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { resolved: 'yes' } });
    expect(wrongType.statusCode).toBe(400);
    const long = await api(t.app, 'PATCH', `/api/feedback/${item.id}`, { cookie: adminCookie, body: { adminNotes: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
    const badId = await api(t.app, 'PATCH', '/api/feedback/abc', { cookie: adminCookie, body: { resolved: true } });
    expect(badId.statusCode).toBe(400);
  });
});

describe('at 100,000 rows', () => {
  it('a page query stays fast (keyset on feedback_resolved_id_idx)', async () => {
    await t.database.db.execute(sql`
      insert into feedback (feedback_type, subject, message, rating, resolved, submitted_at)
      select 'user_testing', 'User Testing Feedback', 'bulk message ' || g, 1 + g % 5, g % 3 = 0, now() - (g || ' seconds')::interval
      from generate_series(1, 100000) g`);
    await t.database.db.execute(sql`analyze feedback`);

    const timings: Record<string, number> = {};
    const time = async (label: string, query: string) => {
      await list(query); // warm
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        const response = await list(query);
        runs.push(performance.now() - start);
        expect(response.statusCode).toBe(200);
      }
      timings[label] = Math.min(...runs);
      return (await list(query)).json();
    };
    const firstPage = await time('all, first page', '?limit=50');
    expect(firstPage.total).toBe(100_007);
    await time('all, deep page', `?limit=50&before=${firstPage.items[0].id - 90_000}`);
    const open = await time('open, first page', '?status=open&limit=50');
    await time('open, deep page', `?status=open&limit=50&before=${open.items[0].id - 80_000}`);
    await time('resolved, first page', '?status=resolved&limit=50');
    console.info(`feedback list at 100k rows (${t.database.kind}, ms, best of 5, page + count):`, timings);
    for (const [label, ms] of Object.entries(timings)) expect(ms, label).toBeLessThan(250);

    // The page query alone (what the index serves), through the repository the route uses.
    const repo = adminFeedbackRepository(t.database.db);
    const pageTimings: number[] = [];
    for (const before of [undefined, open.items[0].id - 80_000, 500]) {
      const start = performance.now();
      const page = await repo.page({ status: 'open', before, limit: 50 });
      pageTimings.push(performance.now() - start);
      expect(page.items.length).toBeGreaterThan(0);
    }
    console.info(`open page queries alone (first, deep, last), ms: ${pageTimings.map((ms) => ms.toFixed(1)).join(', ')}`);
    for (const ms of pageTimings) expect(ms).toBeLessThan(100);
  }, 120_000);
});
