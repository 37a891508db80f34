import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { childProfileMessages, NICKNAME_MAX_LENGTH } from '../../../domain/accounts/child-profile';
import { childExportResponse, FAMILY_MAX_CHILDREN } from '../../../domain/api/family-api';
import { LOGIN_LIMIT } from '../auth/login-limits';
import { translatorFor } from '../../i18n/translators';
import { rateLimits, sessions, users } from '../../db/schema/index';
import { insertChild } from '../../../../tests/support/accounts';
import { solutionOf } from '../../../../tests/support/code-lab';
import {
  addChild,
  signInAgain,
  signUpGrownUp,
  switchTo,
  type GrownUp,
} from '../../../../tests/support/family';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { gradedCompletion } from '../../../../tests/support/lesson-work';

const englishWords = translatorFor('en');

// docs/product.md#accounts-and-children: a grown-up's family of child profiles, switching this
// browser into a child and back, each child's progress and export.

let t: TestApp;
let parent: GrownUp;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpGrownUp(t);
});
afterAll(() => t.close());

const me = (cookie: string) => api(t.app, 'GET', '/api/user', { cookie });
const family = (cookie: string) => api(t.app, 'GET', '/api/family', { cookie });

describe('a grown-up’s family', () => {
  it('adds children (201, no email, no password) and lists them with points and level', async () => {
    const fresh = await signUpGrownUp(t);
    const before = await family(fresh.cookie);
    expect(before.json()).toEqual({
      children: [],
      consent: 'given',
      noticeVersion: expect.any(String),
    });
    const added = await api(t.app, 'POST', '/api/family/children', {
      cookie: fresh.cookie,
      body: { nickname: '  Zoe  ', avatarId: 7, email: 'kid@example.com', points: 999 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const zoe = added.json();
    expect(zoe).toEqual({ id: expect.any(Number), nickname: 'Zoe', avatarId: 7 });
    await addChild(t, fresh, { nickname: 'al', avatarId: 2 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, zoe.id));
    expect(row).toMatchObject({
      kind: 'child',
      email: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      points: 0,
      familyOwnerId: fresh.id,
      classId: null,
    });
    const list = await family(fresh.cookie);
    expect(list.json().children).toEqual([
      { id: expect.any(Number), nickname: 'al', avatarId: 2, points: 0, level: 1 },
      { id: zoe.id, nickname: 'Zoe', avatarId: 7, points: 0, level: 1 },
    ]);
  });

  it('refuses bad nicknames with a 400 naming the field, and a nickname the family has with 409', async () => {
    const { nickname } = await addChild(t, parent, { nickname: 'Sky Walker' });
    const cases: [unknown, string][] = [
      ['', childProfileMessages.nicknameMissing],
      ['   ', childProfileMessages.nicknameMissing],
      ['x'.repeat(NICKNAME_MAX_LENGTH + 1), childProfileMessages.nicknameTooLong],
      ['Bo\nBo', childProfileMessages.nicknameControl],
      ['Bo\u0007', childProfileMessages.nicknameControl],
      [42, childProfileMessages.nicknameMissing],
    ];
    for (const [bad, why] of cases) {
      const response = await api(t.app, 'POST', '/api/family/children', {
        cookie: parent.cookie,
        body: { nickname: bad, avatarId: 1 },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe(`Invalid field "nickname": ${why}`);
    }
    for (const avatarId of [0, 13, 1.5, '3']) {
      const response = await api(t.app, 'POST', '/api/family/children', {
        cookie: parent.cookie,
        body: { nickname: 'Fine', avatarId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `Invalid field "avatarId": ${childProfileMessages.avatarInvalid}`,
      );
    }
    expect(
      (
        await api(t.app, 'POST', '/api/family/children', {
          cookie: parent.cookie,
          body: { nickname: 'x'.repeat(NICKNAME_MAX_LENGTH), avatarId: 12 },
        })
      ).statusCode,
    ).toBe(201);
    for (const same of [nickname, 'sky walker', ' SKY WALKER ']) {
      const response = await api(t.app, 'POST', '/api/family/children', {
        cookie: parent.cookie,
        body: { nickname: same, avatarId: 1 },
      });
      expect(response.statusCode, same).toBe(409);
      expect(response.json()).toEqual({ message: childProfileMessages.nicknameTaken });
    }
    // Another family may use it.
    const other = await signUpGrownUp(t);
    await addChild(t, other, { nickname: 'Sky Walker' });
  });

  it('two adds of one nickname at once: one 201, one 409', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api(t.app, 'POST', '/api/family/children', {
          cookie: parent.cookie,
          body: { nickname: 'Twin', avatarId: 1 },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it(`a family has at most ${FAMILY_MAX_CHILDREN} children`, async () => {
    const big = await signUpGrownUp(t);
    for (let i = 0; i < FAMILY_MAX_CHILDREN; i++) {
      await insertChild(t.database.db, { familyOwnerId: big.id }, { nickname: `Child ${i}` });
    }
    const response = await api(t.app, 'POST', '/api/family/children', {
      cookie: big.cookie,
      body: { nickname: 'One more', avatarId: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: englishWords('server.family.tooManyChildren', { max: FAMILY_MAX_CHILDREN }),
    });
  });

  it('PATCH changes the nickname or the avatar; a taken nickname is 409; another family’s child is 404', async () => {
    const child = await addChild(t, parent, { nickname: 'Rename me', avatarId: 1 });
    await addChild(t, parent, { nickname: 'Taken' });
    const patch = (body: unknown, id = child.id, cookie = parent.cookie) =>
      api(t.app, 'PATCH', `/api/family/children/${id}`, { cookie, body });
    expect((await patch({ avatarId: 9 })).json()).toEqual({
      id: child.id,
      nickname: 'Rename me',
      avatarId: 9,
    });
    expect((await patch({ nickname: 'Renamed' })).json()).toEqual({
      id: child.id,
      nickname: 'Renamed',
      avatarId: 9,
    });
    expect((await patch({ nickname: 'renamed' })).statusCode).toBe(200);
    const taken = await patch({ nickname: 'TAKEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: childProfileMessages.nicknameTaken });
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect((await patch({ nickname: '' })).statusCode).toBe(400);
    const other = await signUpGrownUp(t);
    const notTheirs = await patch({ nickname: 'Mine now' }, child.id, other.cookie);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: englishWords('server.family.childNotFound') });
    expect((await patch({ avatarId: 2 }, 2_000_000_000)).statusCode).toBe(404);
    const row = await t.database.db.select().from(users).where(eq(users.id, child.id));
    expect(row[0]).toMatchObject({
      nickname: 'renamed',
      username: 'renamed',
      displayName: 'renamed',
      avatarId: 9,
    });
  });

  it('a grown-up without consent, or an older account, cannot add children (403 with what to do)', async () => {
    const waiting = await signUpGrownUp(t, { consent: false });
    const noConsent = await api(t.app, 'POST', '/api/family/children', {
      cookie: waiting.cookie,
      body: { nickname: 'Early', avatarId: 1 },
    });
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json()).toEqual({ message: englishWords('server.consent.noConsent') });
    expect((await family(waiting.cookie)).json()).toEqual({
      children: [],
      consent: 'pending',
      noticeVersion: null,
    });
    const learner = await api(t.app, 'POST', '/api/register', {
      body: {
        email: `older.${Date.now()}@example.com`,
        password: 'secret-pass',
        firstName: 'Old',
        lastName: 'Account',
      },
    });
    const cookie = learner.headers['set-cookie'] as string[];
    const learnerCookie = cookie.map((c) => c.split(';')[0]).join('; ');
    const refused = await api(t.app, 'POST', '/api/family/children', {
      cookie: learnerCookie,
      body: { nickname: 'Early', avatarId: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishWords('server.consent.notGrownUp') });
    expect((await family(learnerCookie)).json()).toEqual({
      children: [],
      consent: 'none',
      noticeVersion: null,
    });
  });
});

describe('switching into a child on this device and back (docs/decisions/154-switching-on-a-family-device.md)', () => {
  it('switch: the grown-up’s session here ends, the child’s starts; switching back takes the password', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp, { nickname: 'Mia', avatarId: 5 });
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    expect((await me(grownUp.cookie)).statusCode).toBe(401);
    const asChild = await me(childCookie);
    expect(asChild.json()).toEqual({
      kind: 'child',
      id: child.id,
      nickname: 'Mia',
      username: 'Mia',
      displayName: 'Mia',
      points: 0,
      level: 1,
      avatarId: 5,
      role: 'learner',
      profileOf: 'family',
      locale: 'en',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id));
    expect(row?.lastActiveAt).toBeInstanceOf(Date);

    // The child learns like anyone: a lesson, a Code Lab solve, a guest transfer.
    const lesson = await api(t.app, 'POST', '/api/progress', {
      cookie: childCookie,
      body: gradedCompletion('intro-to-coding', 'basics'),
    });
    expect(lesson.statusCode, lesson.body).toBe(200);
    const solve = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: childCookie,
      body: { levelId: 'birthday-1', program: solutionOf('birthday-1') },
    });
    expect(solve.statusCode, solve.body).toBe(200);
    const transfer = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: childCookie,
      body: { guestProgress: [gradedCompletion('sequences', 'basics')] },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);

    const wrong = await api(t.app, 'POST', '/api/session/grown-up', {
      cookie: childCookie,
      body: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: englishWords('server.family.wrongPassword') });
    expect((await me(childCookie)).json().kind).toBe('child');

    const back = await api(t.app, 'POST', '/api/session/grown-up', {
      cookie: childCookie,
      body: { password: grownUp.password },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ kind: 'grown-up', id: grownUp.id, email: grownUp.email });
    expect((await me(childCookie)).statusCode).toBe(401);
    const grownUpCookie = back.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await me(grownUpCookie)).json().id).toBe(grownUp.id);
    const progress = await api(t.app, 'GET', `/api/family/children/${child.id}/progress`, {
      cookie: grownUpCookie,
    });
    expect(progress.statusCode).toBe(200);
    expect(progress.json().children).toEqual([
      expect.objectContaining({
        id: child.id,
        nickname: 'Mia',
        lessons: ['intro-to-coding', 'sequences'],
        codeLab: [{ levelId: 'birthday-1', stars: 3, runs: 1, fails: 0 }],
        lastActiveAt: expect.any(String),
      }),
    ]);
  });

  it('a wrong password on switching back counts against the sign-in limit, before it is checked', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const tries = await Promise.all(
      Array.from({ length: LOGIN_LIMIT.max + 3 }, () =>
        api(t.app, 'POST', '/api/session/grown-up', {
          cookie: childCookie,
          body: { password: 'guess-guess' },
        }),
      ),
    );
    const statuses = tries.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(LOGIN_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(tries.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeDefined();
    // The same counter as POST /api/login: the grown-up's email from this address is locked.
    const login = await api(t.app, 'POST', '/api/login', {
      body: { email: grownUp.email, password: grownUp.password },
    });
    expect(login.statusCode).toBe(429);
    const right = await api(t.app, 'POST', '/api/session/grown-up', {
      cookie: childCookie,
      body: { password: grownUp.password },
    });
    expect(right.statusCode).toBe(429);
    await t.database.db.delete(rateLimits);
  });

  it('only a family child’s session switches back; a class child, an account and a guest cannot', async () => {
    const grownUp = await signUpGrownUp(t);
    const body = { password: grownUp.password };
    const asAccount = await api(t.app, 'POST', '/api/session/grown-up', {
      cookie: grownUp.cookie,
      body,
    });
    expect(asAccount.statusCode).toBe(403);
    expect(asAccount.json()).toEqual({ message: englishWords('server.family.notAFamilyChild') });
    expect((await api(t.app, 'POST', '/api/session/grown-up', { body })).statusCode).toBe(401);
  });

  it('another grown-up’s child: 404 for switch, progress, export and delete', async () => {
    const other = await signUpGrownUp(t);
    const child = await addChild(t, other);
    for (const [method, path, body] of [
      ['POST', `/api/family/children/${child.id}/switch`, undefined],
      ['GET', `/api/family/children/${child.id}/progress`, undefined],
      ['GET', `/api/family/children/${child.id}/export`, undefined],
      ['DELETE', `/api/family/children/${child.id}`, { password: parent.password }],
    ] as const) {
      const response = await api(t.app, method, path, { cookie: parent.cookie, body });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ message: englishWords('server.family.childNotFound') });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toBeDefined();
  });
});

describe('a child’s export (docs/decisions/153-deletes-leave-no-row.md)', () => {
  it('holds the profile, progress, ledger, scores, chores and Code Lab work, in its response schema', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp, { nickname: 'Exporter', avatarId: 11 });
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const send = async (method: 'POST' | 'PUT', url: string, body: unknown, status: number) => {
      const response = await api(t.app, method, url, { cookie: childCookie, body });
      expect(response.statusCode, `${url} ${response.body}`).toBe(status);
    };
    await send(
      'POST',
      '/api/progress',
      gradedCompletion('intro-to-coding', 'basics'),
      200,
    );
    await send('POST', '/api/game-scores', { gameId: 'robot-maze', score: 60 }, 201);
    await send(
      'PUT',
      '/api/chores',
      { chores: [{ id: 'c1', name: 'Feed the cat', points: 5, done: true }] },
      200,
    );
    await send(
      'POST',
      '/api/code-lab/solves',
      { levelId: 'birthday-1', program: solutionOf('birthday-1') },
      200,
    );
    await send(
      'PUT',
      '/api/code-lab/programs/birthday-2',
      { program: solutionOf('birthday-2') },
      204,
    );
    await send('POST', '/api/code-lab/runs', { levelId: 'birthday-2', outcome: 'crashed' }, 204);
    const cookie = await signInAgain(t, grownUp);
    const response = await api(t.app, 'GET', `/api/family/children/${child.id}/export`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const data = childExportResponse.parse(response.json());
    expect(data.profile).toMatchObject({ id: child.id, nickname: 'Exporter', avatarId: 11 });
    expect(data.profile.points).toBeGreaterThan(0);
    expect(data.progress.map((p) => p.lessonId)).toEqual(['intro-to-coding']);
    expect(data.pointsLedger.reduce((sum, e) => sum + e.points, 0)).toBe(data.profile.points);
    expect(data.gameScores).toEqual([expect.objectContaining({ gameId: 'robot-maze', score: 60 })]);
    expect(data.gamePlays).toEqual([
      { gameId: 'robot-maze', day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), plays: 1 },
    ]);
    expect(data.chores).toEqual([{ id: 'c1', name: 'Feed the cat', points: 5, done: true }]);
    expect(data.codeLab.solves).toEqual([
      expect.objectContaining({
        levelId: 'birthday-1',
        stars: 3,
        program: solutionOf('birthday-1'),
      }),
    ]);
    expect(data.codeLab.programs).toEqual([
      expect.objectContaining({ levelId: 'birthday-2', program: solutionOf('birthday-2') }),
    ]);
    expect(data.codeLab.runs.map((r) => [r.levelId, r.runs])).toEqual([
      ['birthday-1', 1],
      ['birthday-2', 1],
    ]);
    expect(data.codeLab.worlds).toEqual([{ gameId: expect.any(String), levelIds: ['birthday-1'] }]);
    // Nothing about anyone else, and nothing secret.
    expect(response.body).not.toContain(grownUp.email);
    expect(response.body).not.toMatch(/password|token|session/i);
  });
});

describe('last active (docs/decisions/154-switching-on-a-family-device.md)', () => {
  it('a child’s last active moves at most hourly with its session, and activity clears a retention warning', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const db = t.database.db;
    const longAgo = new Date(Date.now() - 5 * 60 * 60 * 1000);
    await db
      .update(users)
      .set({ lastActiveAt: longAgo, retentionWarnedAt: longAgo })
      .where(eq(users.id, child.id));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 30 * 60 * 1000) })
      .where(eq(sessions.userId, child.id));
    await me(childCookie);
    let [row] = await db.select().from(users).where(eq(users.id, child.id));
    expect(row?.lastActiveAt?.getTime()).toBe(longAgo.getTime());
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, child.id));
    await me(childCookie);
    [row] = await db.select().from(users).where(eq(users.id, child.id));
    expect(row!.lastActiveAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.retentionWarnedAt).toBeNull();
  });
});
