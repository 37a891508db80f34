// Computer Vision (docs/product/lessons.md#computer-vision; docs/decisions/414-computer-vision-lesson.md):
// 75 points once, graded by the server; its activity, the key finder, is checked again on the
// chosen cards' ids with the Vision Lab's engine, never on drawings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { activityBody, gradedCompletion, rightAnswers, wrongAnswers } from '../../../../tests/support/lesson-work';
import { keyFinder } from '../../../../content/lessons/computer-vision';
import { key } from '../../../../content/code-lab/vision-drawings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = (cookie: string, body: object, headers?: Record<string, string>) =>
  api(t.app, 'POST', '/api/progress', { cookie, body, ...(headers ? { headers } : {}) });
const award = (cookie: string, body: object) => api(t.app, 'POST', '/api/user/points', { cookie, body });
const saved = { moduleId: 'ai', lessonId: 'computer-vision', completed: true };
const recorded = async (cookie: string) =>
  (await api(t.app, 'GET', '/api/progress', { cookie })).json<Array<{ lessonId: string }>>().filter((p) => p.lessonId === 'computer-vision');
const start = [...keyFinder.start];
const withStanding = { examples: [...start, 'key-standing', 'key-standing-big'] };

describe('Computer Vision through the API', () => {
  it('is open to a new child: 75 points once for the graded lesson, the key finder 10 once', async () => {
    const { id, cookie } = await signedInUser(t.database);
    const first = await complete(cookie, gradedCompletion('computer-vision'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...saved, pointsAwarded: 75, points: 75, level: 1 });
    expect((await complete(cookie, gradedCompletion('computer-vision'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect((await award(cookie, activityBody('key-finder'))).json()).toEqual({ pointsAwarded: 10, points: 85, level: 1 });
    expect((await award(cookie, activityBody('key-finder'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await storedPoints(t.database, id)).toBe(85);
    expect(await recorded(cookie)).toEqual([expect.objectContaining(saved)]);
  });

  it('a bare completion, or one without the key finder, is a 422, and nothing is recorded', async () => {
    const { id, cookie } = await signedInUser(t.database);
    expect((await complete(cookie, saved)).statusCode).toBe(422);
    const { activity: _activity, ...noFinder } = gradedCompletion('computer-vision') as { activity?: unknown };
    expect((await complete(cookie, noFinder)).statusCode).toBe(422);
    expect(await storedPoints(t.database, id)).toBe(0);
    expect(await recorded(cookie)).toEqual([]);
  });

  it('grades the quiz itself: 2 of 3 passes, 1 of 3 is a 422 in a child’s words (in Spanish too), nothing recorded', async () => {
    const { id, cookie } = await signedInUser(t.database);
    const right = rightAnswers('computer-vision');
    const wrong = wrongAnswers('computer-vision');
    const oneRight = await complete(cookie, { ...gradedCompletion('computer-vision'), answers: { ...wrong, q3: right.q3! } });
    expect(oneRight.statusCode).toBe(422);
    expect(oneRight.json<{ message: string }>().message).toContain('Not quite yet: the quiz needs more right answers.');
    const spanish = await complete(cookie, { ...gradedCompletion('computer-vision'), answers: wrong }, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json<{ message: string }>().message).toContain('Todavía no: el cuestionario necesita más respuestas correctas.');
    expect(await storedPoints(t.database, id)).toBe(0);
    expect(await recorded(cookie)).toEqual([]);
    const twoRight = await complete(cookie, { ...gradedCompletion('computer-vision'), answers: { ...right, q1: wrong.q1! } });
    expect(twoRight.statusCode, twoRight.body).toBe(200);
    expect(twoRight.json()).toMatchObject({ pointsAwarded: 75 });
  });

  it('tests the finder itself: the start set, one key standing up, a card twice, a card it does not have, a drawing or a wrong shape is a 422; both keys standing up pass', async () => {
    const { id, cookie } = await signedInUser(t.database);
    const cases: unknown[] = [
      { examples: start },
      { examples: [...start, 'key-standing'] },
      { examples: [...withStanding.examples, 'key-standing'] },
      { examples: [...withStanding.examples, 'spoon'] },
      { examples: [...start, key(16, 4, 4, 18, 'down'), key(16, 6, 5, 16, 'down')] },
      { examples: withStanding.examples.join(' ') },
      { chosen: withStanding.examples },
      undefined,
    ];
    for (const activity of cases) {
      const res = await complete(cookie, { ...gradedCompletion('computer-vision'), activity });
      expect(res.statusCode, JSON.stringify(activity)).toBe(422);
      expect(res.json<{ message: string }>().message).toContain('Finish the activity first, then you can finish the lesson.');
      expect((await award(cookie, { activityId: 'key-finder', activity: activity ?? {} })).statusCode).toBe(422);
    }
    expect(await storedPoints(t.database, id)).toBe(0);
    expect(await recorded(cookie)).toEqual([]);
    const fixed = await complete(cookie, { ...gradedCompletion('computer-vision'), activity: withStanding });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await award(cookie, { activityId: 'key-finder', activity: { examples: [...withStanding.examples].reverse() } })).json()).toMatchObject({ pointsAwarded: 10 });
  });
});
