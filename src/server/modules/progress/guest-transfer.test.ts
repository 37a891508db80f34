import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { gameScores, pointEvents, users } from '../../db/schema/index';
import { activityBody, gradedGuestRecord, rightAnswers, wrongAnswers } from '../../../../tests/support/lesson-work';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { cookiesFrom } from '../../../../tests/support/test-app';

import { translatorFor } from '../../i18n/translators';

const englishWords = translatorFor('en');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pointsOf = async (userId: number) =>
  (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]
    ?.points;
const scoresOf = (userId: number) =>
  t.database.db.select().from(gameScores).where(eq(gameScores.userId, userId));

const at = (iso: string) => iso;
/** A moment `days` UTC days before today, at `time` (HH:MM) UTC. */
const daysAgo = (days: number, time = '12:00') => {
  const day = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${day}T${time}:00.000Z`;
};
const guestProgress = [
  { ...gradedGuestRecord('intro', at('2026-03-01T10:00:00.000Z')), moduleId: 'basics' },
  gradedGuestRecord('loops', at('2026-03-01T10:30:00.000Z')),
];

describe('POST /api/transfer-guest-progress', () => {
  it('awards exactly what the records earn, whatever points the guest claims', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress,
        activities: [activityBody('robot-dance'), activityBody('code-builder')],
        gameScores: [{ gameId: 'robot-maze', score: 60, completedAt: daysAgo(3, '11:00') }],
        points: 99999,
      },
    });
    expect(res.statusCode).toBe(200);
    // 50 + 50 lessons, 10 + 10 activities, floor(60 / 10) = 6 for the maze.
    expect(res.json()).toEqual({ pointsAwarded: 126, points: 126, level: 2, choresMoved: 0 });
    const points = await api(t.app, 'POST', '/api/transfer-guest-points', {
      cookie,
      body: { points: 99999 },
    });
    expect(points.statusCode).toBe(200);
    expect(points.json()).toEqual({ pointsAwarded: 0, points: 126, level: 2 });
    expect(await pointsOf(userId)).toBe(126);
    expect((await api(t.app, 'GET', '/api/progress', { cookie })).json()).toEqual([
      { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true },
      { moduleId: 'basics', lessonId: 'loops', completed: true },
    ]);
    const scores = await scoresOf(userId);
    expect(
      scores.map((s) => [s.gameId, s.score, s.pointsAwarded, s.createdAt.toISOString()]),
    ).toEqual([['robot-maze', 60, 6, daysAgo(3, '11:00')]]);
  });

  it('adds nothing when the same transfer is repeated, even at once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const body = {
      guestProgress,
      activities: [activityBody('robot-dance')],
      gameScores: [
        { gameId: 'robot-maze', score: 50, completedAt: daysAgo(2, '09:00') },
        { gameId: 'robot-maze', score: 50, completedAt: daysAgo(2, '09:05') },
      ],
    };
    const first = await api(t.app, 'POST', '/api/transfer-guest-progress', { cookie, body });
    expect(first.json()).toEqual({ pointsAwarded: 120, points: 120, level: 2, choresMoved: 0 });
    const repeats = await Promise.all(
      [1, 2, 3].map(() => api(t.app, 'POST', '/api/transfer-guest-progress', { cookie, body })),
    );
    expect(repeats.map((r) => r.json())).toEqual(
      [1, 2, 3].map(() => ({ pointsAwarded: 0, points: 120, level: 2, choresMoved: 0 })),
    );
    expect(await pointsOf(userId)).toBe(120);
    expect(await scoresOf(userId)).toHaveLength(2);
  });

  it('skips invalid records instead of failing', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: [
          gradedGuestRecord('sequences'),
          { moduleId: 'ai', lessonId: 'computer-vision', completed: true, answers: rightAnswers('computer-vision') }, // no key finder
          gradedGuestRecord('variables'), // below its level
          { moduleId: 'advanced', lessonId: 'objects', completed: true }, // locked
          { moduleId: 'basics', lessonId: 'nope', completed: true },
          { ...gradedGuestRecord('loops'), completed: false },
          { moduleId: 42 },
          'junk',
          null,
          gradedGuestRecord('sequences'), // duplicate
        ],
        activities: [activityBody('robot-dance'), activityBody('robot-dance'), { activityId: 'mint-points', activity: {} }, 7],
        gameScores: [
          { gameId: 'robot-maze', score: 99999 },
          { gameId: 'robot-maze', score: 65 },
          { gameId: 'robot-maze', score: 12 },
          { gameId: 'lost-finder', score: 100 },
          { gameId: 'robot-maze', score: '60' },
          { gameId: 'robot-maze', score: 15, completedAt: 'not a date' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    // sequences 50 + robot-dance 10 + maze 15 -> 1
    expect(res.json()).toEqual({ pointsAwarded: 61, points: 61, level: 1, choresMoved: 0 });
    expect(await pointsOf(userId)).toBe(61);
    const events = await t.database.db
      .select()
      .from(pointEvents)
      .where(eq(pointEvents.userId, userId));
    expect(events.map((e) => e.sourceKey).sort()).toEqual(
      [
        'activity:robot-dance',
        'game:robot-maze:' + (await scoresOf(userId))[0]?.id,
        'lesson:basics/sequences',
      ].sort(),
    );
  });

  it('applies the games\u2019 daily limit by the day each score was made (UTC)', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const day1 = Array.from({ length: 7 }, (_, i) => ({
      gameId: 'robot-maze',
      score: 60,
      completedAt: daysAgo(5, `0${i}:00`),
    }));
    const day2 = [{ gameId: 'robot-maze', score: 40, completedAt: daysAgo(4, '00:30') }];
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: { guestProgress: [], gameScores: [...day2, ...day1] },
    });
    // 5 awarded plays of 6 points on day 1, none for plays 6 and 7; day 2's play is past the
    // transfer's 5 plays of this game, so it earns nothing either (one day's cap in all).
    expect(res.json()).toEqual({ pointsAwarded: 30, points: 30, level: 1, choresMoved: 0 });
    const scores = await scoresOf(userId);
    expect(scores).toHaveLength(8);
    expect(scores.filter((s) => s.pointsAwarded === 0)).toHaveLength(3);
  });

  it('keeps plays older than 30 days as scores that earn nothing', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: [],
        gameScores: [
          { gameId: 'robot-maze', score: 60, completedAt: daysAgo(400) },
          { gameId: 'robot-maze', score: 60, completedAt: daysAgo(31) },
          { gameId: 'robot-maze', score: 50, completedAt: daysAgo(29) },
        ],
      },
    });
    expect(res.json()).toEqual({ pointsAwarded: 5, points: 5, level: 1, choresMoved: 0 });
    const scores = await scoresOf(userId);
    expect(scores.map((s) => [s.score, s.pointsAwarded]).sort()).toEqual([
      [50, 5],
      [60, 0],
      [60, 0],
    ]);
    const events = await t.database.db
      .select()
      .from(pointEvents)
      .where(eq(pointEvents.userId, userId));
    expect(events).toHaveLength(1);
  });

  it('treats a date in the future as now', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const before = Date.now();
    await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: [],
        gameScores: [{ gameId: 'robot-maze', score: 30, completedAt: '2999-01-01T00:00:00.000Z' }],
      },
    });
    const [score] = await scoresOf(userId);
    expect(score?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(score?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('pays at most 5 plays a game for 150 backdated plays, whatever their dates', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const plays = Array.from({ length: 150 }, (_, i) => ({
      gameId: 'robot-maze',
      score: 60,
      completedAt: daysAgo(1 + (i % 29), `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`),
    }));
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: { guestProgress: [], gameScores: plays },
    });
    // 5 maze plays of 6 points; every other play is kept and earns nothing.
    expect(res.json().pointsAwarded).toBe(30);
    const maze = await scoresOf(userId);
    expect(maze).toHaveLength(150);
    expect(maze.filter((s) => s.pointsAwarded > 0)).toHaveLength(5);
    expect(await pointsOf(userId)).toBe(30);
  });

  it('takes a transfer once per account: a second one adds nothing and pays 0', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const first = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: { guestProgress: [gradedGuestRecord('loops')] },
    });
    expect(first.json()).toMatchObject({ pointsAwarded: 50, points: 50 });
    const second = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: [gradedGuestRecord('sequences')],
        activities: [activityBody('robot-dance')],
        gameScores: [{ gameId: 'robot-maze', score: 60, completedAt: daysAgo(1) }],
        chores: [{ id: 'c1', name: 'Feed the cat', points: 5, done: false }],
      },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ pointsAwarded: 0, points: 50, level: 1, choresMoved: 0 });
    expect(await pointsOf(userId)).toBe(50);
    expect(await scoresOf(userId)).toEqual([]);
    expect((await api(t.app, 'GET', '/api/progress', { cookie })).json()).toEqual([
      { moduleId: 'basics', lessonId: 'loops', completed: true },
    ]);
  });

  it('moves an old-style lesson without answers, a failing one or a bare activity id as nothing', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: [
          { moduleId: 'basics', lessonId: 'loops', completed: true, completedAt: daysAgo(3) },
          { ...gradedGuestRecord('sequences'), answers: wrongAnswers('sequences') },
          { ...gradedGuestRecord('conditionals'), activity: undefined },
          gradedGuestRecord('pattern-master'),
        ],
        activities: ['robot-dance', { activityId: 'code-builder' }, { activityId: 'morning-routine', activity: { slots: [] } }],
      },
    });
    expect(res.json()).toEqual({ pointsAwarded: 50, points: 50, level: 1, choresMoved: 0 });
    expect(await pointsOf(userId)).toBe(50);
    expect((await api(t.app, 'GET', '/api/progress', { cookie })).json()).toEqual([
      { moduleId: 'basics', lessonId: 'pattern-master', completed: true },
    ]);
  });

  it('refuses a class child with 403 and moves nothing', async () => {
    const { cookie: teacher } = await insertTeacher(t.database.db);
    const made = await makeClass(t.app, teacher, 'Owls', ['Bo']);
    const student = made.students[0]!;
    const joined = await api(t.app, 'POST', '/api/join', {
      body: { joinCode: made.joinCode, studentId: student.id, pictures: student.pictures },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const child = { id: student.id, cookie: cookiesFrom(joined) };
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: child.cookie,
      body: { guestProgress: [gradedGuestRecord('loops')], activities: [activityBody('robot-dance')] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: englishWords('server.progress.classChildTransfer') });
    expect(await pointsOf(child.id)).toBe(0);
  });

  it('refuses lists longer than 500 records', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: {
        guestProgress: Array.from({ length: 501 }, () => ({
          moduleId: 'basics',
          lessonId: 'loops',
          completed: true,
        })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/guestProgress.*at most 500/);
  });

  it('accepts 500 game scores (a bigger body than other routes)', async () => {
    const { cookie } = await signedInUser(t.database);
    const gameScores = Array.from({ length: 500 }, (_, i) => ({
      gameId: 'robot-maze',
      score: 10,
      completedAt: new Date(Date.parse(daysAgo(25, '00:00')) + i * 3_600_000).toISOString(),
    }));
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: { guestProgress: [], gameScores },
    });
    expect(res.statusCode).toBe(200);
    // 500 hourly plays span 21 days, but a transfer's plays earn for one day's cap of each game:
    // 5 plays of 1 point; the rest are kept as scores that earn nothing.
    expect(res.json().pointsAwarded).toBe(5);
  });

  it('needs guestProgress to be a list', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie,
      body: { guestProgress: 'all of them' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/guestProgress/);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await api(t.app, 'POST', '/api/transfer-guest-progress', { body: { guestProgress } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await api(t.app, 'POST', '/api/transfer-guest-points', { body: { points: 10 } })).statusCode,
    ).toBe(401);
  });
});
