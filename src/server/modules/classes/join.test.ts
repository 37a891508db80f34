import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { userById } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { PICTURES, type Picture } from '../../../domain/child-profile';
import type { ClassDetail, ClassStudent, JoinClass } from '../../../domain/class-api';
import { classMessages } from '../../../domain/class-messages';
import type { PublicUser } from '../../../domain/user-api';
import { classes, rateLimits, sessions } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { joinWithPictures } from './join-routes';
import { JOIN_LIMITS } from './join-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
let nextAddress = 1;
/** Each test signs in from addresses of its own, so the per-address counters do not mix. */
const newAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const lookUp = (code: string, ip: string) =>
  t.app.inject({ method: 'GET', url: `/api/join/${code}`, remoteAddress: ip });
const postJoin = (body: unknown, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/join',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  });

/** Two pictures that are not this child's. */
const wrongFor = (student: ClassStudent): [Picture, Picture] => {
  const others = PICTURES.filter((p) => !student.pictures.includes(p));
  return [others[0]!, others[1]!];
};
const attempt = (
  made: ClassDetail,
  student: ClassStudent,
  pictures: readonly Picture[] = student.pictures,
) => ({
  joinCode: made.joinCode,
  studentId: student.id,
  pictures,
});
const expectMiss = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toEqual({ message: classMessages.wrongPictures });
};
const expectLimited = (response: LightMyRequestResponse, message: string) => {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

async function classOf(nicknames: string[]) {
  const { cookie } = await insertTeacher(db());
  return makeClass(t.app, cookie, `Class ${Math.random().toString(36).slice(2, 8)}`, nicknames);
}
const kids = (n: number) => Array.from({ length: n }, (_, i) => `Kid ${i + 1}`);

describe('GET /api/join/:joinCode', () => {
  it('shows the class name and its children’s nicknames and avatars, never their pictures', async () => {
    const made = await classOf(['Bo', 'amy']);
    const response = await lookUp(made.joinCode.toLowerCase(), newAddress());
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json<JoinClass>();
    expect(shown).toEqual({
      className: made.name,
      students: made.students.map(({ id, nickname, avatarId }) => ({ id, nickname, avatarId })),
    });
    for (const student of made.students)
      expect(response.body).not.toContain(student.pictures.join('+'));
    for (const picture of PICTURES) expect(response.body).not.toContain(`"${picture}"`);
  });

  it('answers 404 for an unknown or archived class and 400 for a code of the wrong shape', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const archived = await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    expect(archived.statusCode, archived.body).toBe(200);
    const ip = newAddress();
    for (const code of [made.joinCode, 'ZZZZZZ'.replace(made.joinCode, 'YYYYYY')]) {
      const response = await lookUp(code, ip);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: classMessages.codeUnknown });
    }
    for (const code of ['ABC', 'ABCDEFG', 'ABCDE0', 'ABCDEI', 'ABCDE%20']) {
      const response = await lookUp(code, ip);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toMatch(/"joinCode"/);
    }
  });

  it('is limited per address: 30 unknown codes in 15 minutes, then 429 with Retry-After', async () => {
    const made = await classOf(['Bo']);
    const ip = newAddress();
    for (let i = 0; i < 10; i++)
      expect((await lookUp(made.joinCode, ip)).statusCode, 'known codes are not misses').toBe(200);
    for (let i = 0; i < JOIN_LIMITS.unknownCodes.max; i++) {
      expect(
        (await lookUp(`ZZZZ${'23456789'[i % 8]}${'ABCDEFGH'[Math.floor(i / 8)]}`, ip)).statusCode,
      ).toBe(404);
    }
    expectLimited(await lookUp('ZZZZZZ', ip), classMessages.tooManyCodes);
    expectLimited(await lookUp(made.joinCode, ip), classMessages.tooManyCodes);
    expect((await lookUp(made.joinCode, newAddress())).statusCode, 'another address').toBe(200);
  });
});

