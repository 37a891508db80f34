// A child's Code Lab work for their teacher and their grown-up (docs/product.md#a-childs-work,
// docs/decisions/271-a-childs-code-lab-work.md): the last program of each level tried, runs, fails
// and when; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { postSolve, solutionOf } from '../../../../tests/support/code-lab';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ChildCodeLab } from '../../../domain/api/child-work-api';
import type { Program } from '../../../domain/code-lab/program';

let t: TestApp;
let clock = new Date('2026-11-26T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (iso: string) => {
  clock = new Date(iso);
};
const draft: Program = { version: 1, body: [{ id: 'a', op: 'forward' }] };

/** A child runs tech-lab-1 and fails, solves it, then starts tech-lab-2 and fails twice. */
async function work(cookie: string) {
  at('2026-11-26T09:00:00Z');
  const failed = await api(t.app, 'POST', '/api/code-lab/runs', {
    cookie,
    body: { levelId: 'tech-lab-1', outcome: 'crashed' },
  });
  expect(failed.statusCode, failed.body).toBe(204);
  at('2026-11-26T09:01:00Z');
  const solved = await postSolve(t, cookie, {
    levelId: 'tech-lab-1',
    program: solutionOf('tech-lab-1'),
  });
  expect(solved.statusCode, solved.body).toBe(200);
  at('2026-11-26T09:05:00Z');
  const saved = await api(t.app, 'PUT', '/api/code-lab/programs/tech-lab-2', {
    cookie,
    body: { program: draft },
  });
  expect(saved.statusCode, saved.body).toBe(204);
  for (const second of ['09:06:00', '09:07:00']) {
    at(`2026-11-26T${second}Z`);
    await api(t.app, 'POST', '/api/code-lab/runs', {
      cookie,
      body: { levelId: 'tech-lab-2', outcome: 'ended-short' },
    });
  }
}

const expected: ChildCodeLab['levels'] = [
  {
    levelId: 'tech-lab-2',
    program: draft,
    stars: 0,
    runs: 2,
    fails: 2,
    lastTriedAt: '2026-11-26T09:07:00.000Z',
  },
  {
    levelId: 'tech-lab-1',
    program: solutionOf('tech-lab-1'),
    stars: 3,
    runs: 2,
    fails: 1,
    lastTriedAt: '2026-11-26T09:01:00.000Z',
  },
];

describe('a child’s Code Lab work', () => {
  it('shows the teacher each level tried, the last tried first; another teacher gets 404', async () => {
    const { cookie } = await insertTeacher(db());
    const owls = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Amy']);
    const foxes = await makeClass(t.app, cookie, 'Foxes', ['Lu']);
    const bo = owls.students.find((s) => s.nickname === 'Bo')!;
    const amy = owls.students.find((s) => s.nickname === 'Amy')!;
    const boCookie = await signIn(db(), { id: bo.id, role: 'learner', classId: owls.id });
    await work(boCookie);

    const url = (classId: number, childId: number) =>
      `/api/classes/${classId}/children/${childId}/code-lab`;
    const seen = await api(t.app, 'GET', url(owls.id, bo.id), { cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<ChildCodeLab>()).toEqual({ levels: expected });
    // A solve after the program kept: the solving program is the last one.
    expect(seen.json<ChildCodeLab>().levels[1]!.program).toEqual(solutionOf('tech-lab-1'));

    const none = await api(t.app, 'GET', url(owls.id, amy.id), { cookie });
    expect(none.json<ChildCodeLab>()).toEqual({ levels: [] });

    const other = await insertTeacher(db());
    const theirs = await api(t.app, 'GET', url(owls.id, bo.id), { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ message: string }>().message).toMatch(/class/i);
    // Bo through the teacher's other class: not that class's child.
    const wrongClass = await api(t.app, 'GET', url(foxes.id, bo.id), { cookie });
    expect(wrongClass.statusCode).toBe(404);
    expect(wrongClass.json<{ message: string }>().message).toMatch(/child/i);
    expect((await api(t.app, 'GET', url(owls.id, bo.id), { cookie: boCookie })).statusCode).toBe(
      403,
    );
    expect((await api(t.app, 'GET', url(owls.id, bo.id))).statusCode).toBe(401);
    expect((await api(t.app, 'GET', url(owls.id, 0), { cookie })).statusCode).toBe(400);
  });

  it('shows a parent their child’s work; another family’s child is 404', async () => {
    const { teacher: parent, cookie } = await insertTeacher(db());
    const sam = await insertChild(db(), { familyOwnerId: parent.id }, { nickname: 'Sam' });
    await work(await signIn(db(), sam));

    const url = `/api/family/children/${sam.id}/code-lab`;
    const seen = await api(t.app, 'GET', url, { cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<ChildCodeLab>()).toEqual({ levels: expected });

    const other = await insertTeacher(db());
    const theirs = await api(t.app, 'GET', url, { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    // A teacher's class child is not a family's either.
    const { cookie: teacherCookie } = await insertTeacher(db());
    const owls = await makeClass(t.app, teacherCookie, 'Owls', ['Bo']);
    const classChild = await api(t.app, 'GET', `/api/family/children/${owls.students[0]!.id}/code-lab`, {
      cookie: teacherCookie,
    });
    expect(classChild.statusCode).toBe(404);
  });

  it("shows a child's game as they left it (a game program, version 3)", async () => {
    const { teacher: parent, cookie } = await insertTeacher(db());
    const kim = await insertChild(db(), { familyOwnerId: parent.id }, { nickname: 'Kim' });
    const game = {
      version: 3,
      kind: 'game',
      handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 10 }] }],
    };
    at('2026-11-26T10:00:00Z');
    const saved = await api(t.app, 'PUT', '/api/code-lab/programs/game-1', { cookie: await signIn(db(), kim), body: { program: game } });
    expect(saved.statusCode, saved.body).toBe(204);
    const seen = await api(t.app, 'GET', `/api/family/children/${kim.id}/code-lab`, { cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<ChildCodeLab>().levels).toEqual([
      { levelId: 'game-1', program: game, stars: 0, runs: 0, fails: 0, lastTriedAt: '2026-11-26T10:00:00.000Z' },
    ]);
  });
});
