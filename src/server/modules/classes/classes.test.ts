import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, api, type TestApp } from '../../../../tests/support/test-app';
import { insertUser, signIn, userById } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { solutionOf } from '../../../../tests/support/code-lab';
import { PICTURES } from '../../../domain/accounts/child-profile';
import {
  CLASS_MAX_STUDENTS,
  JOIN_CODE_ALPHABET,
  type ClassDetail,
  type ClassStudent,
  type ClassSummary,
} from '../../../domain/api/class-api';
import { childProfileMessages } from '../../../domain/accounts/child-profile';
import {
  classes,
  codeLabRuns,
  codeLabSolves,
  consents,
  feedback,
  progress,
  rateLimits,
  sessions,
  users,
} from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';
import { CSV_HEADER } from './class-export';

const englishWords = translatorFor('en');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const classRow = async (id: number) =>
  (await db().select().from(classes).where(eq(classes.id, id)))[0]!;
const childrenOf = async (classId: number) =>
  db().select().from(users).where(eq(users.classId, classId)).orderBy(users.id);
/** Moves the class's last use into the past, so a write can be seen to touch it. */
const ageClass = (id: number) =>
  db()
    .update(classes)
    .set({ lastUsedAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(classes.id, id));
const usedJustNow = async (id: number) =>
  expect(Date.now() - (await classRow(id)).lastUsedAt.getTime()).toBeLessThan(60_000);

describe('making and keeping classes', () => {
  it('makes a class with a random 6-character code and lists only the teacher’s own', async () => {
    const { cookie } = await insertTeacher(db());
    const other = await insertTeacher(db());
    await makeClass(t.app, other.cookie, 'Not yours');
    const created = await api(t.app, 'POST', '/api/classes', {
      cookie,
      body: { name: '  Year 4 Owls ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const summary = created.json<ClassSummary>();
    expect(summary).toMatchObject({ name: 'Year 4 Owls', studentCount: 0, archivedAt: null });
    expect(summary.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
    const second = await makeClass(t.app, cookie, 'Art club');
    expect(second.joinCode).not.toBe(summary.joinCode);

    const list = await api(t.app, 'GET', '/api/classes', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ classes: ClassSummary[] }>().classes.map((c) => c.name)).toEqual([
      'Art club',
      'Year 4 Owls',
    ]);
  });

  it('asks for a grown-up with consent first (403 with what to do), before the name is checked', async () => {
    const learner = await insertUser(db());
    const learnerCookie = await signIn(db(), learner);
    const notGrownUp = await api(t.app, 'POST', '/api/classes', {
      cookie: learnerCookie,
      body: { name: '' },
    });
    expect(notGrownUp.statusCode).toBe(403);
    expect(notGrownUp.json()).toEqual({ message: englishWords('server.consent.notGrownUp') });

    const { teacher, cookie } = await insertTeacher(db());
    await db()
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(eq(consents.userId, teacher.id));
    const noConsent = await api(t.app, 'POST', '/api/classes', { cookie, body: { name: 'Owls' } });
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json()).toEqual({ message: englishWords('server.consent.noConsent') });
    expect(await db().$count(classes, eq(classes.teacherId, teacher.id))).toBe(0);
  });

  it('refuses a class name that is empty or too long, naming the field', async () => {
    const { cookie } = await insertTeacher(db());
    for (const name of ['', '   ', 'x'.repeat(61), 7]) {
      const response = await api(t.app, 'POST', '/api/classes', { cookie, body: { name } });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().message).toMatch(/"name"/);
    }
  });

  it('renames, changes the join code, archives and restores; each is a use of the class', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const url = `/api/classes/${made.id}`;

    await ageClass(made.id);
    const renamed = await api(t.app, 'PATCH', url, { cookie, body: { name: 'Barn Owls' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: made.id, name: 'Barn Owls', studentCount: 1 });
    await usedJustNow(made.id);

    await ageClass(made.id);
    const recoded = await api(t.app, 'POST', `${url}/join-code`, { cookie });
    expect(recoded.statusCode).toBe(200);
    expect(recoded.json<ClassSummary>().joinCode).not.toBe(made.joinCode);
    await usedJustNow(made.id);
    const oldCode = await api(t.app, 'GET', `/api/join/${made.joinCode}`);
    expect(oldCode.statusCode).toBe(404);

    await ageClass(made.id);
    const archived = await api(t.app, 'POST', `${url}/archive`, { cookie });
    expect(archived.statusCode).toBe(200);
    const archivedAt = archived.json<ClassSummary>().archivedAt;
    expect(archivedAt).not.toBeNull();
    await usedJustNow(made.id);
    const again = await api(t.app, 'POST', `${url}/archive`, { cookie });
    expect(again.json<ClassSummary>().archivedAt, 'archiving again keeps the first date').toBe(
      archivedAt,
    );
    // A closed class's code is known: its children are told the class is closed (docs/decisions/377-a-closed-class-and-its-language-at-join.md).
    const closed = await api(t.app, 'GET', `/api/join/${recoded.json<ClassSummary>().joinCode}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe('Your class is closed for now. Please ask your teacher.');
    const listed = await api(t.app, 'GET', '/api/classes', { cookie });
    expect(listed.json<{ classes: ClassSummary[] }>().classes[0]?.archivedAt).toBe(archivedAt);

    const restored = await api(t.app, 'POST', `${url}/restore`, { cookie });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ archivedAt: null, studentCount: 1 });
    const open = await api(t.app, 'GET', `/api/join/${recoded.json<ClassSummary>().joinCode}`);
    expect(open.statusCode).toBe(200);
  });

  it('archiving ends the sessions of the class’s children', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const [bo] = await childrenOf(made.id);
    const childCookie = await signIn(db(), bo!);
    expect((await api(t.app, 'GET', '/api/user', { cookie: childCookie })).statusCode).toBe(200);
    await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    const after = await api(t.app, 'GET', '/api/progress', { cookie: childCookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: englishWords('server.sessionEnded.classClosed'),
      sessionEnded: 'class-closed',
    });
    const restored = await api(t.app, 'POST', `/api/classes/${made.id}/restore`, { cookie });
    expect(restored.statusCode).toBe(200);
    const me = await api(t.app, 'GET', '/api/user', { cookie: childCookie });
    expect(me.json(), 'still told why after a restore').toMatchObject({
      sessionEnded: 'class-closed',
    });
  });

  it('gives a bad class id a 400 naming it, and an unknown one a 404', async () => {
    const { cookie } = await insertTeacher(db());
    for (const id of ['abc', '0', '-2', '1.5', '2147483648']) {
      const response = await api(t.app, 'GET', `/api/classes/${id}`, { cookie });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/"id"/);
    }
    const unknown = await api(t.app, 'GET', '/api/classes/2147483647', { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: englishWords('server.classes.classNotFound') });
  });
});

describe('children of a class', () => {
  it('makes a child for each pasted nickname, with an avatar and two different pictures', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls');
    const response = await api(t.app, 'POST', `/api/classes/${made.id}/students`, {
      cookie,
      body: { nicknames: ['  Zed ', 'amy', 'Bo'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { students } = response.json<{ students: ClassStudent[] }>();
    expect(students.map((s) => s.nickname)).toEqual(['Zed', 'amy', 'Bo']);
    expect(students.map((s) => s.avatarId)).toEqual([1, 2, 3]);
    for (const student of students) {
      const [a, b] = student.pictures;
      expect(PICTURES).toContain(a);
      expect(PICTURES).toContain(b);
      expect(a).not.toBe(b);
    }

    const rows = await childrenOf(made.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'child',
        email: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        points: 0,
      });
      expect(row.username).toBe(row.nickname);
    }

    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    const shown = detail.json<ClassDetail>();
    expect(shown.studentCount).toBe(3);
    expect(
      shown.students.map((s) => s.nickname),
      'by nickname',
    ).toEqual(['amy', 'Bo', 'Zed']);
    expect(shown.students.find((s) => s.nickname === 'Bo')?.pictures).toEqual(
      students[2]?.pictures,
    );
  });

  it('refuses the whole list for one bad line, naming the line (from 1) and why', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const url = `/api/classes/${made.id}/students`;
    const cases: [unknown, number, RegExp, number[]?][] = [
      [['Amy', 'Cy', ''], 400, /^Line 3: Please give a nickname/, [3]],
      [['Amy', '   '], 400, /^Line 2: /, [2]],
      [['Amy', 'x'.repeat(21)], 400, /^Line 2: .*at most 20/, [2]],
      [['Amy', 'two\nlines'], 400, /^Line 2: .*control/, [2]],
      [['Amy', 'Tab\there'], 400, /^Line 2: .*control/, [2]],
      [['Amy', 'Bo\u202Eb'], 400, /^Line 2: .*invisible/, [2]],
      [['Amy', 'Bo\u200Bb'], 400, /^Line 2: .*invisible/, [2]],
      [['Amy', '\u2066Bo'], 400, /^Line 2: .*invisible/, [2]],
      [['Amy', 5], 400, /"nicknames\.1"/],
      [[], 400, /"nicknames".*at least one/],
      ['Amy', 400, /"nicknames"/],
      [
        Array.from({ length: CLASS_MAX_STUDENTS + 1 }, (_, i) => `Kid ${i}`),
        400,
        /"nicknames".*at most 40/,
      ],
      [['Amy', 'Cy', 'amy'], 400, new RegExp(`^Line 3: ${englishWords('server.classes.nicknameTwice')}`), [3]],
      [['Amy', ' BO '], 409, new RegExp(`^Line 2: ${childProfileMessages.nicknameTaken}`), [2]],
    ];
    for (const [nicknames, status, message, lines] of cases) {
      const response = await api(t.app, 'POST', url, { cookie, body: { nicknames } });
      const name = JSON.stringify(nicknames).slice(0, 60);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toMatch(message);
      if (lines) {
        expect(response.json().errors.map((e: { line: number }) => e.line), name).toEqual(lines);
      }
    }
    expect((await childrenOf(made.id)).map((c) => c.nickname)).toEqual(['Bo']);
  });

  it('names every bad line of a pasted list at once, and adds nothing', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Cy']);
    const url = `/api/classes/${made.id}/students`;
    const bad = await api(t.app, 'POST', url, {
      cookie,
      body: { nicknames: ['', 'Amy', 'x'.repeat(21), 'a\u200Bb', 'amy', 'Zed'] },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toEqual({
      message: englishWords('server.classes.badLines', { count: 4 }),
      errors: [
        { line: 1, message: childProfileMessages.nicknameMissing },
        { line: 3, message: childProfileMessages.nicknameTooLong },
        { line: 4, message: childProfileMessages.nicknameInvisible },
        { line: 5, message: englishWords('server.classes.nicknameTwice') },
      ],
    });
    const taken = await api(t.app, 'POST', url, {
      cookie,
      body: { nicknames: ['bo', 'Amy', 'CY'] },
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toEqual({
      message: englishWords('server.classes.badLines', { count: 2 }),
      errors: [
        { line: 1, message: childProfileMessages.nicknameTaken },
        { line: 3, message: childProfileMessages.nicknameTaken },
      ],
    });
    expect((await childrenOf(made.id)).map((c) => c.nickname)).toEqual(['Bo', 'Cy']);
    const fixed = await api(t.app, 'POST', url, { cookie, body: { nicknames: ['Amy', 'Zed'] } });
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('keeps names as typed, refuses format characters (400 naming the field), shows old rows without them', async () => {
    const { cookie } = await insertTeacher(db());
    for (const name of ['Owls\u202E', '\u200BOwls', 'Ow\u2069ls', 'Ow\u00ADls']) {
      const response = await api(t.app, 'POST', '/api/classes', { cookie, body: { name } });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().message).toMatch(/"name".*invisible/);
    }
    const made = await makeClass(t.app, cookie, 'Élan Ω 4', ['Zoë', 'Ünal']);
    expect(made.name, 'stored as typed').toBe('Élan Ω 4');
    const renameClass = await api(t.app, 'PATCH', `/api/classes/${made.id}`, {
      cookie,
      body: { name: 'A\u202Eb' },
    });
    expect(renameClass.statusCode).toBe(400);
    const zoe = made.students.find((s) => s.nickname === 'Zoë')!;
    const rename = await api(t.app, 'PATCH', `/api/classes/${made.id}/students/${zoe.id}`, {
      cookie,
      body: { nickname: 'Zo\u202Eë' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toMatch(/"nickname".*invisible/);

    // Rows stored before the rule: every answer that carries the names shows them without.
    await db().update(classes).set({ name: 'Ow\u202Els' }).where(eq(classes.id, made.id));
    await db().update(users).set({ nickname: '\u2066Zo\u200Bë' }).where(eq(users.id, zoe.id));
    const list = await api(t.app, 'GET', '/api/classes', { cookie });
    expect(list.json<{ classes: ClassSummary[] }>().classes.map((c) => c.name)).toEqual(['Owls']);
    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    expect(detail.json<ClassDetail>().students.map((s) => s.nickname).sort()).toEqual([
      'Zoë',
      'Ünal',
    ]);
    const joinList = await api(t.app, 'GET', `/api/join/${made.joinCode}`);
    expect(joinList.json()).toMatchObject({ className: 'Owls' });
    expect(joinList.body).not.toMatch(/\\u20(0b|66|2e)/i);
    expect(joinList.json().students.map((s: { nickname: string }) => s.nickname)).toContain('Zoë');
    const progressView = await api(t.app, 'GET', `/api/classes/${made.id}/progress`, { cookie });
    expect(progressView.json().children.map((c: { nickname: string }) => c.nickname)).toContain(
      'Zoë',
    );
    const csv = await api(t.app, 'GET', `/api/classes/${made.id}/export`, { cookie });
    expect(csv.body).toMatch(/\r\nZoë,/);
    expect(csv.body).not.toMatch(/[\u200B\u2066\u202E]/);
  });

  it('holds a class to 40 children, also when two lists are pasted at once', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const url = `/api/classes/${made.id}/students`;
    const list = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
    const [a, b] = await Promise.all([
      api(t.app, 'POST', url, { cookie, body: { nicknames: list('A', 25) } }),
      api(t.app, 'POST', url, { cookie, body: { nicknames: list('B', 25) } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json()).toEqual({
      message: englishWords('server.classes.classFull', { max: 40, total: 51 }),
    });
    expect(await childrenOf(made.id)).toHaveLength(26);

    const fill = await api(t.app, 'POST', url, { cookie, body: { nicknames: list('C', 14) } });
    expect(fill.statusCode, fill.body).toBe(201);
    expect((await childrenOf(made.id)).map((c) => c.avatarId).slice(0, 14)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2,
    ]);
    const over = await api(t.app, 'POST', url, { cookie, body: { nicknames: ['One more'] } });
    expect(over.statusCode).toBe(409);
    expect(await childrenOf(made.id)).toHaveLength(40);
  });

  it('adds no child to an archived class (409) and none without consent (403)', async () => {
    const { teacher, cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls');
    await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    const archived = await api(t.app, 'POST', `/api/classes/${made.id}/students`, {
      cookie,
      body: { nicknames: ['Bo'] },
    });
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toEqual({ message: englishWords('server.classes.archived') });

    await api(t.app, 'POST', `/api/classes/${made.id}/restore`, { cookie });
    await db()
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(eq(consents.userId, teacher.id));
    const noConsent = await api(t.app, 'POST', `/api/classes/${made.id}/students`, {
      cookie,
      body: { nicknames: ['Bo'] },
    });
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json()).toEqual({ message: englishWords('server.consent.noConsent') });
    expect(await childrenOf(made.id)).toHaveLength(0);
  });

  it('renames a child (unique in the class, case-insensitive) and resets its pictures', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Amy']);
    const other = await makeClass(t.app, cookie, 'Other', ['Cy']);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    const url = `/api/classes/${made.id}/students/${bo.id}`;

    await ageClass(made.id);
    const renamed = await api(t.app, 'PATCH', url, { cookie, body: { nickname: 'Bobby' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const { signInLockedUntil: _shownOnlyInTheClass, ...boAsStudent } = bo;
    expect(renamed.json()).toEqual({ ...boAsStudent, nickname: 'Bobby' });
    expect(await userById(db(), bo.id)).toMatchObject({
      nickname: 'Bobby',
      username: 'Bobby',
      displayName: 'Bobby',
    });
    await usedJustNow(made.id);

    const taken = await api(t.app, 'PATCH', url, { cookie, body: { nickname: 'AMY' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: englishWords('server.child.nicknameTaken') });
    const ownCase = await api(t.app, 'PATCH', url, { cookie, body: { nickname: 'BOBBY' } });
    expect(ownCase.statusCode).toBe(200);
    const sameAsOtherClass = await api(t.app, 'PATCH', url, { cookie, body: { nickname: 'Cy' } });
    expect(sameAsOtherClass.statusCode, 'nicknames are unique within a class only').toBe(200);
    const bad = await api(t.app, 'PATCH', url, { cookie, body: { nickname: 'a\u0007b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"nickname"/);

    const notHere = await api(
      t.app,
      'PATCH',
      `/api/classes/${made.id}/students/${other.students[0]!.id}`,
      {
        cookie,
        body: { nickname: 'Zed' },
      },
    );
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json()).toEqual({ message: englishWords('server.classes.studentNotFound') });

    const childCookie = await signIn(db(), { id: bo.id, role: 'learner', classId: made.id });
    await db()
      .insert(rateLimits)
      .values({ key: `join-child:${bo.id}:${made.joinCode}`, count: 2, windowStart: new Date() });
    const reset = await api(t.app, 'POST', `${url}/pictures`, { cookie });
    expect(reset.statusCode).toBe(200);
    const pictures = reset.json<ClassStudent>().pictures;
    expect(pictures).not.toEqual(bo.pictures);
    expect(pictures[0]).not.toBe(pictures[1]);
    expect((await userById(db(), bo.id))?.pictureSecret).toBe([...pictures].sort().join('+'));
    const signedOut = await api(t.app, 'GET', '/api/user', { cookie: childCookie });
    expect(signedOut.statusCode, 'signed out').toBe(401);
    expect(signedOut.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message:
        'Your teacher gave you new pictures. Your work is kept on this device: sign in again to save it',
      sessionEnded: 'new-pictures',
    });
    expect(
      await db().$count(rateLimits, sql`${rateLimits.key} like ${`join-child:${bo.id}:%`}`),
    ).toBe(0);
  });

  it('removes a child at once, with its sessions, work, limits and feedback', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo', 'Amy']);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    const amy = made.students.find((s) => s.nickname === 'Amy')!;
    const childCookie = await signIn(db(), { id: bo.id, role: 'learner', classId: made.id });
    await db()
      .insert(progress)
      .values({ userId: bo.id, moduleId: 'basics', lessonId: 'intro-to-coding' });
    await db()
      .insert(feedback)
      .values({ userId: bo.id, feedbackType: 'general', subject: 'Hi', message: 'I like it' });
    const keys = [
      `code-lab-solves:${bo.id}`,
      `game-scores:${bo.id}`,
      `join-child:${bo.id}:${made.joinCode}`,
      `join-child:${amy.id}:${made.joinCode}`,
    ];
    await db()
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, count: 1, windowStart: new Date() })));

    const removed = await api(t.app, 'DELETE', `/api/classes/${made.id}/students/${bo.id}`, {
      cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await userById(db(), bo.id)).toBeUndefined();
    expect(await db().$count(sessions, eq(sessions.userId, bo.id))).toBe(0);
    expect(await db().$count(progress, eq(progress.userId, bo.id))).toBe(0);
    expect(await db().$count(feedback, eq(feedback.message, 'I like it'))).toBe(0);
    const left = await db().select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key).filter((k) => keys.includes(k))).toEqual([keys[3]]);
    const after = await api(t.app, 'GET', '/api/user', { cookie: childCookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ sessionEnded: 'removed' });
    expect(after.body, 'the record names no one').not.toMatch(/Bo/);

    const again = await api(t.app, 'DELETE', `/api/classes/${made.id}/students/${bo.id}`, {
      cookie,
    });
    expect(again.statusCode).toBe(404);
    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    expect(detail.json<ClassDetail>().students.map((s) => s.nickname)).toEqual(['Amy']);
  });
});

describe('what a teacher sees of the class’s work', () => {
  async function classWithWork() {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Year 4: "Owls", =1', [
      '=HYPERLINK("x")',
      'Bo',
      '@sum',
      '+1',
      '-2',
    ]);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    const now = new Date('2026-03-02T10:00:00.000Z');
    await db()
      .insert(progress)
      .values([
        {
          userId: bo.id,
          moduleId: 'basics',
          lessonId: 'intro-to-coding',
          completedAt: new Date(now.getTime() - 1000),
        },
        { userId: bo.id, moduleId: 'basics', lessonId: 'sequences', completedAt: now },
      ]);
    await db()
      .insert(codeLabSolves)
      .values({
        userId: bo.id,
        levelId: 'birthday-1',
        stars: 3,
        program: solutionOf('birthday-1'),
        firstSolvedAt: now,
        solvedAt: now,
      });
    await db()
      .insert(codeLabRuns)
      .values([
        { userId: bo.id, levelId: 'birthday-1', runs: 4, failsSinceSolve: 0, lastRunAt: now },
        { userId: bo.id, levelId: 'birthday-2', runs: 3, failsSinceSolve: 3, lastRunAt: now },
      ]);
    await db().update(users).set({ lastActiveAt: now }).where(eq(users.id, bo.id));
    return { cookie, made, bo };
  }

  it('GET /api/classes/:id/progress: every child of the class in the per-child view', async () => {
    const { cookie, made, bo } = await classWithWork();
    const response = await api(t.app, 'GET', `/api/classes/${made.id}/progress`, { cookie });
    expect(response.statusCode).toBe(200);
    const { children } = response.json<{ children: { id: number; nickname: string }[] }>();
    // The class's one order (by nickname, the Children tab's): the dashboard keeps it within
    // its "needs help" groups and does no collating of its own.
    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    const tabOrder = detail.json<{ students: { nickname: string }[] }>().students;
    expect(children.map((c) => c.nickname)).toEqual(tabOrder.map((c) => c.nickname));
    expect(children.find((c) => c.id === bo.id)).toMatchObject({
      nickname: 'Bo',
      lessons: ['intro-to-coding', 'sequences'],
      codeLab: [
        { levelId: 'birthday-1', stars: 3, runs: 4, fails: 0 },
        { levelId: 'birthday-2', stars: 0, runs: 3, fails: 3 },
      ],
      needsHelp: ['birthday-2'],
      lastActiveAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('GET /api/classes/:id/export: CSV, one row per child, formulas escaped, no pictures', async () => {
    const { cookie, made } = await classWithWork();
    const response = await api(t.app, 'GET', `/api/classes/${made.id}/export`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="year-4-owls-1-progress.csv"',
    );
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines.slice(1, -1).sort()).toEqual(
      [
        `"'+1",0,,0,0,0,,,0,,0,0`,
        `"'-2",0,,0,0,0,,,0,,0,0`,
        `"'=HYPERLINK(""x"")",0,,0,0,0,,,0,,0,0`,
        `"'@sum",0,,0,0,0,,,0,,0,0`,
        'Bo,2,What is Coding?; Sequences,1,3,3,Birthday Adventure 2: Round the corner,,0,2026-03-02 10:00,0,0',
      ].sort(),
    );
    for (const picture of PICTURES) expect(text).not.toMatch(new RegExp(`\\b${picture}\\b`, 'i'));
  });

  it('GET /api/classes/:id/export: "Last active" in the teacher’s time zone (?tz=), UTC otherwise', async () => {
    const { cookie, made } = await classWithWork();
    const lastActiveOf = async (query: string) => {
      const response = await api(t.app, 'GET', `/api/classes/${made.id}/export${query}`, { cookie });
      expect(response.statusCode, query).toBe(200);
      const row = response.body.split('\r\n').find((line) => line.startsWith('Bo,'))!;
      return row.split(',').at(CSV_HEADER.indexOf('Last active'));
    };
    expect(await lastActiveOf('')).toBe('2026-03-02 10:00');
    expect(await lastActiveOf('?tz=America/New_York')).toBe('2026-03-02 05:00');
    expect(await lastActiveOf('?tz=Asia/Kolkata')).toBe('2026-03-02 15:30');
    expect(await lastActiveOf('?tz=Not/AZone')).toBe('2026-03-02 10:00');
    expect(await lastActiveOf('?tz=')).toBe('2026-03-02 10:00');
    expect(await lastActiveOf(`?tz=${'x'.repeat(40)}`)).toBe('2026-03-02 10:00');
  });

  it('GET /api/classes/:id/export escapes fullwidth formula signs too', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['＝1+1', '＋A', '－B', '＠C', 'Plain']);
    const response = await api(t.app, 'GET', `/api/classes/${made.id}/export`, { cookie });
    const names = response.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => /^("(?:[^"]|"")*"|[^,]*)/.exec(line)![1]);
    expect(names.sort()).toEqual([`"'＋A"`, `"'－B"`, `"'＝1+1"`, `"'＠C"`, 'Plain'].sort());
  });
});