describe('POST /api/join: signing in with two pictures', () => {
  it('signs the child in for 12 hours, in either order of the pictures, and marks the class used', async () => {
    const made = await classOf(['Bo', 'Amy']);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    await db()
      .update(classes)
      .set({ lastUsedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(classes.id, made.id));
    const reversed = [bo.pictures[1], bo.pictures[0]];
    const response = await postJoin(
      attempt(made, bo, reversed),
      newAddress(),
      'sid=stale-session-of-someone',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicUser>()).toEqual({
      kind: 'child',
      id: bo.id,
      nickname: 'Bo',
      username: 'Bo',
      displayName: 'Bo',
      points: 0,
      level: 1,
      avatarId: bo.avatarId,
      role: 'learner',
      profileOf: 'class',
    });
    const sid = response.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, bo.id));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(12 * 60 * 60 * 1000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `sid=${sid.value}` },
    });
    expect(me.json()).toMatchObject({ kind: 'child', id: bo.id });
    expect(Date.now() - (await userById(db(), bo.id))!.lastActiveAt!.getTime()).toBeLessThan(
      60_000,
    );
    const [row] = await db().select().from(classes).where(eq(classes.id, made.id));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('answers one 401 for wrong pictures, a child of another class, an unknown or archived code', async () => {
    const made = await classOf(['Bo']);
    const other = await classOf(['Cy']);
    const bo = made.students[0]!;
    const cy = other.students[0]!;
    const ip = newAddress();
    expectMiss(await postJoin(attempt(made, bo, wrongFor(bo)), ip));
    expectMiss(await postJoin({ ...attempt(made, cy), studentId: cy.id }, ip));
    expectMiss(await postJoin({ ...attempt(made, bo), joinCode: 'ZZZZZZ' }, ip));
    expectMiss(await postJoin({ ...attempt(made, bo), studentId: 2_147_483_647 }, ip));
    await db().update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, made.id));
    expectMiss(await postJoin(attempt(made, bo), ip));
    expect(await db().$count(sessions, eq(sessions.userId, bo.id))).toBe(0);
  });

  it('refuses bad input with 400 naming the field, before counting anything', async () => {
    const made = await classOf(['Bo']);
    const bo = made.students[0]!;
    const ip = newAddress();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...attempt(made, bo), pictures: [bo.pictures[0], bo.pictures[0]] }, 'pictures'],
      [{ ...attempt(made, bo), pictures: ['cat'] }, 'pictures'],
      [{ ...attempt(made, bo), pictures: ['cat', 'dragon'] }, 'pictures'],
      [{ ...attempt(made, bo), joinCode: 'ABC' }, 'joinCode'],
      [{ ...attempt(made, bo), studentId: '12' }, 'studentId'],
      [{ ...attempt(made, bo), studentId: 2_147_483_648 }, 'studentId'],
    ];
    for (const [body, field] of cases) {
      const response = await postJoin(body, ip);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`"${field}[".]`));
    }
    expect(await db().$count(rateLimits, sql`${rateLimits.key} like ${`%${ip}`}`)).toBe(0);
  });
});

