import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { ledgerKeys, postSolve } from '../../../../tests/support/code-lab';
import type { PenLevel } from '../../../domain/code-lab/stages/pen/pen-level';
import type { World } from '../../../domain/code-lab/level-types';
import { segmentsAlong } from '../../../domain/code-lab/stages/pen/pen-geometry';
import { CODE_LAB_WORLD_BONUS } from '../../../domain/code-lab/points-rule';
import type { FunctionName, Program, Stmt } from '../../../domain/code-lab/program';
import { attemptLevelSolve } from './solves';

// Program version 2 through POST /api/code-lab/solves (on the first four worlds' levels), and a
// sample pen world of two levels through attemptLevelSolve: the same checks, points and world
// bonus as the route, on the real database (PGlite, or PostgreSQL with DATABASE_URL).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fwd = (id: string): Stmt => ({ id, op: 'forward' });
const right = (id: string): Stmt => ({ id, op: 'turn', dir: 'right' });
const call = (id: string, name: 'hop' | 'square'): Stmt => ({ id, op: 'call', name });
const v2 = (body: Stmt[], functions?: { name: FunctionName; body: Stmt[] }[]): Program =>
  functions ? { version: 2, functions, body } : { version: 2, body };

describe('POST /api/code-lab/solves with program version 2', () => {
  it('solves birthday-1 with a version 2 program, as with version 1', async () => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, {
      levelId: 'birthday-1',
      program: v2([fwd('a'), fwd('b'), fwd('c')]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ solved: true, stars: 3, pointsAwarded: 15 });
  });

  it.each<[string, unknown, RegExp, string?]>([
    [
      'an uncalled function',
      v2([fwd('a')], [{ name: 'hop', body: [fwd('b')] }]),
      /function 'hop' is never called/,
    ],
    [
      'a recursive function',
      v2([call('a', 'hop')], [{ name: 'hop', body: [fwd('b'), call('c', 'hop')] }]),
      /a function cannot call itself/,
    ],
    [
      'a function calling another',
      v2(
        [call('a', 'hop'), call('b', 'square')],
        [
          { name: 'hop', body: [call('c', 'square')] },
          { name: 'square', body: [fwd('d')] },
        ],
      ),
      /a function cannot call another function/,
    ],
    ['a call of no function', v2([call('a', 'hop')]), /no function by that name/],
    [
      'a function on a level without functions',
      v2([call('a', 'hop')], [{ name: 'hop', body: [fwd('b'), fwd('c'), fwd('d')] }]),
      /makes a function, and level birthday-1 has none/,
    ],
    [
      'a pen block on a grid level',
      v2([{ id: 'p', op: 'pen', down: true }, fwd('a'), fwd('b'), fwd('c')]),
      /"Pen down" block/,
    ],
    [
      'a turn of 45 on the grid',
      { version: 2, body: [{ id: 't', op: 'turn', dir: 'left', degrees: 45 }] },
      /turns 45 degrees \("t"\); on level lost-finder-6 Ada turns 90/,
      'lost-finder-6',
    ],
    [
      'a colour off the list',
      { version: 2, body: [{ id: 'c', op: 'color', color: 'pink' }] },
      /"program.body.0.color"/,
    ],
  ])(
    'answers 400 for %s, naming it, and awards nothing',
    async (_name, program, message, levelId = 'birthday-1') => {
      const user = await signedInUser(t.database);
      const response = await postSolve(t, user.cookie, { levelId, program });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
      expect(await storedPoints(t.database, user.id)).toBe(0);
      expect(await ledgerKeys(t, user.id)).toEqual([]);
    },
  );
});

