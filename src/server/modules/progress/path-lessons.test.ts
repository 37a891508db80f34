// Function Factory and Data Collector (docs/product.md#curriculum): 75 points each, once, from the
// server; Data Collector and its activity open only at level 4; Function Pro for Function Factory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { activityBody, gradedCompletion } from '../../../../tests/support/lesson-work';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const functions = gradedCompletion('functions');
const variables = gradedCompletion('variables');
const saved = (lessonId: string) => ({ moduleId: 'intermediate', lessonId, completed: true });
const complete = (cookie: string, body: object) => api(t.app, 'POST', '/api/progress', { cookie, body });
const activity = (cookie: string, activityId: string) =>
  api(t.app, 'POST', '/api/user/points', { cookie, body: activityBody(activityId) });

describe('Function Factory', () => {
  it('is open to everyone and awards 75 points once, its dance 10 once', async () => {
    const { id, cookie } = await signedInUser(t.database);
    const first = await complete(cookie, functions);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...saved('functions'), pointsAwarded: 75, points: 75, level: 1 });
    expect((await complete(cookie, functions)).json()).toMatchObject({ pointsAwarded: 0, points: 75 });
    expect((await activity(cookie, 'chorus-dance')).json()).toEqual({ pointsAwarded: 10, points: 85, level: 1 });
    expect((await activity(cookie, 'chorus-dance')).json()).toEqual({ pointsAwarded: 0, points: 85, level: 1 });
    expect(await storedPoints(t.database, id)).toBe(85);
  });

  it('earns the Function Pro badge, as a grown-up sees it', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const badgesOf = async () => {
      const cookie = await signInAgain(t, grownUp);
      const res = await api(t.app, 'GET', `/api/family/children/${child.id}/progress`, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { children: { badges: string[] }[] }).children[0]!.badges;
    };
    expect((await complete(childCookie, { ...functions })).json()).toMatchObject({ pointsAwarded: 75 });
    expect(await badgesOf()).toEqual(expect.arrayContaining(['coding-starter', 'function-pro']));
  });
});

describe('Data Collector', () => {
  it('refuses the lesson and its activity below level 4, and awards nothing', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: 299 });
    const lesson = await complete(cookie, variables);
    expect(lesson.statusCode).toBe(400);
    expect(lesson.json()).toEqual({ message: 'This lesson unlocks at Level 4, so it cannot be finished yet.' });
    const counted = await activity(cookie, 'counting-boxes');
    expect(counted.statusCode).toBe(400);
    expect(await storedPoints(t.database, id)).toBe(299);
  });

  it('at level 4 awards 75 points once, its boxes 10 once', async () => {
    const { id, cookie } = await signedInUser(t.database, { points: 300 });
    expect((await complete(cookie, variables)).json()).toEqual({ ...saved('variables'), pointsAwarded: 75, points: 375, level: 4 });
    expect((await complete(cookie, variables)).json()).toMatchObject({ pointsAwarded: 0, points: 375 });
    expect((await activity(cookie, 'counting-boxes')).json()).toEqual({ pointsAwarded: 10, points: 385, level: 4 });
    expect((await activity(cookie, 'counting-boxes')).json()).toMatchObject({ pointsAwarded: 0 });
    expect(await storedPoints(t.database, id)).toBe(385);
  });

  it('moves from a guest only when the rest of the transfer reaches level 4', async () => {
    const all = ['intro-to-coding', 'sequences', 'loops', 'pattern-master'].map((lessonId) => gradedCompletion(lessonId));
    const guestProgress = [variables, ...all, gradedCompletion('conditionals'), gradedCompletion('ai-basics')];
    // 4 x 50 + 2 x 75 = 350: level 4 before Data Collector's 75 and its 10.
    const reached = await signedInUser(t.database);
    const moved = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: reached.cookie,
      body: { guestProgress, activities: [activityBody('counting-boxes')] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ pointsAwarded: 435, points: 435, level: 5 });

    // Without the AI lesson: 275, level 3: Data Collector and its activity earn nothing.
    const short = await signedInUser(t.database);
    const refused = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: short.cookie,
      body: { guestProgress: guestProgress.filter((p) => p.lessonId !== 'ai-basics'), activities: [activityBody('counting-boxes')] },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ pointsAwarded: 275, points: 275, level: 3 });
    const list = await api(t.app, 'GET', '/api/progress', { cookie: short.cookie });
    expect((list.json() as { lessonId: string }[]).map((p) => p.lessonId)).not.toContain('variables');
  });
});
