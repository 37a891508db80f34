// Voice & Sound (docs/product/lessons.md#voice-and-sound;
// docs/decisions/407-voice-and-sound-lesson-and-class-sound.md): 75 points once, graded by the
// server; the lesson and its activity, the beat maker, open at level 5.
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
const saved = { moduleId: 'ai', lessonId: 'voice-sound', completed: true };
const LEVEL_5 = 400;
const rock = doneActivity('beat-maker') as { beat: Record<'kick' | 'snare' | 'hat', boolean[]> };

describe('Voice & Sound through the API', () => {
  it('refuses the lesson and the beat one point short of level 5, and awards nothing', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_5 - 1 });
    const lesson = await complete(cookie, gradedCompletion('voice-sound'));
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json()).toEqual({ message: 'This lesson unlocks at Level 5, so it cannot be finished yet.' });
    expect((await award(cookie, activityBody('beat-maker'))).statusCode).toBe(400);
    expect(await storedPoints(t.database, id)).toBe(LEVEL_5 - 1);
  });

  it('at level 5 awards 75 points once for the graded lesson, the beat 10 once', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_5 });
    const first = await complete(cookie, gradedCompletion('voice-sound'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...saved, pointsAwarded: 75, points: LEVEL_5 + 75, level: 5 });
    expect((await complete(cookie, gradedCompletion('voice-sound'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect((await award(cookie, activityBody('beat-maker'))).json()).toEqual({ pointsAwarded: 10, points: LEVEL_5 + 85, level: 5 });
    expect((await award(cookie, activityBody('beat-maker'))).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await storedPoints(t.database, id)).toBe(LEVEL_5 + 85);
    const list = await api(t.app, 'GET', '/api/progress', { cookie });
    expect(list.json()).toContainEqual(expect.objectContaining(saved));
  });

  it('grades the quiz itself: 2 of 3 passes, 1 of 3 is a 422 in a child’s words (in Spanish too)', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_5 });
    const right = rightAnswers('voice-sound');
    const wrong = wrongAnswers('voice-sound');
    const oneRight = await complete(cookie, { ...gradedCompletion('voice-sound'), answers: { ...wrong, q1: right.q1! } });
    expect(oneRight.statusCode).toBe(422);
    expect(oneRight.json<{ message: string }>().message).toContain('Not quite yet: the quiz needs more right answers.');
    const spanish = await complete(cookie, { ...gradedCompletion('voice-sound'), answers: wrong }, { 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json<{ message: string }>().message).toContain('Todavía no: el cuestionario necesita más respuestas correctas.');
    expect(await storedPoints(t.database, id)).toBe(LEVEL_5);
    const twoRight = await complete(cookie, { ...gradedCompletion('voice-sound'), answers: { ...right, q3: wrong.q3! } });
    expect(twoRight.statusCode, twoRight.body).toBe(200);
    expect(twoRight.json()).toMatchObject({ pointsAwarded: 75 });
  });

  it('checks the beat itself: one step off, a wrong shape or no beat is a 422; the rock beat passes', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: LEVEL_5 });
    const cases: unknown[] = [
      { beat: { ...rock.beat, snare: [false, true, false, false] } },
      { beat: { ...rock.beat, kick: [true, true, true, false] } },
      { beat: { ...rock.beat, hat: [true, true, true] } },
      { beat: 'boom tak boom tak' },
      undefined,
    ];
    for (const activity of cases) {
      const res = await complete(cookie, { ...gradedCompletion('voice-sound'), activity });
      expect(res.statusCode, JSON.stringify(activity)).toBe(422);
      expect(res.json<{ message: string }>().message).toContain('Finish the activity first, then you can finish the lesson.');
      expect((await award(cookie, { activityId: 'beat-maker', activity: activity ?? {} })).statusCode).toBe(422);
    }
    expect(await storedPoints(t.database, id)).toBe(LEVEL_5);
    expect((await complete(cookie, gradedCompletion('voice-sound'))).statusCode).toBe(200);
  });
});
