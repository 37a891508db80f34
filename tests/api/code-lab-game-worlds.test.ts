import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { findWorld } from '../../content/code-lab/levels';
import { gameSolutionOf } from '../../content/code-lab/reference-solutions';
import { withoutLastGameBlock } from '../../content/code-lab/program-edits';
import { insertTeacher, makeClass } from '../support/classes';
import { signedInUser, storedPoints } from '../support/signed-in-user';
import { ledgerKeys, postSolve } from '../support/code-lab';
import type { GameProgram } from '../../src/domain/code-lab/stages/game/game-program';

// The Game Lab's worlds on the server (docs/product/code-lab.md#game-lab,
// docs/decisions/402-the-game-lab.md), on PGlite and on PostgreSQL when DATABASE_URL is set: the
// server replays each game with the puzzle's scripted player and reads its criteria. Every
// reference solves its puzzle (200, 3 stars) and the reference without its last block does not
// (422, the first criterion not met, in the child's words); points, stars and the worlds' bonus
// are the other worlds'; a bad program is 400 naming what is wrong; drafts, runs, progress and
// the teacher's solutions take game programs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const catMoves = (steps: number): GameProgram => ({
  version: 3,
  kind: 'game',
  handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps }] }],
});

describe.each([
  ['game', 'codelab-world:game', 60],
  ['racer', 'codelab-world:code-racer', 80],
])('POST /api/code-lab/solves on the %s world', (worldId, worldKey, bonus) => {
  it('refuses each reference without its last block (422), then solves it (200, 3 stars), paying the world once', async () => {
    const user = await signedInUser(t.database);
    const ids = findWorld(worldId)!.levelIds;
    for (const levelId of ids) {
      const shorter = await postSolve(t, user.cookie, { levelId, program: withoutLastGameBlock(gameSolutionOf(levelId)) });
      expect(shorter.statusCode, `${levelId} without its last block: ${shorter.body}`).toBe(422);
      expect(message(shorter)).toMatch(/^(Your |In your game)/);
    }
    expect(await storedPoints(t.database, user.id)).toBe(0);

    const answers = [];
    for (const levelId of ids) {
      const response = await postSolve(t, user.cookie, { levelId, program: gameSolutionOf(levelId) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(200);
      answers.push(response.json() as { stars: number; pointsAwarded: number; worldCompleted: boolean });
    }
    expect(answers.map((a) => a.stars)).toEqual(ids.map(() => 3));
    expect(answers.map((a) => a.worldCompleted)).toEqual(ids.map((_, n) => n === ids.length - 1));
    expect(answers.at(-1)?.pointsAwarded).toBe(15 + bonus);
    expect(await storedPoints(t.database, user.id)).toBe(ids.length * 15 + bonus);
    expect((await ledgerKeys(t, user.id)).filter((k) => k.startsWith('codelab-world:'))).toEqual([worldKey]);

    // The progress answer holds the solving games as they were sent.
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    expect(progress.statusCode, progress.body).toBe(200);
    const solved = progress.json() as { levelId: string; program: unknown }[];
    expect(solved.map((p) => p.levelId).sort()).toEqual([...ids].sort());
    for (const p of solved) expect(p.program).toEqual(gameSolutionOf(p.levelId));

    // A replay earns nothing.
    const again = await postSolve(t, user.cookie, { levelId: ids.at(-1), program: gameSolutionOf(ids.at(-1)!) });
    expect(again.json()).toMatchObject({ pointsAwarded: 0, worldCompleted: false });
  });
});

describe('a game check that does not solve', () => {
  it('answers 422 with the first criterion not met, in the request’s language, and counts it', async () => {
    const user = await signedInUser(t.database);
    const empty = { version: 3, kind: 'game', handlers: [] };
    const en = await postSolve(t, user.cookie, { levelId: 'game-1', program: empty });
    expect(en.statusCode).toBe(422);
    expect(message(en)).toBe('Your game has no “When the game starts” block yet. Add one and put blocks under it.');
    const short = await postSolve(t, user.cookie, { levelId: 'game-1', program: catMoves(20) });
    expect(short.statusCode).toBe(422);
    expect(message(short)).toMatch(/^In your game, .*20 steps from where it starts, and this game wants at least 50\. Which block moves it\?$/);
    const es = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: user.cookie,
      body: { levelId: 'game-5', program: { version: 3, kind: 'game', handlers: [{ id: 'a', event: { kind: 'touch', sprite: 'cat', other: 'star' }, body: [] }] } },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(es.statusCode).toBe(422);
    expect(message(es)).toBe('Tu juego nunca cambia la puntuación. ¿Qué bloque suma un punto?');
    expect(await storedPoints(t.database, user.id)).toBe(0);
  });

  it('names the event block whose blocks take too many steps in one frame', async () => {
    const user = await signedInUser(t.database);
    const heavy: GameProgram = {
      version: 3,
      kind: 'game',
      handlers: [
        {
          id: 'a',
          event: { kind: 'tick' },
          body: [{ id: 'r', op: 'repeat', times: 10, body: [{ id: 'q', op: 'repeat', times: 10, body: [{ id: 'm', op: 'sprite-move', sprite: 'cat', steps: 1 }] }] }],
        },
      ],
    };
    const response = await postSolve(t, user.cookie, { levelId: 'game-7', program: heavy });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe(
      'Your game stopped: the blocks under “Every tick” take too many steps at once. Make a Repeat smaller, or take a block away.',
    );
  });
});

describe('a bad game program', () => {
  it.each<[string, string, unknown, RegExp]>([
    ["Ada's program on a game", 'game-1', { version: 2, body: [{ id: 'a', op: 'forward' }] }, /is a program of Ada's blocks \(version 2\), and level game-1 is a game/],
    ["a game on Ada's puzzle", 'birthday-1', catMoves(10), /is a game program, and level birthday-1 is a puzzle for Ada/],
    ['a sprite not in the scene', 'game-1', { ...catMoves(10), handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'dog', steps: 5 }] }] }, /names the dog \("b"\), and level game-1 has no dog in its scene/],
    ['an event block the puzzle has not', 'game-1', { ...catMoves(10), handlers: [{ id: 'a', event: { kind: 'tick' }, body: [] }] }, /"Every tick" block \("a"\), and level game-1 has no such block/],
    ['a block the puzzle has not', 'game-1', { ...catMoves(10), handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'score', by: 1 }] }] }, /"Change the score" block \("b"\)/],
    ['typed words', 'game-6', { version: 3, kind: 'game', handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'say', sprite: 'cat', phrase: 'I win!!' }] }] }, /"program.handlers.0.body.0.phrase": a sprite says one of/],
    ['its own sprites on a puzzle', 'game-1', { ...catMoves(10), sprites: [{ id: 'cat', costume: 'cat', x: 0, y: 0, direction: 0, speed: 0, visible: true }] }, /brings its own "sprites"/],
    ['an unknown key', 'game-1', { ...catMoves(10), cheat: true }, /"program" has unknown keys: cheat/],
    ['too many steps', 'game-1', catMoves(99), /steps from 1 to 50/],
  ])('answers 400 for %s, naming it, and awards nothing', async (_name, levelId, program, words) => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId, program });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(words);
    expect(await storedPoints(t.database, user.id)).toBe(0);
    expect(await ledgerKeys(t, user.id)).toEqual([]);
  });
});

