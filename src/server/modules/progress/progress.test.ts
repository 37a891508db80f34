import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { pointEvents, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pointsOf = async (userId: number) =>
  (await t.database.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]
    ?.points;

describe('GET /api/progress', () => {
  it('needs a signed-in user', async () => {
    const res = await api(t.app, 'GET', '/api/progress');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in first.' });
  });

  it('lists only the signed-in user\u2019s completed lessons', async () => {
    const a = await signedInUser(t.database);
    const b = await signedInUser(t.database);
    expect((await api(t.app, 'GET', '/api/progress', { cookie: a.cookie })).json()).toEqual([]);
    await api(t.app, 'POST', '/api/progress', {
      cookie: a.cookie,
      body: { moduleId: 'basics', lessonId: 'loops', completed: true },
    });
    expect((await api(t.app, 'GET', '/api/progress', { cookie: a.cookie })).json()).toEqual([
      { moduleId: 'basics', lessonId: 'loops', completed: true },
    ]);
    expect((await api(t.app, 'GET', '/api/progress', { cookie: b.cookie })).json()).toEqual([]);
  });
});

describe('POST /api/progress', () => {
  it('records a completion and awards the lesson points once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const body = { moduleId: 'intermediate', lessonId: 'conditionals', completed: true };
    const first = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...body, pointsAwarded: 75, points: 75, level: 1 });
    const again = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(again.json()).toEqual({ ...body, pointsAwarded: 0, points: 75, level: 1 });
    expect(await pointsOf(userId)).toBe(75);
  });

  it('maps aliases to the main id before storing (basics/intro is intro-to-coding)', async () => {
    const { cookie } = await signedInUser(t.database);
    const viaAlias = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'basics', lessonId: 'intro', completed: true },
    });
    expect(viaAlias.json()).toMatchObject({
      moduleId: 'basics',
      lessonId: 'intro-to-coding',
      pointsAwarded: 50,
    });
    const viaId = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true },
    });
    expect(viaId.json()).toMatchObject({ pointsAwarded: 0, points: 50 });
    const ai = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'ai', lessonId: 'intro-ai', completed: true },
    });
    expect(ai.json()).toMatchObject({
      lessonId: 'ai-basics',
      pointsAwarded: 75,
      points: 125,
      level: 2,
    });
    expect((await api(t.app, 'GET', '/api/progress', { cookie })).json()).toEqual([
      { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true },
      { moduleId: 'ai', lessonId: 'ai-basics', completed: true },
    ]);
  });

  it.each([
    [{ moduleId: 'basics', lessonId: 'flying', completed: true }, 'We could not find that lesson.'],
    [{ moduleId: 'ai', lessonId: 'loops', completed: true }, 'We could not find that lesson.'],
    [
      { moduleId: 'ai', lessonId: 'computer-vision', completed: true },
      'This lesson is coming soon, so it cannot be finished yet.',
    ],
    [
      { moduleId: 'intermediate', lessonId: 'variables', completed: true },
      'This lesson unlocks at Level 4, so it cannot be finished yet.',
    ],
    [
      { moduleId: 'advanced', lessonId: 'game-dev', completed: true },
      'This lesson unlocks at Level 8, so it cannot be finished yet.',
    ],
    [
      { moduleId: 'basics', lessonId: 'loops', completed: false },
      'Only a finished lesson can be saved (send "completed": true).',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await pointsOf(userId)).toBe(0);
  });

  it('names the field when the body is malformed', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'basics', completed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lessonId/);
  });

  it('ignores a points field the client sends', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'basics', lessonId: 'sequences', completed: true, points: 5000 },
    });
    expect(res.json()).toMatchObject({ pointsAwarded: 50, points: 50 });
  });

  it('needs a signed-in user', async () => {
    const res = await api(t.app, 'POST', '/api/progress', {
      body: { moduleId: 'basics', lessonId: 'loops', completed: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('awards once when the same completion arrives several times at once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const body = { moduleId: 'basics', lessonId: 'pattern-master', completed: true };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(t.app, 'POST', '/api/progress', { cookie, body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().pointsAwarded).sort()).toEqual([0, 0, 0, 0, 0, 50]);
    expect(await pointsOf(userId)).toBe(50);
    const events = await t.database.db
      .select()
      .from(pointEvents)
      .where(eq(pointEvents.userId, userId));
    expect(events.map((e) => e.sourceKey)).toEqual(['lesson:basics/pattern-master']);
  });
});

describe('POST /api/user/points', () => {
  it('awards 10 points for a known activity, once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const first = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: { activityId: 'robot-dance' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ pointsAwarded: 10, points: 10, level: 1 });
    const again = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: { activityId: 'robot-dance' },
    });
    expect(again.json()).toEqual({ pointsAwarded: 0, points: 10, level: 1 });
    const other = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: { activityId: 'weather-helper', points: 999 },
    });
    expect(other.json()).toEqual({ pointsAwarded: 10, points: 20, level: 1 });
    expect(await pointsOf(userId)).toBe(20);
  });

  it('awards a bare points number nothing and says why', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/user/points', { cookie, body: { points: 500 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/activityId/);
    expect(await pointsOf(userId)).toBe(0);
  });

  it('refuses an unknown activity', async () => {
    const { cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: { activityId: 'free-points' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'We could not find that activity.' });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await api(t.app, 'POST', '/api/user/points', { body: { activityId: 'robot-dance' } }))
        .statusCode,
    ).toBe(401);
  });

  it('awards once under concurrent requests', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t.app, 'POST', '/api/user/points', { cookie, body: { activityId: 'ai-chat' } }),
      ),
    );
    expect(answers.map((a) => a.json().pointsAwarded).sort()).toEqual([0, 0, 0, 0, 10]);
    expect(await pointsOf(userId)).toBe(10);
  });
});
