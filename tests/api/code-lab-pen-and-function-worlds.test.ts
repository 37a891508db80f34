import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { codeLabWorlds, findLevel, findWorld } from '../../content/code-lab/levels';
import { checkProgramForLevel } from '../../src/domain/code-lab/program';
import { completedGameIds } from '../../src/domain/points/badges';
import { signedInUser, storedPoints } from '../support/signed-in-user';
import { ledgerKeys, postSolve, solutionOf } from '../support/code-lab';
import { withoutLastBlock, writtenOut } from '../../content/code-lab/program-edits';

// Pen Studio and Robot Recipes on the server
// (docs/decisions/230-pen-studio-and-robot-recipes-puzzles.md), on PGlite and on PostgreSQL when
// DATABASE_URL is set: every reference solution solves its level (200, 3 stars) and the same
// program without its last block does not (422); a Robot Recipes puzzle solved without a function
// earns nothing; a whole world pays its bonus of 60 once and is no game for Game Maker.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const levelIdsOf = (worldId: string) => findWorld(worldId)!.levelIds;

describe.each(['pen', 'function'])('POST /api/code-lab/solves on the %s world', (worldId) => {
  it('refuses each reference solution without its last block (422), then solves it (200, 3 stars)', async () => {
    const user = await signedInUser(t.database);
    const ids = levelIdsOf(worldId);
    for (const levelId of ids) {
      const shorter = await postSolve(t, user.cookie, { levelId, program: withoutLastBlock(solutionOf(levelId)) });
      expect(shorter.statusCode, `${levelId} without its last block: ${shorter.body}`).toBe(422);
      expect((shorter.json() as { message: string }).message).toEqual(expect.any(String));
    }
    expect(await storedPoints(t.database, user.id)).toBe(0);

    const answers = [];
    for (const levelId of ids) {
      const response = await postSolve(t, user.cookie, { levelId, program: solutionOf(levelId) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(200);
      answers.push(response.json() as { stars: number; pointsAwarded: number; worldCompleted: boolean });
    }
    expect(answers.map((a) => a.stars)).toEqual(ids.map(() => 3));
    // 15 a puzzle (10 and 5 for 3 stars), and the world's 60 with the last one.
    expect(answers.map((a) => a.worldCompleted)).toEqual(ids.map((_, n) => n === ids.length - 1));
    expect(answers.at(-1)?.pointsAwarded).toBe(15 + 60);
    expect(await storedPoints(t.database, user.id)).toBe(ids.length * 15 + 60);
    expect((await ledgerKeys(t, user.id)).filter((k) => k.startsWith('codelab-world:'))).toEqual([
      `codelab-world:${worldId}`,
    ]);

    // Not a game: the badges' completed games (Game Maker) stay empty.
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    const solved = (progress.json() as { levelId: string }[]).map((p) => p.levelId);
    expect(solved.sort()).toEqual([...ids].sort());
    expect(completedGameIds([], codeLabWorlds, solved)).toEqual([]);

    // A replay earns nothing, the world's bonus included.
    const again = await postSolve(t, user.cookie, { levelId: ids.at(-1), program: solutionOf(ids.at(-1)!) });
    expect(again.json()).toMatchObject({ pointsAwarded: 0, worldCompleted: false });
  });
});

describe('POST /api/code-lab/solves on a Robot Recipes puzzle without a function', () => {
  it('is "not yet" (422) for every puzzle where the written-out program fits, and earns nothing', async () => {
    const user = await signedInUser(t.database);
    const fitting = levelIdsOf('function').filter((levelId) =>
      checkProgramForLevel(findLevel(levelId)!, writtenOut(solutionOf(levelId))).ok,
    );
    // Written out, function-1 and function-3 have more blocks than they allow (that is a 400).
    expect(fitting).toEqual(['function-2', 'function-4', 'function-5', 'function-6', 'function-7', 'function-8']);
    for (const levelId of fitting) {
      const response = await postSolve(t, user.cookie, { levelId, program: writtenOut(solutionOf(levelId)) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(422);
      expect((response.json() as { message: string }).message).toMatch(/function/i);
    }
    expect(await storedPoints(t.database, user.id)).toBe(0);
  });
});
