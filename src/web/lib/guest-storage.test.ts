import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { GUEST_DATA_KEY, GUEST_PROGRESS_KEY, guestStorage } from './guest-storage';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const at = new Date('2026-02-01T10:00:00.000Z');

it('starts empty and records a lesson once, with its points added by the caller', () => {
  expect(guestStorage.read()).toEqual({ points: 0, progress: [], gameScores: [], activities: [], activityEvidence: {}, codeLab: [] });
  expect(guestStorage.hasData()).toBe(false);
  expect(guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } }, at)).toBe(true);
  expect(guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } }, at)).toBe(false);
  guestStorage.addPoints(50);
  expect(guestStorage.read()).toEqual({
    points: 50,
    progress: [
      // The answers are kept for the server to grade again at sign-up.
      { moduleId: 'basics', lessonId: 'loops', completed: true, completedAt: at.toISOString(), answers: { q1: 'x' } },
    ],
    gameScores: [],
    activities: [],
    activityEvidence: {},
    codeLab: [],
  });
  // docs/product.md#guest-mode-and-transfer: the progress list also lives under guestProgress.
  expect(JSON.parse(localStorage.getItem(GUEST_PROGRESS_KEY)!)).toHaveLength(1);
  expect(guestStorage.hasData()).toBe(true);
});

it('records activities once and appends game scores', () => {
  expect(guestStorage.addActivity('robot-dance', { dancesDone: 1, count: 3 })).toBe(true);
  expect(guestStorage.addActivity('robot-dance', { dancesDone: 1, count: 3 })).toBe(false);
  guestStorage.addGameScore('robot-maze', 60, at);
  guestStorage.addGameScore('robot-maze', 60, at);
  const data = guestStorage.read();
  expect(data.activities).toEqual(['robot-dance']);
  expect(data.activityEvidence).toEqual({ 'robot-dance': { dancesDone: 1, count: 3 } });
  expect(data.gameScores).toHaveLength(2);
});

it('treats corrupt JSON as empty and logs a warning', () => {
  localStorage.setItem(GUEST_DATA_KEY, '{"points": 5,');
  expect(guestStorage.read()).toEqual({ points: 0, progress: [], gameScores: [], activities: [], activityEvidence: {}, codeLab: [] });
  expect(warn).toHaveBeenCalled();
});

it('keeps only valid records of the wrong types and duplicates', () => {
  localStorage.setItem(
    GUEST_DATA_KEY,
    JSON.stringify({
      points: '9000',
      progress: [
        { moduleId: 'basics', lessonId: 'loops', completed: true, completedAt: 'yesterday' },
        { moduleId: 'basics', lessonId: 'loops', completed: true },
        { moduleId: 7, lessonId: 'x' },
        'loops',
        null,
      ],
      gameScores: [
        { gameId: 'robot-maze', score: 60, completedAt: at.toISOString() },
        { gameId: 'robot-maze', score: 'lots' },
        { score: 10 },
      ],
      activities: ['robot-dance', 'robot-dance', 42, 'Not An Id'],
    }),
  );
  const data = guestStorage.read();
  expect(data.points).toBe(0);
  expect(data.progress).toEqual([
    {
      moduleId: 'basics',
      lessonId: 'loops',
      completed: true,
      completedAt: new Date(0).toISOString(),
    },
  ]);
  expect(data.gameScores).toEqual([
    { gameId: 'robot-maze', score: 60, completedAt: at.toISOString() },
  ]);
  expect(data.activities).toEqual(['robot-dance']);
});

it('reads a guestData that is not an object as empty, falling back to guestProgress', () => {
  localStorage.setItem(GUEST_DATA_KEY, JSON.stringify([1, 2, 3]));
  localStorage.setItem(
    GUEST_PROGRESS_KEY,
    JSON.stringify([{ moduleId: 'basics', lessonId: 'sequences', completed: true }]),
  );
  expect(guestStorage.read().progress.map((p) => p.lessonId)).toEqual(['sequences']);
  expect(warn).toHaveBeenCalled();
});

