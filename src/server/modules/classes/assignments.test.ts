import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codeLabWorlds } from '../../../../content/code-lab/levels';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { postSolve, solutionOf } from '../../../../tests/support/code-lab';
import { addChild, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  ASSIGNMENTS_MAX,
  assignmentMessages,
  earliestDueOn,
  latestDueOn,
} from '../../../domain/classes/assignments';
import type { Assignment, ClassAssignment, MyAssignment } from '../../../domain/api/assignments-api';
import type { ClassDetail } from '../../../domain/api/class-api';
import { translatorFor } from '../../i18n/translators';
import { addComingSoonDoor, COMING_SOON_DOOR } from '../../../../tests/support/coming-soon-door';
import { classAssignments, classes, codeLabSolves, progress, users } from '../../db/schema/index';
import { gradedCompletion, wrongAnswers } from '../../../../tests/support/lesson-work';

const englishWords = translatorFor('en');

// Assignments (docs/product/classes.md#assignments,
// docs/decisions/250-assignments-read-from-the-work.md to
// docs/decisions/254-assignments-in-the-class-csv.md) through the real app: the teacher's routes,
// and a class child's list turning `done` through the real progress and verified-solve endpoints.

let t: TestApp;
let takeOffDoor: () => void;
beforeAll(async () => {
  takeOffDoor = addComingSoonDoor();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  takeOffDoor();
});

const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** A day well ahead, in every time zone. */
const soon = (days: number) => dayAfter(earliestDueOn(new Date()), days + 2);

const techLab = codeLabWorlds.find((world) => world.id === 'tech-lab')!;
const LOOPS = { kind: 'lesson', id: 'loops' } as const;
const level = (id: string) => ({ kind: 'level', id }) as const;

type Taught = { cookie: string; made: ClassDetail; url: string };
async function teacherWithClass(nicknames: string[] = []): Promise<Taught> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Owls', nicknames);
  return { cookie, made, url: `/api/classes/${made.id}/assignments` };
}

const post = (taught: Taught, body: unknown) =>
  api(t.app, 'POST', taught.url, { cookie: taught.cookie, body });
