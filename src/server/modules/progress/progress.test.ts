import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { pointEvents, users } from '../../db/schema/index';
import { activityBody, doneActivity, gradedCompletion, rightAnswers, wrongAnswers } from '../../../../tests/support/lesson-work';
import { translatorFor } from '../../i18n/translators';
import { addComingSoonDoor, COMING_SOON_DOOR } from '../../../../tests/support/coming-soon-door';

const englishWords = translatorFor('en');

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
      body: gradedCompletion('loops', 'basics'),
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
    const body = gradedCompletion('conditionals');
    const saved = { moduleId: 'intermediate', lessonId: 'conditionals', completed: true };
    const first = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...saved, pointsAwarded: 75, points: 75, level: 1 });
    const again = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(again.json()).toEqual({ ...saved, pointsAwarded: 0, points: 75, level: 1 });
    expect(await pointsOf(userId)).toBe(75);
  });

  it('maps aliases to the main id before storing (basics/intro is intro-to-coding)', async () => {
    const { cookie } = await signedInUser(t.database);
    const viaAlias = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: gradedCompletion('intro', 'basics'),
    });
    expect(viaAlias.json()).toMatchObject({
      moduleId: 'basics',
      lessonId: 'intro-to-coding',
      pointsAwarded: 50,
    });
    const viaId = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: gradedCompletion('intro-to-coding', 'basics'),
    });
    expect(viaId.json()).toMatchObject({ pointsAwarded: 0, points: 50 });
    const ai = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: gradedCompletion('intro-ai', 'ai'),
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
      { moduleId: 'ai', lessonId: COMING_SOON_DOOR.id, completed: true },
      'This lesson is coming soon, so it cannot be finished yet.',
    ],
    [
      gradedCompletion('variables'),
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

  it("opens Data Collector at exactly Level 4's points, not one point short (docs/decisions/394-level-gates-as-data.md)", async () => {
    const short = await signedInUser(t.database, { points: 299 });
    const refused = await api(t.app, 'POST', '/api/progress', { cookie: short.cookie, body: gradedCompletion('variables') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This lesson unlocks at Level 4, so it cannot be finished yet.' });
    expect(await pointsOf(short.id)).toBe(299);
    const enough = await signedInUser(t.database, { points: 300 });
    const saved = await api(t.app, 'POST', '/api/progress', { cookie: enough.cookie, body: gradedCompletion('variables') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pointsAwarded: 75, points: 375 });
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
      body: { ...gradedCompletion('sequences'), points: 5000 },
    });
    expect(res.json()).toMatchObject({ pointsAwarded: 50, points: 50 });
  });

  it('needs a signed-in user', async () => {
    const res = await api(t.app, 'POST', '/api/progress', {
      body: gradedCompletion('loops', 'basics'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('awards once when the same completion arrives several times at once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const body = gradedCompletion('pattern-master');
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

describe('POST /api/progress is graded by the server', () => {
  const progressOf = async (cookie: string) => (await api(t.app, 'GET', '/api/progress', { cookie })).json();

  it.each([
    ['without answers', { moduleId: 'basics', lessonId: 'loops', completed: true }, 'server.progress.answersMissing'],
    ['with empty answers', { ...gradedCompletion('loops'), answers: {} }, 'server.progress.answersMissing'],
    ['with a failing quiz', { ...gradedCompletion('loops'), answers: wrongAnswers('loops') }, 'server.progress.quizNotPassed'],
    [
      'with one right answer of three (loops pass with 2)',
      { ...gradedCompletion('loops'), answers: { ...wrongAnswers('loops'), q1: rightAnswers('loops').q1! } },
      'server.progress.quizNotPassed',
    ],
    [
      'without the activity (quiz and activity)',
      { moduleId: 'intermediate', lessonId: 'conditionals', completed: true, answers: rightAnswers('conditionals') },
      'server.progress.activityNotDone',
    ],
    [
      'with an activity not done',
      { ...gradedCompletion('conditionals'), activity: { placed: ['if-sunny', 'then-sunglasses'] } },
      'server.progress.activityNotDone',
    ],
    [
      'with another activity’s evidence',
      { ...gradedCompletion('functions'), activity: doneActivity('counting-boxes') },
      'server.progress.activityNotDone',
    ],
    [
      'with an AI chat of two questions',
      { ...gradedCompletion('ai-basics'), activity: { questionsAnswered: 2 } },
      'server.progress.activityNotDone',
    ],
  ] as const)('is 422 %s: nothing recorded, no points', async (_, body, key) => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const res = await api(t.app, 'POST', '/api/progress', { cookie, body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: englishWords(key) });
    expect(await pointsOf(userId)).toBe(0);
    expect(await progressOf(cookie)).toEqual([]);
  });

  it('passes with 2 of 3 right when that is the lesson’s rule, and pays once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const answers = { ...rightAnswers('loops'), q3: wrongAnswers('loops').q3! };
    const body = { ...gradedCompletion('loops'), answers };
    expect((await api(t.app, 'POST', '/api/progress', { cookie, body })).json()).toMatchObject({ pointsAwarded: 50 });
    expect((await api(t.app, 'POST', '/api/progress', { cookie, body })).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await pointsOf(userId)).toBe(50);
  });

  it('grades every quiz-and-activity lesson with its own activity', async () => {
    const { cookie } = await signedInUser(t.database, { points: 600 });
    for (const lessonId of ['conditionals', 'ai-basics', 'functions', 'variables']) {
      const res = await api(t.app, 'POST', '/api/progress', { cookie, body: gradedCompletion(lessonId) });
      expect(res.statusCode, lessonId).toBe(200);
      expect(res.json().pointsAwarded, lessonId).toBe(75);
    }
  });

  it('still needs answers to repeat a lesson that is done, and pays nothing new', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    await api(t.app, 'POST', '/api/progress', { cookie, body: gradedCompletion('sequences') });
    const bare = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { moduleId: 'basics', lessonId: 'sequences', completed: true },
    });
    expect(bare.statusCode).toBe(422);
    expect(await pointsOf(userId)).toBe(50);
    expect(await progressOf(cookie)).toEqual([{ moduleId: 'basics', lessonId: 'sequences', completed: true }]);
  });

  it('refuses too many answers or too big an activity with 400, naming the field', async () => {
    const { cookie } = await signedInUser(t.database);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`q${i + 1}`, 'x']));
    const tooMany = await api(t.app, 'POST', '/api/progress', { cookie, body: { ...gradedCompletion('loops'), answers: many } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/answers/);
    const big = await api(t.app, 'POST', '/api/progress', {
      cookie,
      body: { ...gradedCompletion('conditionals'), activity: { placed: Array.from({ length: 600 }, () => 'if-rain') } },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/activity/);
  });
});

describe('POST /api/user/points', () => {
  it.each([
    ['without evidence', { activityId: 'robot-dance' }],
    ['with a dance not danced', { activityId: 'robot-dance', activity: { count: 3, dancesDone: 0 } }],
    ['with a routine out of order', { activityId: 'morning-routine', activity: { slots: ['brush-teeth', 'wake-up', 'eat-breakfast'] } }],
    ['with a program missing a block', { activityId: 'code-builder', activity: { program: ['say-hello', 'turn-left'] } }],
    ['with patterns half solved', { activityId: 'pattern-practice', activity: { solvedIds: ['colors-two', 'numbers'] } }],
    ['with a chorus used once', { activityId: 'chorus-dance', activity: { chorus: ['clap', 'wave'], song: [{ kind: 'chorus' }] } }],
    ['with boxes that miss the goal', { activityId: 'counting-boxes', activity: { missions: [[{ box: 'apples', change: 1 }]] } }],
    ['with evidence of the wrong shape', { activityId: 'ai-chat', activity: { questionsAnswered: 'lots' } }],
  ])('is 422 %s and pays nothing', async (_, body) => {
    const { id: userId, cookie } = await signedInUser(t.database, { points: 600 });
    const res = await api(t.app, 'POST', '/api/user/points', { cookie, body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: englishWords('server.progress.activityNotFinished') });
    expect(await pointsOf(userId)).toBe(600);
  });

  it('awards 10 points for a known activity, once', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const first = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: activityBody('robot-dance'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ pointsAwarded: 10, points: 10, level: 1 });
    const again = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: activityBody('robot-dance'),
    });
    expect(again.json()).toEqual({ pointsAwarded: 0, points: 10, level: 1 });
    const other = await api(t.app, 'POST', '/api/user/points', {
      cookie,
      body: { ...activityBody('weather-helper'), points: 999 },
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
      (await api(t.app, 'POST', '/api/user/points', { body: activityBody('robot-dance') }))
        .statusCode,
    ).toBe(401);
  });

  it('awards once under concurrent requests', async () => {
    const { id: userId, cookie } = await signedInUser(t.database);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(t.app, 'POST', '/api/user/points', { cookie, body: activityBody('ai-chat') }),
      ),
    );
    expect(answers.map((a) => a.json().pointsAwarded).sort()).toEqual([0, 0, 0, 0, 10]);
    expect(await pointsOf(userId)).toBe(10);
  });
});
