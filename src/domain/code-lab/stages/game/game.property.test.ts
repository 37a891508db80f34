// Property tests of the Game Lab's engine (docs/product/code-lab.md#game-lab): seeded random
// games on random scenes with random keys and taps (and on every puzzle's own scene:
// content/code-lab/game-levels.test.ts). Each seed is in the test's name, so a failure can be
// replayed.
import { describe, expect, it } from 'vitest';
import { prng, randomGameProgram, randomScene, randomScript } from '../../random-programs';
import { isStmtShape } from '../../blocks';
import { parseGameProgram, walkGame } from './game-program';
import { boundsBroken } from './game-bounds';
import { runGame } from './game-stage';
import { MAX_FRAMES } from './game-types';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const GAMES_PER_SEED = 12;

describe('random games on random scenes', () => {
  const outcomes = new Map<string, number>();
  it.each(SEEDS)('seed %i: valid, never throw, keep every bound, the same every time', (seed) => {
    const rng = prng(seed);
    for (let n = 0; n < GAMES_PER_SEED; n++) {
      const scene = randomScene(rng);
      const sprites = scene.sprites.map((s) => s.id);
      const program = randomGameProgram(rng, sprites);
      const script = randomScript(rng, sprites, 300);
      const maxFrames = rng.int(1, MAX_FRAMES);
      expect(parseGameProgram(program, 'run'), `game ${n}`).toEqual({ ok: true, program });
      // The zod-free check of a stored statement agrees with the schema on version 3.
      for (const { stmt } of walkGame(program)) expect(isStmtShape(stmt, 3), stmt.id).toBe(true);
      const run = runGame(scene, program, script, maxFrames);
      expect(boundsBroken(run, scene, maxFrames), `game ${n}`).toEqual([]);
      expect(runGame(scene, program, script, maxFrames)).toEqual(run);
      outcomes.set(run.outcome, (outcomes.get(run.outcome) ?? 0) + 1);
    }
  });

  it('include games that end and games stopped over their budget', () => {
    expect(outcomes.get('ended')).toBeGreaterThan(10);
    expect(outcomes.get('timeout')).toBeGreaterThan(3);
  });
});

describe("the zod-free check of a game's statement", () => {
  it('refuses what the schema refuses: a grid block, a typed sprite, a step out of range', () => {
    expect(isStmtShape({ id: 'a', op: 'sprite-move', sprite: 'cat', steps: 10 }, 3)).toBe(true);
    expect(isStmtShape({ id: 'a', op: 'sprite-move', sprite: 'cat', steps: 10 }, 2)).toBe(false);
    expect(isStmtShape({ id: 'a', op: 'forward' }, 3)).toBe(false);
    expect(isStmtShape({ id: 'a', op: 'sprite-move', sprite: 'Kitty', steps: 10 }, 3)).toBe(false);
    expect(isStmtShape({ id: 'a', op: 'sprite-move', sprite: 'cat', steps: 51 }, 3)).toBe(false);
    expect(isStmtShape({ id: 'a', op: 'repeat', times: 3, body: [] }, 3)).toBe(true);
  });
});

describe('the bounds check', () => {
  it('finds a run that breaks them', () => {
    const scene = { sprites: [{ id: 'cat', costume: 'cat', x: 0, y: 0, direction: 0, speed: 0, visible: true }], seed: 1 } as const;
    const run = runGame(scene, { version: 3, kind: 'game', handlers: [] }, [], 3);
    expect(boundsBroken(run, scene, 3)).toEqual([]);
    const broken = structuredClone(run);
    broken.frames[1]!.sprites[0]!.x = 401;
    broken.frames[2]!.frame = 7;
    broken.steps = 601;
    expect(boundsBroken(broken, scene, 3)).toEqual([
      '601 steps in 3 frames',
      "frame 1: the cat's x is 401",
      'frame 2 says 7',
    ]);
    expect(boundsBroken(run, scene, 4)).toEqual(['ended after 3 frames']);
  });
});

