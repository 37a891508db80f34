// Time on task (docs/product.md#time-on-task, docs/decisions/270-time-on-task.md): recorded where a
// child's actions reach the server, by the server's clock (a scripted one here), at most one row a
// minute per kind, summed as the gaps of at most 5 minutes, today and in 7 days, in the page's time
// zone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { postSolve, solutionOf } from '../../../../tests/support/code-lab';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ChildrenProgressResponse } from '../../../domain/api/child-progress-api';
import type { ChildExport } from '../../../domain/api/family-api';
import { childActivity } from '../../db/schema/index';
import { activityRepository } from './activity-repository';

let t: TestApp;
let clock = new Date('2026-11-26T09:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsOf = (childId: number) =>
  db()
    .select({ minute: childActivity.minute, kind: childActivity.kind })
    .from(childActivity)
    .where(eq(childActivity.childId, childId))
    .orderBy(childActivity.minute, childActivity.kind);

type Action = 'lesson' | 'fail' | 'solve' | 'edit';
/** The child does `action` at `at` (UTC), through the routes a browser calls. */
async function act(cookie: string, at: string, action: Action) {
  clock = new Date(at);
  const response =
    action === 'edit'
      ? await api(t.app, 'PUT', '/api/code-lab/programs/tech-lab-1', {
          cookie,
          body: { program: { version: 1, body: [{ id: 'a', op: 'forward' }] } },
        })
      : action === 'lesson'
      ? await api(t.app, 'POST', '/api/lesson-steps', {
          cookie,
          body: { moduleId: 'basics', lessonId: 'intro-to-coding' },
        })
      : action === 'fail'
        ? await api(t.app, 'POST', '/api/code-lab/runs', {
            cookie,
            body: { levelId: 'tech-lab-1', outcome: 'crashed' },
          })
        : await postSolve(t, cookie, { levelId: 'tech-lab-1', program: solutionOf('tech-lab-1') });
  expect(response.statusCode, response.body).toBe(action === 'solve' ? 200 : 204);
}

/** A week of one child, scripted: what counts today and in 7 days is in the comments. */
const timeline: [string, Action][] = [
  ['2026-11-18T10:00:00Z', 'fail'], // 8 days ago: outside the week
  ['2026-11-18T10:02:00Z', 'fail'],
  ['2026-11-25T10:00:00Z', 'fail'], // yesterday: 3 + 1 in the week
  ['2026-11-25T10:03:00Z', 'fail'],
  ['2026-11-25T10:04:00Z', 'solve'],
  ['2026-11-25T23:58:00Z', 'lesson'], // across midnight (UTC): 3 in the week, 1 of them today
  ['2026-11-26T00:01:00Z', 'lesson'],
  ['2026-11-26T09:00:00Z', 'lesson'], // today: 2 + 3 + (6: a new sitting) + 1
  ['2026-11-26T09:00:30Z', 'lesson'], // the same minute: no row
  ['2026-11-26T09:02:00Z', 'lesson'],
  ['2026-11-26T09:05:00Z', 'fail'],
  ['2026-11-26T09:11:00Z', 'fail'],
  ['2026-11-26T09:12:00Z', 'solve'],
];

describe('time on task', () => {
  it('sums the gaps of at most 5 minutes, today and in 7 days, in the page’s time zone', async () => {
    const { teacher, cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Amy']);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    const boCookie = await signIn(db(), { id: bo.id, role: 'learner', classId: made.id });
    for (const [at, action] of timeline) await act(boCookie, at, action);
    // The teacher's own runs are not a child's: nothing is kept.
    await act(cookie, '2026-11-26T09:20:00Z', 'fail');
    expect(await rowsOf(teacher.id)).toEqual([]);

    clock = new Date('2026-11-26T09:30:00Z');
    const view = async (tz: string) => {
      const response = await api(t.app, 'GET', `/api/classes/${made.id}/progress?tz=${tz}`, {
        cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<ChildrenProgressResponse>()
        .children.map((c) => [c.nickname, c.activeMinutes]);
    };
    expect(await view('UTC')).toEqual([
      ['Amy', { today: 0, week: 0 }],
      ['Bo', { today: 7, week: 13 }],
    ]);
    // In Auckland (UTC+13) it is 22:30 and today began at 11:00 UTC yesterday.
    expect(await view('Pacific%2FAuckland')).toEqual([
      ['Amy', { today: 0, week: 0 }],
      ['Bo', { today: 9, week: 13 }],
    ]);
    // A name nobody knows is UTC, never an error.
    expect(await view('Mars%2FOlympus')).toEqual(await view('UTC'));

    // The next day, yesterday's minutes are in the week only.
    clock = new Date('2026-11-27T08:00:00Z');
    const nextDay = await api(t.app, 'GET', `/api/classes/${made.id}/progress?tz=UTC`, { cookie });
    expect(nextDay.json<ChildrenProgressResponse>().children[1]!.activeMinutes).toEqual({
      today: 0,
      week: 13,
    });

    const csv = await api(t.app, 'GET', `/api/classes/${made.id}/export?tz=UTC`, { cookie });
    const [header, , boRow] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toMatch(/,Active minutes today,Active minutes in 7 days$/);
    expect(boRow).toMatch(/^Bo,.*,0,13$/);
  });

  it('counts a child who builds a program without running it (draft saves, one row a minute)', async () => {
    const { teacher, cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Herons', ['Ren']);
    const ren = made.students[0]!;
    const renCookie = await signIn(db(), { id: ren.id, role: 'learner', classId: made.id });
    // Ten minutes of building, a save every 20 seconds, never a run.
    for (let s = 0; s <= 600; s += 20) {
      const at = new Date(Date.parse('2026-11-26T09:10:00Z') + s * 1000).toISOString();
      await act(renCookie, at, 'edit');
    }
    expect(await rowsOf(ren.id)).toHaveLength(11);
    expect((await rowsOf(ren.id)).every((row) => row.kind === 'edit')).toBe(true);
    // The teacher's own drafts are not a child's.
    await act(cookie, '2026-11-26T09:21:00Z', 'edit');
    expect(await rowsOf(teacher.id)).toEqual([]);

    clock = new Date('2026-11-26T09:30:00Z');
    const view = await api(t.app, 'GET', `/api/classes/${made.id}/progress?tz=UTC`, { cookie });
    expect(view.json<ChildrenProgressResponse>().children[0]!.activeMinutes).toEqual({
      today: 10,
      week: 10,
    });
  });

  it('keeps one row a minute per child and kind, by the database’s own key', async () => {
    const parent = await insertUser(db());
    const kim = await insertChild(db(), { familyOwnerId: parent.id }, { nickname: 'Kim' });
    const kimCookie = await signIn(db(), kim);
    for (const at of ['10:00:01', '10:00:20', '10:00:59']) {
      await act(kimCookie, `2026-11-26T${at}Z`, 'fail');
      await act(kimCookie, `2026-11-26T${at}Z`, 'lesson');
    }
    await act(kimCookie, '2026-11-26T10:01:00Z', 'fail');
    expect(await rowsOf(kim.id)).toEqual([
      { minute: new Date('2026-11-26T10:00:00Z'), kind: 'lesson' },
      { minute: new Date('2026-11-26T10:00:00Z'), kind: 'run' },
      { minute: new Date('2026-11-26T10:01:00Z'), kind: 'run' },
    ]);
    // Two servers at once: the key refuses the second row, whoever writes it.
    await expect(
      db()
        .insert(childActivity)
        .values({ childId: kim.id, minute: new Date('2026-11-26T10:01:00Z'), kind: 'run' }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(childActivity)
        .values({ childId: kim.id, minute: new Date('2026-11-26T10:01:30Z'), kind: 'run' }),
    ).rejects.toThrow();
  });

  it('shows on the family child’s view, in its export, and goes with the child', async () => {
    const { teacher: parent, cookie } = await insertTeacher(db());
    const sam = await insertChild(db(), { familyOwnerId: parent.id }, { nickname: 'Sam' });
    const samCookie = await signIn(db(), sam);
    await act(samCookie, '2026-11-26T08:00:00Z', 'lesson');
    await act(samCookie, '2026-11-26T08:04:00Z', 'fail');
    clock = new Date('2026-11-26T09:00:00Z');

    const view = await api(t.app, 'GET', `/api/family/children/${sam.id}/progress?tz=UTC`, {
      cookie,
    });
    expect(view.json<ChildrenProgressResponse>().children[0]!.activeMinutes).toEqual({
      today: 4,
      week: 4,
    });
    const exported = await api(t.app, 'GET', `/api/family/children/${sam.id}/export`, { cookie });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<ChildExport>().activity).toEqual([
      { minute: '2026-11-26T08:00:00.000Z', kind: 'lesson' },
      { minute: '2026-11-26T08:04:00.000Z', kind: 'run' },
    ]);

    // A lesson we do not have is a 400 naming it, and keeps nothing.
    const bad = await api(t.app, 'POST', '/api/lesson-steps', {
      cookie: samCookie,
      body: { moduleId: 'basics', lessonId: 'no-such-lesson' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/lesson/i);
    expect(await rowsOf(sam.id)).toHaveLength(2);

    // Rows older than 30 days go with the hourly cleanup.
    await activityRepository(db()).deleteOlderThan(new Date('2026-11-26T08:01:00Z'));
    expect(await rowsOf(sam.id)).toHaveLength(1);
  });

  it('is deleted with the child (a class child removed by the teacher)', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Foxes', ['Lu']);
    const lu = made.students[0]!;
    const luCookie = await signIn(db(), { id: lu.id, role: 'learner', classId: made.id });
    await act(luCookie, '2026-11-26T08:00:00Z', 'lesson');
    await act(luCookie, '2026-11-26T08:01:00Z', 'fail');
    expect(await rowsOf(lu.id)).toHaveLength(2);
    const removed = await api(t.app, 'DELETE', `/api/classes/${made.id}/students/${lu.id}`, {
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await rowsOf(lu.id)).toEqual([]);
  });
});
