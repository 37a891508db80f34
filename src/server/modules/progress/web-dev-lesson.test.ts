// Web Creator (docs/product/lessons.md#web-creator; docs/decisions/410-web-creator-lesson.md): 75
// points once, graded by the server; the lesson and its activity, the safe page sort, open at level 6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { activityBody, doneActivity, gradedCompletion, rightAnswers, wrongAnswers } from '../../../../tests/support/lesson-work';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (cookie: string, body: object, headers?: Record<string, string>) =>
  api(t.app, 'POST', '/api/progress', { cookie, body, ...(headers ? { headers } : {}) });
const award = (cookie: string, body: object) => api(t.app, 'POST', '/api/user/points', { cookie, body });
const saved = { moduleId: 'advanced', lessonId: 'web-dev', completed: true };
const LEVEL_6 = 500;
const sorted = doneActivity('safe-page') as { share: string[]; private: string[] };
const recorded = async (cookie: string) =>
  (await api(t.app, 'GET', '/api/progress', { cookie })).json<Array<{ lessonId: string }>>().filter((p) => p.lessonId === 'web-dev');

describe('Web Creator through the API', () => {
  it('refuses the lesson and the sort one point short of level 6, and awards nothing', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_6 - 1 });
    const lesson = await complete(cookie, gradedCompletion('web-dev'));
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json()).toEqual({ message: 'This lesson unlocks at Level 6, so it cannot be finished yet.' });
    expect((await award(cookie, activityBody('safe-page'))).statusCode).toBe(400);
    expect(await storedPoints(t.database, id)).toBe(LEVEL_6 - 1);
  });

  it('at level 6 awards 75 points once for the graded lesson, the sort 10 once', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_6 });
    const first = await complete(cookie, gradedCompletion('web-dev'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...saved, pointsAwarded: 75, points: LEVEL_6 + 75, level: 6 });
    expect((await complete(cookie, gradedCompletion('web-dev'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect((await award(cookie, activityBody('safe-page'))).json()).toEqual({ pointsAwarded: 10, points: LEVEL_6 + 85, level: 6 });
    expect((await award(cookie, activityBody('safe-page'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await storedPoints(t.database, id)).toBe(LEVEL_6 + 85);
    expect(await recorded(cookie)).toEqual([expect.objectContaining(saved)]);
  });

  it('a bare completion, without answers or the sort, is a 422, and nothing is recorded', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_6 });
    const bare = await complete(cookie, saved);
    expect(bare.statusCode).toBe(422);
    const { activity: _activity, ...noSort } = gradedCompletion('web-dev') as { activity?: unknown };
    expect((await complete(cookie, noSort)).statusCode).toBe(422);
    expect(await storedPoints(t.database, id)).toBe(LEVEL_6);
    expect(await recorded(cookie)).toEqual([]);
  });

  it('grades the quiz itself: 2 of 3 passes, 1 of 3 is a 422 in a child’s words (in Spanish too), nothing recorded', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_6 });
    const right = rightAnswers('web-dev');
    const wrong = wrongAnswers('web-dev');
    const oneRight = await complete(cookie, { ...gradedCompletion('web-dev'), answers: { ...wrong, q2: right.q2! } });
    expect(oneRight.statusCode).toBe(422);
    expect(oneRight.json<{ message: string }>().message).toContain('Not quite yet: the quiz needs more right answers.');
    const spanish = await complete(cookie, { ...gradedCompletion('web-dev'), answers: wrong }, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json<{ message: string }>().message).toContain('Todavía no: el cuestionario necesita más respuestas correctas.');
    expect(await storedPoints(t.database, id)).toBe(LEVEL_6);
    expect(await recorded(cookie)).toEqual([]);
    const twoRight = await complete(cookie, { ...gradedCompletion('web-dev'), answers: { ...right, q1: wrong.q1! } });
    expect(twoRight.statusCode, twoRight.body).toBe(200);
    expect(twoRight.json()).toMatchObject({ pointsAwarded: 75 });
  });

  it('checks the sort itself: a card in the wrong place, one missing, a wrong shape or none is a 422; every card in its place passes', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_6 });
    const cases: unknown[] = [
      { share: [...sorted.share, 'photo'], private: sorted.private.filter((c) => c !== 'photo') },
      { share: sorted.share.slice(1), private: sorted.private },
      { share: sorted.share, private: [...sorted.private, 'animal'] },
      { share: sorted.share.join(' '), private: sorted.private },
      { sorted: 'all of them' },
      undefined,
    ];
    for (const activity of cases) {
      const res = await complete(cookie, { ...gradedCompletion('web-dev'), activity });
      expect(res.statusCode, JSON.stringify(activity)).toBe(422);
      expect(res.json<{ message: string }>().message).toContain('Finish the activity first, then you can finish the lesson.');
      expect((await award(cookie, { activityId: 'safe-page', activity: activity ?? {} })).statusCode).toBe(422);
    }
    expect(await storedPoints(t.database, id)).toBe(LEVEL_6);
    expect(await recorded(cookie)).toEqual([]);
    expect((await complete(cookie, gradedCompletion('web-dev'))).statusCode).toBe(200);
  });
});
