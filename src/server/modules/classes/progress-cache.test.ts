import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import type { ChildrenProgressResponse } from '../../../domain/api/child-progress-api';
import { progress } from '../../db/schema/index';
import { classProgressCache, PROGRESS_CACHE_MS } from './progress-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const lessonsOf = (json: string) =>
  (JSON.parse(json) as ChildrenProgressResponse).children.map((c) => [c.nickname, c.lessons]);

describe('the class dashboard, built at most once a second per class', () => {
  it('shows a child’s new work once the second has passed, and builds once for requests at once', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    let now = 1_000_000;
    const cache = classProgressCache(db(), () => now);

    const first = cache.get(made.id);
    expect(cache.get(made.id), 'requests meanwhile wait for the same build').toBe(first);
    expect(lessonsOf((await first).json)).toEqual([['Bo', []]]);

    await db()
      .insert(progress)
      .values({ userId: made.students[0]!.id, moduleId: 'basics', lessonId: 'intro-to-coding' });
    now += PROGRESS_CACHE_MS - 1;
    expect(lessonsOf((await cache.get(made.id)).json), 'still the second-old answer').toEqual([
      ['Bo', []],
    ]);
    now += 1;
    const fresh = await cache.get(made.id);
    expect(lessonsOf(fresh.json)).toEqual([['Bo', ['intro-to-coding']]]);
    expect(gunzipSync(fresh.gzip).toString('utf8')).toBe(fresh.json);

    const kept = cache.get(made.id);
    cache.forget(made.id);
    expect(cache.get(made.id), 'forgotten: built again').not.toBe(kept);
  });

  it('answers gzip to a client that takes it and plain JSON otherwise, the same answer', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Amy']);
    const url = `/api/classes/${made.id}/progress`;
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'accept-encoding': 'br, gzip;q=0.8' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'accept-encoding': 'gzip;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json<ChildrenProgressResponse>().children.map((c) => c.nickname)).toEqual([
      'Amy',
      'Bo',
    ]);
  });

  it('shows the teacher’s own changes at once: a child added, renamed or removed', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const url = `/api/classes/${made.id}/progress`;
    const names = async () =>
      (await api(t.app, 'GET', url, { cookie }))
        .json<ChildrenProgressResponse>()
        .children.map((c) => c.nickname);
    expect(await names()).toEqual(['Bo']);
    await api(t.app, 'POST', `/api/classes/${made.id}/students`, {
      cookie,
      body: { nicknames: ['Amy'] },
    });
    expect(await names()).toEqual(['Amy', 'Bo']);
    await api(t.app, 'PATCH', `/api/classes/${made.id}/students/${made.students[0]!.id}`, {
      cookie,
      body: { nickname: 'Cy' },
    });
    expect(await names()).toEqual(['Amy', 'Cy']);
    await api(t.app, 'DELETE', `/api/classes/${made.id}/students/${made.students[0]!.id}`, {
      cookie,
    });
    expect(await names()).toEqual(['Amy']);
  });
});