describe('a function not used yet', () => {
  // function-3: Ada walks the zigzag with a function the child writes (content/code-lab/function.ts).
  const unused = v2([fwd('a')], [{ name: 'zigzag', body: [fwd('b')] }]);

  it('is kept as work in progress (PUT, then GET), and refused as a solve', async () => {
    const user = await signedInUser(t.database);
    const put = await api(t.app, 'PUT', '/api/code-lab/programs/function-3', {
      cookie: user.cookie,
      body: { program: unused },
    });
    expect(put.statusCode, put.body).toBe(204);
    const saved = await api(t.app, 'GET', '/api/code-lab/programs', { cookie: user.cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([
      expect.objectContaining({ levelId: 'function-3', program: unused }),
    ]);

    const solve = await postSolve(t, user.cookie, { levelId: 'function-3', program: unused });
    expect(solve.statusCode).toBe(400);
    expect((solve.json() as { message: string }).message).toMatch(
      /function 'zigzag' is never called/,
    );
  });

  it('is still refused in a draft when it calls itself', async () => {
    const user = await signedInUser(t.database);
    const put = await api(t.app, 'PUT', '/api/code-lab/programs/function-3', {
      cookie: user.cookie,
      body: { program: v2([call('a', 'hop')], [{ name: 'hop', body: [call('c', 'hop')] }]) },
    });
    expect(put.statusCode).toBe(400);
    expect((put.json() as { message: string }).message).toMatch(/a function cannot call itself/);
  });
});

// A sample pen world of two levels: a square (any colour) and a red line with a function.
const penLevel = (n: number, extra: Partial<PenLevel>): PenLevel => ({
  kind: 'pen',
  id: `sample-pen-${n}`,
  world: 'pen',
  number: n,
  title: 'Sample',
  intro: 'Draw it.',
  hints: ['a', 'b', 'Start with: Move forward.'],
  size: { width: 4, height: 4 },
  start: { x: 1, y: 1 },
  startDir: 'east',
  target: segmentsAlong([
    { x: 1, y: 1 },
    { x: 2, y: 1 },
    { x: 2, y: 2 },
    { x: 1, y: 2 },
    { x: 1, y: 1 },
  ]),
  toolbox: ['forward', 'turn-right', 'repeat', 'color', 'call', 'pen-up', 'pen-down'],
  maxBlocks: 12,
  idealBlocks: 3,
  ...extra,
});
// Their reference solutions (kept apart from the levels, as content/code-lab/ keeps them).
const squareSolution = v2([{ id: 'r', op: 'repeat', times: 4, body: [fwd('f'), right('t')] }]);
const redLineSolution = v2(
  [{ id: 'c', op: 'color', color: 'red' }, call('a', 'hop'), call('b', 'hop')],
  [{ name: 'hop', body: [fwd('f'), fwd('g')] }],
);
const square = penLevel(1, {});
const redLine = penLevel(2, {
  target: segmentsAlong(
    [
      { x: 0, y: 2 },
      { x: 4, y: 2 },
    ],
    'red',
  ),
  start: { x: 0, y: 2 },
  colorMatters: true,
  requires: ['function'],
  idealBlocks: 5,
});
const world: World = {
  id: 'pen',
  title: 'Sample Pen Studio',
  concept: 'Drawing',
  levelIds: [square.id, redLine.id],
};
/** A solve's answer, its words in English (as the API answers an English request). */
const attempt = async (userId: number, level: PenLevel, program: unknown) => {
  const answer = await attemptLevelSolve(
    t.database.db,
    userId,
    { level, world, worldBonus: CODE_LAB_WORLD_BONUS },
    program,
    new Date(),
  );
  return 'words' in answer ? { kind: answer.kind, message: answer.words.in('en') } : answer;
};

describe('a pen world through the same solve', () => {
  it('solves with the reference, pays 10 + 5, then the world bonus of 60 once, and never a game', async () => {
    const user = await signedInUser(t.database);
    expect(await attempt(user.id, square, squareSolution)).toMatchObject({
      kind: 'solved',
      stars: 3,
      pointsAwarded: 15,
      worldCompleted: false,
    });
    expect(await attempt(user.id, redLine, redLineSolution)).toMatchObject({
      kind: 'solved',
      stars: 3,
      pointsAwarded: 75,
      worldCompleted: true,
    });
    expect(await attempt(user.id, redLine, redLineSolution)).toMatchObject({
      kind: 'solved',
      pointsAwarded: 0,
      worldCompleted: false,
    });
    expect(await storedPoints(t.database, user.id)).toBe(90);
    expect(await ledgerKeys(t, user.id)).toEqual([
      'codelab-stars:sample-pen-1',
      'codelab-stars:sample-pen-2',
      'codelab-world:pen',
      'codelab:sample-pen-1',
      'codelab:sample-pen-2',
    ]);
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    expect(progress.statusCode).toBe(200);
  });

  it('refuses the reference minus its last block, a wrong colour, and a solution without the function', async () => {
    const user = await signedInUser(t.database);
    const minusLast = { ...redLineSolution, body: redLineSolution.body.slice(0, -1) } as Program;
    expect(await attempt(user.id, redLine, minusLast)).toEqual({
      kind: 'not-solved',
      // The red line is one straight line; the program without its last block draws half of it
      // (docs/decisions/356-lines-as-a-child-counts-them.md).
      message: 'Ada drew 0 of the 1 line in the picture (and 1 only in part). Keep going!',
    });
    const blue = v2(
      [{ id: 'c', op: 'color', color: 'blue' }, call('a', 'hop'), call('b', 'hop')],
      [{ name: 'hop', body: [fwd('f'), fwd('g')] }],
    );
    expect(await attempt(user.id, redLine, blue)).toMatchObject({ kind: 'not-solved' });
    const noFunction = v2([
      { id: 'c', op: 'color', color: 'red' },
      fwd('a'),
      fwd('b'),
      fwd('d'),
      fwd('e'),
    ]);
    expect(await attempt(user.id, redLine, noFunction)).toEqual({
      kind: 'not-solved',
      message: 'That works! Not yet, though: this puzzle wants a function. Make one and use it.',
    });
    expect(
      await attempt(
        user.id,
        redLine,
        v2([call('a', 'hop')], [{ name: 'hop', body: [call('b', 'hop')] }]),
      ),
    ).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/cannot call itself/) });
    expect(await storedPoints(t.database, user.id)).toBe(0);
  });
});