describe('the limits of the picture sign-in (decision 161)', () => {
  const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);
  async function outcome(promise: Promise<unknown>): Promise<number> {
    try {
      await promise;
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.statusCode;
      throw error;
    }
  }

  it('3 misses in a row lock the child for 1 minute, even with the right pictures', async () => {
    const made = await classOf(['Bo', 'Amy']);
    const [bo, amy] = made.students.sort((a, b) => a.id - b.id) as [ClassStudent, ClassStudent];
    const ip = newAddress();
    const t0 = new Date('2026-05-01T09:00:00Z');
    const tryAt = (student: ClassStudent, pictures: readonly Picture[], seconds: number) =>
      outcome(
        joinWithPictures(
          db(),
          { ...attempt(made, student, pictures), pictures: pictures as [Picture, Picture], ip },
          at(t0, seconds),
        ),
      );

    expect(await tryAt(bo, wrongFor(bo), 0)).toBe(401);
    expect(await tryAt(bo, wrongFor(bo), 1)).toBe(401);
    expect(await tryAt(bo, wrongFor(bo), 2)).toBe(401);
    expect(await tryAt(bo, bo.pictures, 3), 'locked').toBe(429);
    expect(await tryAt(amy, amy.pictures, 4), 'only that child').toBe(200);
    const locked = joinWithPictures(
      db(),
      { ...attempt(made, bo), pictures: bo.pictures, ip },
      at(t0, 32),
    );
    await expect(locked).rejects.toMatchObject({
      statusCode: 429,
      message: classMessages.childLocked,
      headers: { 'retry-after': '30' },
    });
    expect(await tryAt(bo, bo.pictures, 61), 'not yet a minute after the third miss').toBe(429);
    expect(await tryAt(bo, bo.pictures, 62), 'a minute after the third miss').toBe(200);
  });

  it('a right answer ends the run of misses', async () => {
    const made = await classOf(['Bo']);
    const bo = made.students[0]!;
    const ip = newAddress();
    const t0 = new Date('2026-05-01T10:00:00Z');
    const results: number[] = [];
    for (const [i, pictures] of [
      wrongFor(bo),
      wrongFor(bo),
      bo.pictures,
      wrongFor(bo),
      wrongFor(bo),
      bo.pictures,
    ].entries()) {
      results.push(
        await outcome(joinWithPictures(db(), { ...attempt(made, bo), pictures, ip }, at(t0, i))),
      );
    }
    expect(results).toEqual([401, 401, 200, 401, 401, 200]);
    expect(
      await db().$count(rateLimits, sql`${rateLimits.key} like ${`join-child:${bo.id}:%`}`),
    ).toBe(0);
  });

  it('a child of another class answers like a miss: 401 three times, then locked', async () => {
    const made = await classOf(['Bo']);
    const other = await classOf(['Cy']);
    const cy = other.students[0]!;
    const ip = newAddress();
    const results: number[] = [];
    for (let i = 0; i < 4; i++)
      results.push(
        (await postJoin({ ...attempt(made, cy), joinCode: made.joinCode }, ip)).statusCode,
      );
    expect(results).toEqual([401, 401, 401, 429]);
    expect(
      (await postJoin(attempt(other, cy), newAddress())).statusCode,
      'Cy in her own class is not locked',
    ).toBe(200);
  });

  it('at most 30 misses per address in 15 minutes, then 429 for every child there', async () => {
    const made = await classOf(kids(12));
    const ip = newAddress();
    for (let i = 0; i < JOIN_LIMITS.address.max; i++) {
      const student = made.students[i % 12]!;
      const response = await postJoin(attempt(made, student, wrongFor(student)), ip);
      expectMiss(response);
    }
    const fresh = made.students[11]!;
    expectLimited(await postJoin(attempt(made, fresh), ip), classMessages.tooManyTries);
    expect((await postJoin(attempt(made, fresh), newAddress())).statusCode, 'another address').toBe(
      200,
    );
  });

  it('at most 60 misses per class in 15 minutes, from any number of addresses', async () => {
    const made = await classOf(kids(30));
    let misses = 0;
    for (let round = 0; round < 2; round++) {
      for (const student of made.students) {
        expectMiss(await postJoin(attempt(made, student, wrongFor(student)), newAddress()));
        misses++;
      }
    }
    expect(misses).toBe(JOIN_LIMITS.classCode.max);
    expectLimited(
      await postJoin(attempt(made, made.students[0]!), newAddress()),
      classMessages.tooManyTries,
    );
  });

  it('right answers are not misses: a class signs in from one address without limit', async () => {
    const made = await classOf(kids(35));
    const ip = newAddress();
    for (const student of made.students)
      expect((await postJoin(attempt(made, student), ip)).statusCode).toBe(200);
  });

  it('20 guesses at once for one child get exactly 3 checks', async () => {
    const made = await classOf(['Bo']);
    const bo = made.students[0]!;
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postJoin(attempt(made, bo, wrongFor(bo)), ip)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
    const [address] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `join-ip:${ip}`));
    expect(address?.count, 'the locked guesses were never checked: not misses of the address').toBe(
      3,
    );
  });

  it('40 guesses at once at different children from one address get exactly 30 checks', async () => {
    const made = await classOf(kids(40));
    const ip = newAddress();
    const responses = await Promise.all(
      made.students.map((student) => postJoin(attempt(made, student, wrongFor(student)), ip)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
  });
});