async function assign(taught: Taught, body: Record<string, unknown>): Promise<Assignment> {
  const response = await post(taught, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}
async function teacherList(taught: Taught): Promise<ClassAssignment[]> {
  const response = await api(t.app, 'GET', taught.url, { cookie: taught.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ assignments: ClassAssignment[] }>().assignments;
}

/** Signs a child of the class in at /join with its pictures, as the child would. */
async function signInChild(made: ClassDetail, index = 0): Promise<string> {
  const student = made.students[index]!;
  const response = await api(t.app, 'POST', '/api/join', {
    body: { joinCode: made.joinCode, studentId: student.id, pictures: student.pictures },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesFrom(response);
}
async function myList(cookie: string | undefined) {
  return api(t.app, 'GET', '/api/assignments', { cookie });
}
async function mine(cookie: string): Promise<MyAssignment[]> {
  const response = await myList(cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ assignments: MyAssignment[] }>().assignments;
}

describe('setting assignments', () => {
  it('sets one: 201 with the items’ titles, the title trimmed, dueOn null when absent', async () => {
    const taught = await teacherWithClass();
    const undated = await assign(taught, {
      title: '  Loops week ',
      items: [LOOPS, level('tech-lab-1'), { kind: 'world', id: 'tech-lab' }],
    });
    expect(undated).toMatchObject({
      title: 'Loops week',
      dueOn: null,
      items: [
        { kind: 'lesson', id: 'loops', title: 'Loops' },
        { kind: 'level', id: 'tech-lab-1', title: 'The long hall' },
        { kind: 'world', id: 'tech-lab', title: techLab.title },
      ],
    });
    expect(Number.isNaN(Date.parse(undated.createdAt))).toBe(false);
    const due = soon(3);
    const dated = await assign(taught, { title: 'Due soon', items: [LOOPS], dueOn: due });
    expect(dated.dueOn).toBe(due);
    // Newest first.
    expect((await teacherList(taught)).map((a) => a.title)).toEqual(['Due soon', 'Loops week']);
  });

  it('names the bad item: an unknown lesson, level or world, a lesson not open yet, one twice', async () => {
    const taught = await teacherWithClass();
    const cases: [unknown[], string][] = [
      [
        [LOOPS, { kind: 'lesson', id: 'knitting' }],
        assignmentMessages.unknownItem(2, 'lesson', 'knitting'),
      ],
      [[level('tech-lab-99')], assignmentMessages.unknownItem(1, 'level', 'tech-lab-99')],
      // The game's id is not the world's.
      [
        [LOOPS, level('tech-lab-1'), { kind: 'world', id: 'pattern-builder' }],
        assignmentMessages.unknownItem(3, 'world', 'pattern-builder'),
      ],
      // A level id is not a world, nor a world a level.
      [
        [{ kind: 'world', id: 'tech-lab-1' }],
        assignmentMessages.unknownItem(1, 'world', 'tech-lab-1'),
      ],
      [[level('tech-lab')], assignmentMessages.unknownItem(1, 'level', 'tech-lab')],
      [
        [{ kind: 'lesson', id: COMING_SOON_DOOR.id }],
        assignmentMessages.comingSoonLesson(1, COMING_SOON_DOOR.id),
      ],
      [
        [level('tech-lab-1'), LOOPS, level('tech-lab-1')],
        assignmentMessages.itemTwice(3, 'tech-lab-1'),
      ],
    ];
    for (const [items, message] of cases) {
      const response = await post(taught, { title: 'Week 1', items });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await db().$count(classAssignments, eq(classAssignments.classId, taught.made.id))).toBe(
      0,
    );
  });

  it('refuses a past day, a day not on the calendar, 13 items, an empty or a 61-character title', async () => {
    const taught = await teacherWithClass();
    const first = earliestDueOn(new Date());
    const yesterday = dayAfter(first, -1);
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ dueOn: '2020-01-01' }, assignmentMessages.dueOnPast('2020-01-01')],
      [{ dueOn: yesterday }, assignmentMessages.dueOnPast(yesterday)],
      [{ dueOn: dayAfter(latestDueOn(new Date()), 1) }, assignmentMessages.dueOnTooFar],
      [{ dueOn: '2026-02-30' }, /"dueOn"/],
      [{ dueOn: 'Friday' }, /"dueOn"/],
      [
        { items: Array.from({ length: 13 }, (_, i) => level(`birthday-${(i % 6) + 1}`)) },
        /"items"/,
      ],
      [{ items: [] }, /"items"/],
      [{ title: '' }, /"title"/],
      [{ title: '   ' }, /"title"/],
      [{ title: 'x'.repeat(61) }, /"title"/],
      [{ title: 'Week\n1' }, /"title"/],
    ];
    for (const [change, expected] of cases) {
      const response = await post(taught, { title: 'Week 1', items: [LOOPS], ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const { message } = response.json<{ message: string }>();
      if (typeof expected === 'string') expect(message).toBe(expected);
      else expect(message).toMatch(expected);
    }
    expect(
      response400Message(await post(taught, { title: 'x'.repeat(61), items: [LOOPS] })),
    ).toContain(assignmentMessages.titleTooLong);
    // The edges are allowed: a day that is today somewhere, 60 characters, 12 items.
    const edge = await assign(taught, {
      title: 'y'.repeat(60),
      items: Array.from({ length: 12 }, (_, i) =>
        level(i < 6 ? `birthday-${i + 1}` : `tech-lab-${i - 5}`),
      ),
      dueOn: first,
    });
    expect(edge).toMatchObject({ dueOn: first });
    expect(edge.items).toHaveLength(12);
  });

  it(`keeps at most ${ASSIGNMENTS_MAX} a class: the next is a 409 that says so`, async () => {
    const taught = await teacherWithClass();
    for (let i = 0; i < ASSIGNMENTS_MAX; i++)
      await assign(taught, { title: `Week ${i + 1}`, items: [LOOPS] });
    const next = await post(taught, { title: 'One more', items: [LOOPS] });
    expect(next.statusCode).toBe(409);
    expect(next.json()).toEqual({ message: assignmentMessages.tooMany });
    expect(await teacherList(taught)).toHaveLength(ASSIGNMENTS_MAX);
    // Another class of the same teacher has its own room.
    const other = await makeClass(t.app, taught.cookie, 'Hawks');
    const elsewhere = await api(t.app, 'POST', `/api/classes/${other.id}/assignments`, {
      cookie: taught.cookie,
      body: { title: 'Hawks week', items: [LOOPS] },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('counts assignments added at once under the class’s lock', async () => {
    const taught = await teacherWithClass();
    for (let i = 0; i < ASSIGNMENTS_MAX - 2; i++)
      await assign(taught, { title: `W${i}`, items: [LOOPS] });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(taught, { title: `Race ${i}`, items: [LOOPS] })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await db().$count(classAssignments, eq(classAssignments.classId, taught.made.id))).toBe(
      ASSIGNMENTS_MAX,
    );
  });
});

function response400Message(response: { statusCode: number; json: <T>() => T }): string {
  expect(response.statusCode).toBe(400);
  return response.json<{ message: string }>().message;
}

describe('who may', () => {
  it('another teacher’s class is 404 on every route; an assignment of another class is 404', async () => {
    const owner = await teacherWithClass();
    const set = await assign(owner, { title: 'Mine', items: [LOOPS] });
    const stranger = await teacherWithClass();
    const theirs = `${owner.url}/${set.id}`;
    const asStranger = [
      await api(t.app, 'GET', owner.url, { cookie: stranger.cookie }),
      await api(t.app, 'POST', owner.url, {
        cookie: stranger.cookie,
        body: { title: 'x', items: [LOOPS] },
      }),
      // Even with a bad body: the class is checked first.
      await api(t.app, 'POST', owner.url, {
        cookie: stranger.cookie,
        body: { title: 'x', items: [level('nope')] },
      }),
      await api(t.app, 'PATCH', theirs, { cookie: stranger.cookie, body: { title: 'Taken' } }),
      await api(t.app, 'DELETE', theirs, { cookie: stranger.cookie }),
    ];
    for (const response of asStranger) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: englishWords('server.classes.classNotFound') });
    }
    // The stranger's own class, the owner's assignment id: not found in that class.
    const crossed = `${stranger.url}/${set.id}`;
    for (const response of [
      await api(t.app, 'PATCH', crossed, { cookie: stranger.cookie, body: { title: 'Taken' } }),
      await api(t.app, 'DELETE', crossed, { cookie: stranger.cookie }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: assignmentMessages.notFound });
    }
    expect((await teacherList(owner)).map((a) => a.title)).toEqual(['Mine']);
  });

  it('a child’s session is 403 and no session 401 on the teacher’s routes', async () => {
    const taught = await teacherWithClass(['Bo']);
    const set = await assign(taught, { title: 'Mine', items: [LOOPS] });
    const child = await signInChild(taught.made);
    const one = `${taught.url}/${set.id}`;
    const calls = (cookie: string | undefined) => [
      api(t.app, 'GET', taught.url, { cookie }),
      api(t.app, 'POST', taught.url, { cookie, body: { title: 'x', items: [LOOPS] } }),
      api(t.app, 'PATCH', one, { cookie, body: { title: 'Mine now' } }),
      api(t.app, 'DELETE', one, { cookie }),
    ];
    for (const response of await Promise.all(calls(child))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: englishWords('server.auth.notAllowed') });
    }
    for (const response of await Promise.all(calls(undefined))) {
      expect(response.statusCode, response.body).toBe(401);
    }
    expect((await teacherList(taught)).map((a) => a.title)).toEqual(['Mine']);
    expect((await myList(undefined)).statusCode).toBe(401);
  });
});

describe('a full class', () => {
  it(`answers ${ASSIGNMENTS_MAX} assignments of 12 items for 40 children, each child’s own`, async () => {
    const nicknames = Array.from({ length: 40 }, (_, i) => `Kid ${String(i + 1).padStart(2, '0')}`);
    const taught = await teacherWithClass(nicknames);
    const items = [
      LOOPS,
      { kind: 'world', id: 'tech-lab' },
      ...[1, 2, 3, 4, 5, 6].map((n) => level(`birthday-${n}`)),
      ...['lost-finder-1', 'lost-finder-2', 'debug-1', 'pen-1'].map(level),
    ];
    for (let i = 0; i < ASSIGNMENTS_MAX; i++)
      await assign(taught, { title: `Week ${i + 1}`, items, dueOn: soon(i) });
    const kid = await signInChild(taught.made, 7);
    await postSolve(t, kid, { levelId: 'birthday-1', program: solutionOf('birthday-1') });

    const started = performance.now();
    const list = await teacherList(taught);
    const took = performance.now() - started;
    expect(list).toHaveLength(ASSIGNMENTS_MAX);
    for (const assignment of list) {
      expect(assignment.items).toHaveLength(12);
      expect(assignment.children.map((child) => child.nickname)).toEqual(nicknames);
      expect(assignment.children.map((child) => child.done)).toEqual(
        nicknames.map((_, i) => (i === 7 ? 1 : 0)),
      );
      expect(assignment.children[7]!.left).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(assignment.children[7]!.levelsSolved).toEqual({ 'tech-lab': 0 });
    }
    // Positions, not copies of the items: the whole answer stays small
    // (docs/decisions/250-assignments-read-from-the-work.md).
    expect(JSON.stringify(list).length).toBeLessThan(200_000);
    // Not a bound on the machine, a record: the answer for the whole class, once.
    const bytes = JSON.stringify(list).length;
    console.info(
      `GET /api/classes/:id/assignments, 30 x 40: ${took.toFixed(0)} ms, ${bytes} bytes`,
    );
  });
});

describe('a class child’s assignments', () => {
  it('turn done after the lesson is completed and the level solved; a world only once every level is', async () => {
    const taught = await teacherWithClass(['Ada', 'Bo']);
    const set = await assign(taught, {
      title: 'Loops',
      items: [LOOPS, level('tech-lab-1'), { kind: 'world', id: 'tech-lab' }],
      dueOn: soon(4),
    });
    const ada = await signInChild(taught.made, 0);

    const before = await mine(ada);
    expect(before).toEqual([
      {
        id: set.id,
        title: 'Loops',
        dueOn: set.dueOn,
        items: [
          { kind: 'lesson', id: 'loops', title: 'Loops', done: false },
          { kind: 'level', id: 'tech-lab-1', title: 'The long hall', done: false },
          {
            kind: 'world',
            id: 'tech-lab',
            title: techLab.title,
            done: false,
            levelsSolved: 0,
            levelCount: techLab.levelIds.length,
          },
        ],
      },
    ]);

    // docs/product/lessons.md#graded-by-the-server: a bare or failing completion leaves the
    // lesson not done on both sides.
    for (const body of [
      { moduleId: 'basics', lessonId: 'loops', completed: true },
      { ...gradedCompletion('loops'), answers: wrongAnswers('loops') },
    ]) {
      const refused = await api(t.app, 'POST', '/api/progress', { cookie: ada, body });
      expect(refused.statusCode, refused.body).toBe(422);
    }
    expect((await mine(ada))[0]!.items.map((item) => item.done)).toEqual([false, false, false]);
    expect((await teacherList(taught))[0]!.children[0]).toMatchObject({ done: 0 });

    const lesson = await api(t.app, 'POST', '/api/progress', {
      cookie: ada,
      body: gradedCompletion('loops', 'basics'),
    });
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect((await mine(ada))[0]!.items.map((item) => item.done)).toEqual([true, false, false]);

    const solve = await postSolve(t, ada, {
      levelId: 'tech-lab-1',
      program: solutionOf('tech-lab-1'),
    });
    expect(solve.statusCode, solve.body).toBe(200);
    expect((await mine(ada))[0]!.items.map((item) => item.done)).toEqual([true, true, false]);

    // Every level of the world but the last: not done yet.
    const last = techLab.levelIds.at(-1)!;
    for (const id of techLab.levelIds.filter((id) => id !== 'tech-lab-1' && id !== last)) {
      const solved = await postSolve(t, ada, { levelId: id, program: solutionOf(id) });
      expect(solved.statusCode, solved.body).toBe(200);
    }
    const almost = (await mine(ada))[0]!.items[2]!;
    expect(almost).toMatchObject({ done: false, levelsSolved: techLab.levelIds.length - 1 });
    const [halfway] = await teacherList(taught);
    expect(halfway!.children[0]).toEqual({
      childId: taught.made.students[0]!.id,
      nickname: 'Ada',
      done: 2,
      of: 3,
      left: [2],
      levelsSolved: { 'tech-lab': techLab.levelIds.length - 1 },
    });
    const lastSolve = await postSolve(t, ada, { levelId: last, program: solutionOf(last) });
    expect(lastSolve.statusCode, lastSolve.body).toBe(200);
    expect((await mine(ada))[0]!.items[2]).toMatchObject({
      done: true,
      levelsSolved: techLab.levelIds.length,
    });

    // The teacher sees who is done and, for the others, the positions of what is left.
    const [seen] = await teacherList(taught);
    expect(seen!.items[2]).toEqual({
      kind: 'world',
      id: 'tech-lab',
      title: techLab.title,
      levelCount: techLab.levelIds.length,
    });
    expect(seen!.children).toEqual([
      { childId: taught.made.students[0]!.id, nickname: 'Ada', done: 3, of: 3, left: [] },
      {
        childId: taught.made.students[1]!.id,
        nickname: 'Bo',
        done: 0,
        of: 3,
        left: [0, 1, 2],
        levelsSolved: { 'tech-lab': 0 },
      },
    ]);
    // Bo's own list is untouched by Ada's work.
    const bo = await signInChild(taught.made, 1);
    expect((await mine(bo))[0]!.items.every((item) => !item.done)).toBe(true);
  });

  it('are the child’s own class’s, soonest due first and undated last', async () => {
    const taught = await teacherWithClass(['Ada']);
    const other = await teacherWithClass(['Cy']);
    await assign(other, { title: 'Not yours', items: [LOOPS] });
    await assign(taught, { title: 'Undated old', items: [LOOPS] });
    await assign(taught, { title: 'Later', items: [LOOPS], dueOn: soon(20) });
    await assign(taught, { title: 'Undated new', items: [LOOPS] });
    await assign(taught, { title: 'Sooner', items: [LOOPS], dueOn: soon(2) });
    const ada = await signInChild(taught.made);
    expect((await mine(ada)).map((a) => a.title)).toEqual([
      'Sooner',
      'Later',
      'Undated new',
      'Undated old',
    ]);
  });

  it('are an empty list for a family child, a grown-up and a learner; 401 signed out', async () => {
    const taught = await teacherWithClass(['Ada']);
    await assign(taught, { title: 'Loops', items: [LOOPS] });
    const grownUp = await signUpGrownUp(t);
    const kid = await addChild(t, grownUp);
    const familyChild = await switchTo(t, grownUp.cookie, kid.id);
    const learner = await signIn(db(), await insertUser(db()));
    for (const cookie of [familyChild, taught.cookie, learner]) {
      const response = await myList(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ assignments: [] });
    }
    const signedOut = await myList(undefined);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: englishWords('server.auth.notSignedIn') });
  });
});

