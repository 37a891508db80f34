import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { userById } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { PICTURES, type Picture } from '../../../domain/accounts/child-profile';
import type { ClassDetail, ClassStudent, JoinClass } from '../../../domain/api/class-api';
import { translatorFor } from '../../i18n/translators';
import type { PublicUser } from '../../../domain/api/user-api';
import { classes, rateLimits, sessions } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { joinWithPictures } from './join-routes';
import { JOIN_LIMITS } from './join-limits';

const englishWords = translatorFor('en');

/** Tests that send a hundred requests or more: room for a busy machine. */
const SLOW = 120_000;

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
/** A miss: 401, and the first of a run says try again (the second warns: pass its words). */
const expectMiss = (response: LightMyRequestResponse, message?: string) => {
  expect(response.statusCode, response.body).toBe(401);
  if (message) expect(response.json()).toEqual({ message });
  else
    expect([englishWords('server.classes.wrongPictures'), englishWords('server.classes.wrongPicturesLastTry')]).toContain(
      response.json().message,
    );
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
/** The i-th of 256 codes that name no class (no class code starts with ZZZ in these tests). */
const unknownCode = (i: number) =>
  `ZZZ${'23456789'[i % 8]}${'ABCDEFGH'[Math.floor(i / 8) % 8]}${'JKMN'[Math.floor(i / 64) % 4]}`;
const kids = (n: number) => Array.from({ length: n }, (_, i) => `Kid ${i + 1}`);

describe('GET /api/join/:joinCode', () => {
  it('shows the class name and its children’s nicknames and avatars, never their pictures', async () => {
    const made = await classOf(['Bo', 'amy']);
    const response = await lookUp(made.joinCode.toLowerCase(), newAddress());
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json<JoinClass>();
    expect(shown).toEqual({
      className: made.name,
      locale: null,
      students: made.students.map(({ id, nickname, avatarId }) => ({ id, nickname, avatarId })),
    });
    for (const student of made.students)
      expect(response.body).not.toContain(student.pictures.join('+'));
    for (const picture of PICTURES) expect(response.body).not.toContain(`"${picture}"`);
  });

  it('tells the class’s language, once its teacher set one (docs/decisions/313-a-class-language-for-its-children.md, docs/decisions/377-a-closed-class-and-its-language-at-join.md)', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Búhos', ['Bo']);
    const set = await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale: 'es' } });
    expect(set.statusCode, set.body).toBe(200);
    const response = await lookUp(made.joinCode, newAddress());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<JoinClass>().locale).toBe('es');
  });

  it('answers 404 for an unknown class, 409 "closed" for an archived one, 400 for a code of the wrong shape', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const archived = await api(t.app, 'POST', `/api/classes/${made.id}/archive`, { cookie });
    expect(archived.statusCode, archived.body).toBe(200);
    const ip = newAddress();
    const unknown = await lookUp('ZZZZZZ'.replace(made.joinCode, 'YYYYYY'), ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: englishWords('server.classes.codeUnknown') });
    const closed = await lookUp(made.joinCode, ip);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: englishWords('server.classes.classClosed') });
    const inSpanish = await t.app.inject({
      method: 'GET',
      url: `/api/join/${made.joinCode}`,
      remoteAddress: ip,
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.json()).toEqual({
      message: 'Tu clase está cerrada por ahora. Pregúntale a tu docente.',
    });
    for (const code of ['ABC', 'ABCDEFG', 'ABCDE0', 'ABCDEI', 'ABCDE%20']) {
      const response = await lookUp(code, ip);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toMatch(/"joinCode"/);
    }
  });

  it('counts only unknown codes per address: a class that mistypes, then 429 with Retry-After', async () => {
    const made = await classOf(['Bo']);
    const ip = newAddress();
    for (let i = 0; i < 30; i++)
      expect((await lookUp(made.joinCode, ip)).statusCode, 'known codes are not counted').toBe(200);
    for (let i = 0; i < JOIN_LIMITS.unknownCodes.max; i++) {
      expect(
        (await lookUp(unknownCode(i), ip)).statusCode,
      ).toBe(404);
    }
    const refused = await lookUp('ZZZZZZ', ip);
    expectLimited(refused, englishWords('server.classes.tooManyCodes', { minutes: 1 }));
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(36);
    expect((await lookUp(made.joinCode, newAddress())).statusCode, 'another address').toBe(200);
  }, SLOW);
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
      locale: 'en',
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

  it('answers one 401 for wrong pictures, a child of another class, an unknown code; 409 for a closed class', async () => {
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
    const closed = await postJoin(attempt(made, bo), ip);
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json()).toEqual({ message: englishWords('server.classes.classClosed') });
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

describe('the limits of the picture sign-in (docs/decisions/161-picture-sign-in-limits.md, docs/decisions/185-picture-sign-in-budgets.md)', () => {
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
  /** A child id that is in no class: a guess of the address, never a miss at the class. */
  let nextStranger = 2_000_000_000;
  const stranger = () => nextStranger++;
  const detailOf = async (cookie: string, id: number) => {
    const response = await api(t.app, 'GET', `/api/classes/${id}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClassDetail>();
  };

  it('3 misses in a row lock the child for 1 minute, even with the right pictures; the 2nd warns', async () => {
    const made = await classOf(['Bo', 'Amy']);
    const sorted = [...made.students].sort((a, b) => a.id - b.id);
    const bo = sorted[0]!;
    const amy = sorted[1]!;
    const ip = newAddress();
    const t0 = new Date('2026-05-01T09:00:00Z');
    const tryAt = (student: ClassStudent, pictures: readonly Picture[], seconds: number) =>
      joinWithPictures(
        db(),
        { ...attempt(made, student, pictures), pictures: pictures as [Picture, Picture], ip },
        at(t0, seconds),
      );

    await expect(tryAt(bo, wrongFor(bo), 0)).rejects.toMatchObject({
      statusCode: 401,
      message: englishWords('server.classes.wrongPictures'),
    });
    await expect(tryAt(bo, wrongFor(bo), 1)).rejects.toMatchObject({
      statusCode: 401,
      message: englishWords('server.classes.wrongPicturesLastTry'),
    });
    await expect(tryAt(bo, wrongFor(bo), 2), 'the third miss locks').rejects.toMatchObject({
      statusCode: 429,
      message: englishWords('server.classes.askTeacher', { minutes: 1 }),
      headers: { 'retry-after': '60' },
    });
    expect(await outcome(tryAt(bo, bo.pictures, 3)), 'locked').toBe(429);
    expect(await outcome(tryAt(amy, amy.pictures, 4)), 'only that child').toBe(200);
    await expect(tryAt(bo, bo.pictures, 32)).rejects.toMatchObject({
      statusCode: 429,
      message: englishWords('server.classes.askTeacher', { minutes: 1 }),
      headers: { 'retry-after': '30' },
    });
    expect(await outcome(tryAt(bo, bo.pictures, 61)), 'not yet a minute after').toBe(429);
    expect(await outcome(tryAt(bo, bo.pictures, 62)), 'a minute after the third miss').toBe(200);
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

  it('a child of another class answers like a miss: 401 twice, then locked', async () => {
    const made = await classOf(['Bo']);
    const other = await classOf(['Cy']);
    const cy = other.students[0]!;
    const ip = newAddress();
    const results: number[] = [];
    for (let i = 0; i < 4; i++)
      results.push(
        (await postJoin({ ...attempt(made, cy), joinCode: made.joinCode }, ip)).statusCode,
      );
    expect(results).toEqual([401, 401, 429, 429]);
    expect(
      (await postJoin(attempt(other, cy), newAddress())).statusCode,
      'Cy in her own class is not locked',
    ).toBe(200);
  });

  it('25 children of one class on one address each miss twice, and then all sign in', async () => {
    const made = await classOf(kids(25));
    const school = newAddress();
    for (const student of made.students) {
      expectMiss(await postJoin(attempt(made, student, wrongFor(student)), school));
      expectMiss(
        await postJoin(attempt(made, student, wrongFor(student)), school),
        englishWords('server.classes.wrongPicturesLastTry'),
      );
    }
    for (const student of made.students)
      expect((await postJoin(attempt(made, student), school)).statusCode).toBe(200);
  }, SLOW);

  it('200 misses from other addresses stop neither the children at school nor the class list', async () => {
    const made = await classOf(kids(25));
    const school = '127.0.0.1';
    const elsewhere = (i: number) => `127.0.0.${2 + (i % 4)}`;
    let misses = 0;
    for (const [round] of [[0], [1]]) {
      for (const student of made.students) {
        const response = await postJoin(attempt(made, student, wrongFor(student)), elsewhere(misses));
        expectMiss(response, round === 0 ? englishWords('server.classes.wrongPictures') : undefined);
        misses++;
      }
    }
    while (misses < 200) {
      const response = await postJoin(
        { joinCode: made.joinCode, studentId: stranger(), pictures: ['cat', 'dog'] },
        elsewhere(misses),
      );
      expectMiss(response);
      misses++;
    }
    expect((await lookUp(made.joinCode, school)).statusCode).toBe(200);
    for (const student of made.students)
      expect((await postJoin(attempt(made, student), school)).statusCode, student.nickname).toBe(200);
  }, SLOW);

  it('over real sockets: 200 misses sent from 127.0.0.2-5 leave the school at 127.0.0.1 signing in', async () => {
    // The same as above through the network stack: the address is the socket's own, as a server
    // sees it (no header is trusted), from connections bound to other loopback addresses.
    const made = await classOf(kids(25));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const send = (method: 'GET' | 'POST', path: string, from: string, body?: unknown) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            localAddress: from,
            headers: payload ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {},
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    for (let miss = 0; miss < 200; miss++) {
      const student = made.students[miss % 25]!;
      // At most 2 per child; the rest name children who are not in the class.
      const body =
        miss < 50
          ? attempt(made, student, wrongFor(student))
          : { joinCode: made.joinCode, studentId: stranger(), pictures: ['cat', 'dog'] };
      const answer = await send('POST', '/api/join', `127.0.0.${2 + (miss % 4)}`, body);
      expect(answer.status, answer.body).toBe(401);
    }
    expect((await send('GET', `/api/join/${made.joinCode}`, '127.0.0.1')).status).toBe(200);
    for (const student of made.students) {
      const answer = await send('POST', '/api/join', '127.0.0.1', attempt(made, student));
      expect(answer.status, `${student.nickname}: ${answer.body}`).toBe(200);
    }
  }, SLOW);

  it('one address that spends its budget at a class pauses only itself; the teacher sees and lifts it', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Foxes', kids(35));
    const guesser = newAddress();
    // Three misses each (the third locks the child): 100 misses of the class's own children.
    for (let i = 0; i < JOIN_LIMITS.addressAndClass.max; i++) {
      const student = made.students[Math.floor(i / 3)]!;
      const response = await postJoin(attempt(made, student, wrongFor(student)), guesser);
      expect([401, 429], response.body).toContain(response.statusCode);
    }
    const kid = made.students[34]!;
    const paused = await postJoin(attempt(made, kid), guesser);
    expectLimited(paused, englishWords('server.classes.askTeacher', { minutes: 1 }));
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(36);
    const seen = await detailOf(cookie, made.id);
    const pausedUntil = Date.parse(seen.signInPausedUntil!);
    expect(pausedUntil - Date.now()).toBeGreaterThan(0);
    expect(pausedUntil - Date.now()).toBeLessThanOrEqual(36_000);
    expect(seen.students.filter((s) => s.signInLockedUntil !== null)).toHaveLength(33);
    expect((await postJoin(attempt(made, kid), newAddress())).statusCode, 'elsewhere').toBe(200);

    const unlock = await api(t.app, 'POST', `/api/classes/${made.id}/sign-in/unlock`, { cookie });
    expect(unlock.statusCode, unlock.body).toBe(204);
    expect((await detailOf(cookie, made.id)).signInPausedUntil).toBeNull();
    expect((await postJoin(attempt(made, kid), guesser)).statusCode, 'lifted').toBe(200);
  }, SLOW);

  it('300 guesses at a made-up code in a burst stop only guesses: every class behind that address signs in (issue 32)', async () => {
    const first = await classOf(kids(3));
    const second = await classOf(kids(2));
    const school = '127.0.0.2';
    const guesses = Array.from({ length: JOIN_LIMITS.guesses.max }, (_, i) =>
      postJoin({ joinCode: unknownCode(i), studentId: 1 + (i % 7), pictures: ['cat', 'dog'] }, school),
    );
    const answers = await Promise.all(guesses);
    expect(answers.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
    expectLimited(
      await postJoin({ joinCode: 'ZZZZZZ', studentId: 1, pictures: ['cat', 'dog'] }, school),
      englishWords('server.classes.tooManyTries', { minutes: 1 }),
    );
    expectLimited(
      await postJoin({ joinCode: first.joinCode, studentId: stranger(), pictures: ['cat', 'dog'] }, school),
      englishWords('server.classes.tooManyTries', { minutes: 1 }),
    );
    const bo = first.students[0]!;
    expectMiss(await postJoin(attempt(first, bo, wrongFor(bo)), school), englishWords('server.classes.wrongPictures'));
    for (const made of [first, second]) {
      expect((await lookUp(made.joinCode, school)).statusCode).toBe(200);
      for (const student of made.students) {
        const response = await postJoin(attempt(made, student), school);
        expect(response.statusCode, `${student.nickname}: ${response.body}`).toBe(200);
      }
    }
    expectMiss(
      await postJoin({ joinCode: 'ZZZZZZ', studentId: 1, pictures: ['cat', 'dog'] }, '127.0.0.3'),
      englishWords('server.classes.wrongPictures'),
    );
  }, SLOW);

  it('misses for children who are not in the class do not count against it (issue 32)', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Wrens', kids(3));
    const school = '127.0.0.4';
    for (let i = 0; i < JOIN_LIMITS.addressAndClass.max + 20; i++) {
      expectMiss(
        await postJoin({ joinCode: made.joinCode, studentId: stranger(), pictures: ['cat', 'dog'] }, school),
      );
    }
    const seen = await detailOf(cookie, made.id);
    expect(seen.signInPausedUntil, 'the class is not paused').toBeNull();
    expect(seen.students.every((s) => s.signInLockedUntil === null)).toBe(true);
    expect(await db().$count(rateLimits, sql`${rateLimits.key} like ${`join-addr-class:${made.id}:%`}`)).toBe(0);
    for (const student of made.students)
      expect((await postJoin(attempt(made, student), school)).statusCode, student.nickname).toBe(200);
  }, SLOW);

  it('mistyped codes that stop the class list at school show on the class page, and the unlock lifts them', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Larks', kids(2));
    const school = '127.0.0.5';
    const home = '127.0.0.6';
    const amy = made.students[0]!;
    const bo = made.students[1]!;
    expect((await postJoin(attempt(made, amy), school)).statusCode).toBe(200);
    for (let i = 0; i < JOIN_LIMITS.unknownCodes.max; i++)
      expect((await lookUp(unknownCode(i), school)).statusCode).toBe(404);
    expect((await lookUp(made.joinCode, school)).statusCode, 'the list is stopped').toBe(429);
    const seen = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie, remoteAddress: home });
    expect(Date.parse(seen.json<ClassDetail>().signInPausedUntil!)).toBeGreaterThan(Date.now());
    const unlock = await api(t.app, 'POST', `/api/classes/${made.id}/sign-in/unlock`, {
      cookie,
      remoteAddress: home,
    });
    expect(unlock.statusCode, unlock.body).toBe(204);
    expect((await lookUp(made.joinCode, school)).statusCode, 'lifted').toBe(200);
    expect((await postJoin(attempt(made, bo), school)).statusCode).toBe(200);

    // A teacher at school lifts their own address's, where no child has signed in yet.
    const other = await insertTeacher(db());
    const fresh = await makeClass(t.app, other.cookie, 'Kites', kids(1));
    const newSchool = '127.0.0.7';
    for (let i = 0; i < JOIN_LIMITS.unknownCodes.max; i++) await lookUp(unknownCode(i), newSchool);
    expect((await lookUp(fresh.joinCode, newSchool)).statusCode).toBe(429);
    const atSchool = { cookie: other.cookie, remoteAddress: newSchool };
    const shown = await api(t.app, 'GET', `/api/classes/${fresh.id}`, atSchool);
    expect(shown.json<ClassDetail>().signInPausedUntil).not.toBeNull();
    expect((await api(t.app, 'POST', `/api/classes/${fresh.id}/sign-in/unlock`, atSchool)).statusCode).toBe(204);
    expect((await lookUp(fresh.joinCode, newSchool)).statusCode).toBe(200);
  }, SLOW);

  it('a locked child shows in GET /api/classes/:id until the teacher lets them in', async () => {
    const { cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, 'Hares', ['Bo', 'Amy']);
    const bo = made.students.find((s) => s.nickname === 'Bo')!;
    const ip = newAddress();
    for (let i = 0; i < 2; i++) expectMiss(await postJoin(attempt(made, bo, wrongFor(bo)), ip));
    expect((await postJoin(attempt(made, bo, wrongFor(bo)), ip)).statusCode).toBe(429);
    const seen = await detailOf(cookie, made.id);
    const lockedUntil = seen.students.find((s) => s.id === bo.id)!.signInLockedUntil;
    expect(Date.parse(lockedUntil!) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(lockedUntil!) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(seen.students.find((s) => s.nickname === 'Amy')!.signInLockedUntil).toBeNull();
    expect(seen.signInPausedUntil, 'two misses left the address room').toBeNull();
    const locked = await postJoin(attempt(made, bo), newAddress());
    expectLimited(locked, englishWords('server.classes.askTeacher', { minutes: 1 }));

    const other = await insertTeacher(db());
    const theirs = await api(t.app, 'POST', `/api/classes/${made.id}/sign-in/unlock`, {
      cookie: other.cookie,
    });
    expect(theirs.statusCode, 'another teacher’s class is not found').toBe(404);
    expect((await postJoin(attempt(made, bo), newAddress())).statusCode).toBe(429);

    const unlock = await api(t.app, 'POST', `/api/classes/${made.id}/sign-in/unlock`, { cookie });
    expect(unlock.statusCode, unlock.body).toBe(204);
    const after = await detailOf(cookie, made.id);
    expect(after.students.every((s) => s.signInLockedUntil === null)).toBe(true);
    expect((await postJoin(attempt(made, bo), ip)).statusCode, 'let in').toBe(200);
  });

  it('the budgets refill evenly: no second burst at the edge of an hour', async () => {
    const made = await classOf(['Bo']);
    const bo = made.students[0]!;
    const ip = newAddress();
    const t0 = new Date('2026-06-01T08:00:00Z');
    // Bo's run of misses is not what this counts: it starts again before each miss.
    const missAt = async (seconds: number) => {
      await db().delete(rateLimits).where(eq(rateLimits.key, `join-child:${bo.id}:${made.joinCode}`));
      return outcome(
        joinWithPictures(db(), { ...attempt(made, bo), pictures: wrongFor(bo), ip }, at(t0, seconds)),
      );
    };
    const { max } = JOIN_LIMITS.addressAndClass;
    const first: number[] = [];
    for (let i = 0; i < max; i++) first.push(await missAt(3599));
    expect(first.every((status) => status === 401)).toBe(true);
    expect(await missAt(3599), 'spent').toBe(429);
    // A fixed hour would start again here, with another 100 misses; a bucket gives back one
    // miss every 36 seconds.
    expect(await missAt(3601)).toBe(429);
    expect(await missAt(3612)).toBe(429);
    expect(await missAt(3599 + 36)).toBe(401);
    expect(await missAt(3599 + 36)).toBe(429);
    expect(await missAt(3599 + 72)).toBe(401);
  }, SLOW);

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
    expect(statuses).toEqual([...Array(2).fill(401), ...Array(18).fill(429)]);
    const [address] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `join-addr-class:${made.id}:${ip}`));
    expect(address?.count, 'the locked guesses were never checked: not misses of the address').toBe(
      3,
    );
  });

  it('120 guesses at once from one address at one class get exactly 100 checks', async () => {
    const made = await classOf(kids(40));
    const ip = newAddress();
    const guesses = made.students
      .flatMap((student) => [student, student, student])
      .map((s) => attempt(made, s, wrongFor(s)));
    const responses = await Promise.all(guesses.map((body) => postJoin(body, ip)));
    expect(responses.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
    const [budget] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `join-addr-class:${made.id}:${ip}`));
    expect(budget?.count).toBe(JOIN_LIMITS.addressAndClass.max);
    const runs = await db()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`join-child:%:${made.joinCode}`}`);
    expect(runs.reduce((sum, row) => sum + row.count, 0), 'checked').toBe(100);
  }, SLOW);
});