describe('drafts, runs and solutions of a game', () => {
  it('keeps a game being written (a function not used yet), and refuses Ada’s program there', async () => {
    const user = await signedInUser(t.database);
    const draft: GameProgram = { ...catMoves(10), functions: [{ name: 'hop', body: [] }] };
    const put = await api(t.app, 'PUT', '/api/code-lab/programs/game-8', { cookie: user.cookie, body: { program: draft } });
    expect(put.statusCode, put.body).toBe(204);
    const saved = await api(t.app, 'GET', '/api/code-lab/programs', { cookie: user.cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([expect.objectContaining({ levelId: 'game-8', program: draft })]);
    const ada = await api(t.app, 'PUT', '/api/code-lab/programs/game-1', {
      cookie: user.cookie,
      body: { program: { version: 1, body: [] } },
    });
    expect(ada.statusCode).toBe(400);
    expect(message(ada)).toMatch(/level game-1 is a game/);
  });

  it('counts a check that did not solve as a run, and a fail', async () => {
    const user = await signedInUser(t.database);
    const run = await api(t.app, 'POST', '/api/code-lab/runs', {
      cookie: user.cookie,
      body: { levelId: 'racer-1', outcome: 'not-yet' },
    });
    expect(run.statusCode, run.body).toBe(204);
  });

  it("gives a teacher a game puzzle's reference solution", async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Owls');
    const response = await api(t.app, 'GET', '/api/code-lab/solutions/racer-6', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ program: gameSolutionOf('racer-6') });
  });
});