describe('the class’s CSV', () => {
  it('says how many of the class’s assignments each child has done every item of', async () => {
    const taught = await teacherWithClass(['Ada', 'Bo']);
    await assign(taught, { title: 'Loops', items: [LOOPS, level('tech-lab-1')] });
    await assign(taught, { title: 'Sequences', items: [{ kind: 'lesson', id: 'sequences' }] });
    const ada = await signInChild(taught.made, 0);
    await api(t.app, 'POST', '/api/progress', {
      cookie: ada,
      body: gradedCompletion('loops', 'basics'),
    });
    const cellOf = async (nickname: string) => {
      const response = await api(t.app, 'GET', `/api/classes/${taught.made.id}/export`, {
        cookie: taught.cookie,
      });
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = response.body.slice(1).split('\r\n');
      const column = header!.split(',').indexOf('Assignments done');
      expect(column).toBeGreaterThan(0);
      return rows.find((row) => row.startsWith(`${nickname},`))!.split(',')[column];
    };
    // The lesson alone does not finish "Loops".
    expect(await cellOf('Ada')).toBe('0 of 2');
    await postSolve(t, ada, { levelId: 'tech-lab-1', program: solutionOf('tech-lab-1') });
    expect(await cellOf('Ada')).toBe('1 of 2');
    expect(await cellOf('Bo')).toBe('0 of 2');
  });
});