it('keeps a hand-edited huge points number as a number (the server never trusts it)', () => {
  localStorage.setItem(GUEST_DATA_KEY, JSON.stringify({ points: 99999.7, progress: [] }));
  expect(guestStorage.read().points).toBe(99999);
  localStorage.setItem(GUEST_DATA_KEY, JSON.stringify({ points: -20 }));
  expect(guestStorage.read().points).toBe(0);
  localStorage.setItem(GUEST_DATA_KEY, '{"points": 1e999}');
  expect(guestStorage.read().points).toBe(0);
});

it('tells subscribers about changes and clears everything', () => {
  const listener = vi.fn();
  const unsubscribe = guestStorage.subscribe(listener);
  guestStorage.addPoints(10);
  guestStorage.clear();
  expect(listener).toHaveBeenCalledTimes(2);
  expect(localStorage.getItem(GUEST_DATA_KEY)).toBeNull();
  expect(localStorage.getItem(GUEST_PROGRESS_KEY)).toBeNull();
  unsubscribe();
  guestStorage.addPoints(10);
  expect(listener).toHaveBeenCalledTimes(2);
});

it('keeps one Code Lab record per level with the best stars, and adds the points given', () => {
  const two = { version: 1 as const, body: [{ id: 'a', op: 'forward' }] };
  const three = { version: 1 as const, body: [{ id: 'b', op: 'forward' }] };
  guestStorage.addCodeLabSolve({ levelId: 'birthday-1', program: two, stars: 2 }, 10, at);
  guestStorage.addCodeLabSolve({ levelId: 'birthday-1', program: three, stars: 3 }, 5, at);
  guestStorage.addCodeLabSolve({ levelId: 'birthday-1', program: two, stars: 2 }, 0, at);
  const data = guestStorage.read();
  expect(data.codeLab).toEqual([{ levelId: 'birthday-1', program: three, stars: 3, solvedAt: at.toISOString() }]);
  expect(data.points).toBe(15);
  expect(guestStorage.hasData()).toBe(true);
});

it("keeps a game's solve (its program is a game, version 3) like any other", () => {
  const game = { version: 3 as const, kind: 'game' as const, handlers: [{ id: 'a', event: { kind: 'start' }, body: [] }] };
  guestStorage.addCodeLabSolve({ levelId: 'game-1', program: game, stars: 3 }, 15, at);
  expect(guestStorage.read().codeLab).toEqual([{ levelId: 'game-1', program: game, stars: 3, solvedAt: at.toISOString() }]);
  // A game without its handlers, or with Ada's body, is nonsense.
  localStorage.setItem(
    GUEST_DATA_KEY,
    JSON.stringify({
      codeLab: [
        { levelId: 'game-1', program: { version: 3, kind: 'game', body: [] }, stars: 3 },
        { levelId: 'game-2', program: { version: 3, handlers: [] }, stars: 3 },
      ],
    }),
  );
  expect(guestStorage.read().codeLab).toEqual([]);
});

it('drops Code Lab records that were edited into nonsense, keeping the rest', () => {
  const program = { version: 1, body: [] };
  localStorage.setItem(
    GUEST_DATA_KEY,
    JSON.stringify({
      codeLab: [
        { levelId: 'birthday-1', program, stars: 3, solvedAt: at.toISOString() },
        { levelId: 'birthday-1', program, stars: 2 },
        { levelId: 'birthday-2', program, stars: 4 },
        { levelId: 'birthday-3', program: 'forward', stars: 2 },
        { levelId: 'Bad Id', program, stars: 2 },
        { levelId: 'tech-lab-1', program, stars: 2, solvedAt: 'soon' },
      ],
    }),
  );
  expect(guestStorage.read().codeLab).toEqual([
    { levelId: 'birthday-1', program, stars: 3, solvedAt: at.toISOString() },
    { levelId: 'tech-lab-1', program, stars: 2, solvedAt: new Date(0).toISOString() },
  ]);
});
