// Object Workshop and Game Creator (docs/product/lessons.md#object-workshop, #game-creator;
// docs/decisions/402-the-game-lab.md#the-two-lessons): 75 points each, once, graded by the server;
// Object Workshop and its activity open at level 5, Game Creator and its activity at level 8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { activityBody, doneActivity, gradedCompletion, rightAnswers, wrongAnswers } from '../../../../tests/support/lesson-work';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (cookie: string, body: object) => api(t.app, 'POST', '/api/progress', { cookie, body });
const award = (cookie: string, body: object) => api(t.app, 'POST', '/api/user/points', { cookie, body });
const saved = (lessonId: string) => ({ moduleId: 'advanced', lessonId, completed: true });

describe.each([
  { lessonId: 'objects', activityId: 'object-workshop', level: 5, points: 400 },
  { lessonId: 'game-dev', activityId: 'game-wiring', level: 8, points: 700 },
])('$lessonId', ({ lessonId, activityId, level, points }) => {
  it(`refuses the lesson and its activity one point short of level ${level}, and awards nothing`, async () => {
    const { id, cookie } = await signedInUser(t.database, { points: points - 1 });
    const lesson = await complete(cookie, gradedCompletion(lessonId));
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json()).toEqual({ message: `This lesson unlocks at Level ${level}, so it cannot be finished yet.` });
    expect((await award(cookie, activityBody(activityId))).statusCode).toBe(400);
    expect(await storedPoints(t.database, id)).toBe(points - 1);
  });

  it(`at level ${level} awards 75 points once for the graded lesson, its activity 10 once`, async () => {
    const { id, cookie } = await signedInUser(t.database, { points });
    const first = await complete(cookie, gradedCompletion(lessonId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...saved(lessonId), pointsAwarded: 75, points: points + 75, level });
    expect((await complete(cookie, gradedCompletion(lessonId))).json()).toMatchObject({ pointsAwarded: 0 });
    expect((await award(cookie, activityBody(activityId))).json()).toEqual({ pointsAwarded: 10, points: points + 85, level });
    expect((await award(cookie, activityBody(activityId))).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await storedPoints(t.database, id)).toBe(points + 85);
    const list = await api(t.app, 'GET', '/api/progress', { cookie });
    expect(list.json()).toContainEqual(expect.objectContaining(saved(lessonId)));
  });

  it('refuses with 422 in the words of a child: no answers, a failing quiz, an activity not done', async () => {
    const { id, cookie } = await signedInUser(t.database, { points });
    const body = gradedCompletion(lessonId);
    const { answers: _answers, ...withoutAnswers } = body;
    const cases: [object, string][] = [
      [withoutAnswers, 'Answer the quiz first, then you can finish the lesson.'],
      [{ ...body, answers: wrongAnswers(lessonId) }, 'Not quite yet: the quiz needs more right answers.'],
      [{ ...body, activity: undefined }, 'Finish the activity first, then you can finish the lesson.'],
      [{ ...body, activity: { nonsense: true } }, 'Finish the activity first, then you can finish the lesson.'],
    ];
    for (const [sent, message] of cases) {
      const res = await complete(cookie, sent);
      expect(res.statusCode, JSON.stringify(sent)).toBe(422);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    const notDone = await award(cookie, { activityId, activity: {} });
    expect(notDone.statusCode).toBe(422);
    expect(await storedPoints(t.database, id)).toBe(points);
  });

  it('passes with 2 of 3 right, as the page does', async () => {
    const { cookie } = await signedInUser(t.database, { points });
    const answers = { ...rightAnswers(lessonId), q3: wrongAnswers(lessonId).q3! };
    const res = await complete(cookie, { ...gradedCompletion(lessonId), answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pointsAwarded: 75 });
  });
});

describe('the activities as the server checks them', () => {
  it('Object Workshop: every task must hold in the final state', async () => {
    const { cookie } = await signedInUser(t.database, { points: 400 });
    const done = doneActivity('object-workshop') as { objects: Record<string, { speed: number }> };
    // The cat no faster than the car: "Make the cat faster than the car" is not met.
    const slowCat = { ...done, objects: { ...done.objects, cat: { ...done.objects.cat, speed: 1 } } };
    const res = await complete(cookie, { ...gradedCompletion('objects'), activity: slowCat });
    expect(res.statusCode).toBe(422);
    expect((await complete(cookie, gradedCompletion('objects'))).statusCode).toBe(200);
  });

  it('Game Creator: the wiring must make the game work when it is played', async () => {
    const { cookie } = await signedInUser(t.database, { points: 700 });
    // The point is on the space key, not on the touch.
    const wrong = {
      wires: [
        { event: 'start', action: 'say-go' },
        { event: 'right-key', action: 'move-right' },
        { event: 'space-key', action: 'add-point' },
      ],
    };
    expect((await complete(cookie, { ...gradedCompletion('game-dev'), activity: wrong })).statusCode).toBe(422);
    expect((await award(cookie, { activityId: 'game-wiring', activity: wrong })).statusCode).toBe(422);
    expect((await complete(cookie, gradedCompletion('game-dev'))).statusCode).toBe(200);
  });
});