describe('changing and deleting', () => {
  it('PATCH changes the title, items or due date (null clears it), with the same checks', async () => {
    const taught = await teacherWithClass();
    const set = await assign(taught, { title: 'Week 1', items: [LOOPS], dueOn: soon(5) });
    const one = `${taught.url}/${set.id}`;
    const patch = (body: unknown) => api(t.app, 'PATCH', one, { cookie: taught.cookie, body });

    const renamed = await patch({ title: ' Week one ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Assignment>()).toMatchObject({
      id: set.id,
      title: 'Week one',
      dueOn: set.dueOn,
    });

    const moved = await patch({ dueOn: soon(9), items: [level('tech-lab-2'), LOOPS] });
    expect(moved.json<Assignment>()).toMatchObject({
      dueOn: soon(9),
      items: [
        { kind: 'level', id: 'tech-lab-2' },
        { kind: 'lesson', id: 'loops' },
      ],
    });
    const cleared = await patch({ dueOn: null });
    expect(cleared.json<Assignment>()).toMatchObject({ title: 'Week one', dueOn: null });

    for (const [body, message] of [
      [{}, assignmentMessages.nothingToChange],
      [{ dueOn: '2020-01-01' }, assignmentMessages.dueOnPast('2020-01-01')],
      [
        { items: [level('tech-lab-99')] },
        assignmentMessages.unknownItem(1, 'level', 'tech-lab-99'),
      ],
      [{ title: '' }, assignmentMessages.titleMissing],
    ] as const) {
      const refused = await patch(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    const [kept] = await teacherList(taught);
    expect(kept).toMatchObject({
      title: 'Week one',
      dueOn: null,
      items: [{ id: 'tech-lab-2' }, { id: 'loops' }],
    });

    // A due date that has passed since may be sent back unchanged with a new title.
    await db()
      .update(classAssignments)
      .set({ dueOn: '2020-01-01' })
      .where(eq(classAssignments.id, set.id));
    const overdue = await patch({ title: 'Week one (late)', dueOn: '2020-01-01' });
    expect(overdue.statusCode, overdue.body).toBe(200);
    expect(overdue.json<Assignment>()).toMatchObject({ dueOn: '2020-01-01' });
  });

  it('DELETE is 204, then 404', async () => {
    const taught = await teacherWithClass();
    const first = await assign(taught, { title: 'First', items: [LOOPS] });
    await assign(taught, { title: 'Second', items: [LOOPS] });
    const one = `${taught.url}/${first.id}`;
    const gone = await api(t.app, 'DELETE', one, { cookie: taught.cookie });
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const again = await api(t.app, 'DELETE', one, { cookie: taught.cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: assignmentMessages.notFound });
    expect((await teacherList(taught)).map((a) => a.title)).toEqual(['Second']);
  });
});

describe('archive and deletion', () => {
  it('a session that outlived its class’s archiving reads no assignments', async () => {
    const taught = await teacherWithClass(['Ada']);
    await assign(taught, { title: 'Loops', items: [LOOPS] });
    const ada = await signInChild(taught.made);
    expect(await mine(ada)).toHaveLength(1);
    // Archived straight in the table, so the child's session is still there.
    await db()
      .update(classes)
      .set({ archivedAt: new Date() })
      .where(eq(classes.id, taught.made.id));
    expect(await mine(ada)).toEqual([]);
  });

  it('every write is a use of the class', async () => {
    const taught = await teacherWithClass();
    const age = () =>
      db()
        .update(classes)
        .set({ lastUsedAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(classes.id, taught.made.id));
    const usedJustNow = async () => {
      const [row] = await db().select().from(classes).where(eq(classes.id, taught.made.id));
      expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
    };
    await age();
    const set = await assign(taught, { title: 'Loops', items: [LOOPS] });
    await usedJustNow();
    await age();
    const one = `${taught.url}/${set.id}`;
    await api(t.app, 'PATCH', one, { cookie: taught.cookie, body: { title: 'Loops!' } });
    await usedJustNow();
    await age();
    expect((await api(t.app, 'DELETE', one, { cookie: taught.cookie })).statusCode).toBe(204);
    await usedJustNow();
  });

  it('archiving keeps them: the teacher reads and deletes them, but sets and changes none (409, docs/decisions/379-names-ids-and-archived-work.md)', async () => {
    const taught = await teacherWithClass(['Ada']);
    const set = await assign(taught, { title: 'Kept', items: [LOOPS] });
    const doomed = await assign(taught, { title: 'Doomed', items: [LOOPS] });
    const ada = await signInChild(taught.made);
    const archived = await api(t.app, 'POST', `/api/classes/${taught.made.id}/archive`, {
      cookie: taught.cookie,
    });
    expect(archived.statusCode).toBe(200);
    expect((await teacherList(taught)).map((a) => a.title)).toEqual(['Doomed', 'Kept']);
    // The child's session ended with the archive.
    expect((await myList(ada)).statusCode).toBe(401);

    const refused = await post(taught, { title: 'New', items: [LOOPS] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: assignmentMessages.archived });
    const renamed = await api(t.app, 'PATCH', `${taught.url}/${set.id}`, {
      cookie: taught.cookie,
      body: { title: 'Kept for later' },
    });
    expect(renamed.statusCode, 'answered as a new one is').toBe(409);
    expect(renamed.json()).toEqual({ message: assignmentMessages.archived });
    const deleted = await api(t.app, 'DELETE', `${taught.url}/${doomed.id}`, {
      cookie: taught.cookie,
    });
    expect(deleted.statusCode).toBe(204);

    const restored = await api(t.app, 'POST', `/api/classes/${taught.made.id}/restore`, {
      cookie: taught.cookie,
    });
    expect(restored.statusCode).toBe(200);
    const back = await signInChild(taught.made);
    expect((await mine(back)).map((a) => a.title)).toEqual(['Kept']);
  });

  it('deleting a child leaves nothing of theirs; the assignment stays for the others', async () => {
    const taught = await teacherWithClass(['Ada', 'Bo']);
    await assign(taught, { title: 'Loops', items: [LOOPS, level('tech-lab-1')] });
    const ada = await signInChild(taught.made, 0);
    const adaId = taught.made.students[0]!.id;
    await api(t.app, 'POST', '/api/progress', {
      cookie: ada,
      body: gradedCompletion('loops', 'basics'),
    });
    await postSolve(t, ada, { levelId: 'tech-lab-1', program: solutionOf('tech-lab-1') });
    expect((await teacherList(taught))[0]!.children[0]).toMatchObject({ childId: adaId, done: 2 });

    const removed = await api(t.app, 'DELETE', `/api/classes/${taught.made.id}/students/${adaId}`, {
      cookie: taught.cookie,
    });
    expect(removed.statusCode).toBe(204);
    const [kept] = await teacherList(taught);
    expect(kept!.children.map((child) => child.nickname)).toEqual(['Bo']);
    expect(await db().$count(progress, eq(progress.userId, adaId))).toBe(0);
    expect(await db().$count(codeLabSolves, eq(codeLabSolves.userId, adaId))).toBe(0);
    expect(await db().$count(users, eq(users.id, adaId))).toBe(0);
    // Nothing about the child is stored in the assignment itself.
    const [row] = await db()
      .select()
      .from(classAssignments)
      .where(eq(classAssignments.classId, taught.made.id));
    expect(JSON.stringify(row)).not.toContain('Ada');
  });

  it('deleting the class, or its teacher, deletes its assignments', async () => {
    const byClass = await teacherWithClass();
    await assign(byClass, { title: 'One', items: [LOOPS] });
    await db().delete(classes).where(eq(classes.id, byClass.made.id));
    expect(await db().$count(classAssignments, eq(classAssignments.classId, byClass.made.id))).toBe(
      0,
    );

    const { teacher, cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Gone');
    const byTeacher: Taught = { cookie, made, url: `/api/classes/${made.id}/assignments` };
    await assign(byTeacher, { title: 'Two', items: [LOOPS] });
    await db().delete(users).where(eq(users.id, teacher.id));
    expect(await db().$count(classAssignments, eq(classAssignments.classId, made.id))).toBe(0);
  });
});
