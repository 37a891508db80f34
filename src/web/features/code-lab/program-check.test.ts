import { describe, expect, it } from 'vitest';
import { BLOCK_ENTRIES, BLOCK_KINDS, isOfStage } from '../../../domain/code-lab/blocks';
import type { GameLevel } from '../../../domain/code-lab/stages/game/game-level';
import { checkGameForLevel, parseGameProgram } from '../../../domain/code-lab/stages/game/game-program';
import type { PenLevel } from '../../../domain/code-lab/stages/pen/pen-level';
import { checkProgramForLevel, parseProgram } from '../../../domain/code-lab/program';
import { prng, randomGameProgram, randomProgram } from '../../../domain/code-lab/random-programs';
import { asGameProgram, asLevelProgram, asStudioGame } from './program-check';

// A level that allows every block, so only the shape decides.
const open: PenLevel = {
  kind: 'pen',
  id: 'test-1',
  world: 'pen',
  number: 1,
  title: 'Test',
  intro: 'Test.',
  hints: ['a', 'b', 'c'],
  size: { width: 4, height: 4 },
  start: { x: 0, y: 0 },
  startDir: 'east',
  target: [],
  toolbox: BLOCK_KINDS,
  maxBlocks: 60,
  idealBlocks: 60,
};
// A stored program is a draft: a function may wait to be used.
const schemaSays = (value: unknown) => {
  const parsed = parseProgram(value, 'draft');
  return parsed.ok && checkProgramForLevel(open, parsed.program, 'draft').ok;
};

describe('the zod-free check of a stored program agrees with the schema', () => {
  it('for every block entry, in both versions', () => {
    for (const entry of BLOCK_ENTRIES)
      for (const block of entry.blocks) {
        const stmt = block.make('a');
        for (const version of [1, 2] as const) {
          const program = { version, body: [stmt] };
          expect(asLevelProgram(open, program) !== null, `${block.kind} v${version}`).toBe(schemaSays(program));
        }
      }
  });

  it.each<[string, unknown]>([
    ['a v2 program with functions', { version: 2, functions: [{ name: 'hop', body: [{ id: 'a', op: 'forward' }] }], body: [{ id: 'c', op: 'call', name: 'hop' }] }],
    ['an uncalled function', { version: 2, functions: [{ name: 'hop', body: [] }], body: [] }],
    ['a recursive function', { version: 2, functions: [{ name: 'hop', body: [{ id: 'c', op: 'call', name: 'hop' }] }], body: [{ id: 'd', op: 'call', name: 'hop' }] }],
    ['a name off the list', { version: 2, functions: [{ name: 'jump', body: [] }], body: [{ id: 'c', op: 'call', name: 'jump' }] }],
    ['a turn by 45 in version 2', { version: 2, body: [{ id: 'a', op: 'turn', dir: 'left', degrees: 45 }] }],
    ['a turn by 45 in version 1', { version: 1, body: [{ id: 'a', op: 'turn', dir: 'left', degrees: 45 }] }],
    ['a turn by 30', { version: 2, body: [{ id: 'a', op: 'turn', dir: 'left', degrees: 30 }] }],
    ['a colour off the list', { version: 2, body: [{ id: 'a', op: 'color', color: 'pink' }] }],
    ['a pen in version 1', { version: 1, body: [{ id: 'a', op: 'pen', down: true }] }],
    ['an unknown key', { version: 2, body: [{ id: 'a', op: 'forward', speed: 1 }] }],
    ['a version 3', { version: 3, body: [] }],
    ['functions in version 1', { version: 1, functions: [], body: [] }],
    ['a bad id', { version: 2, body: [{ id: 'A', op: 'forward' }] }],
  ])('for %s', (_name, value) => {
    expect(asLevelProgram(open, value) !== null).toBe(schemaSays(value));
  });

  it('keeps a draft whose function is not used yet', () => {
    const waiting = { version: 2, functions: [{ name: 'hop', body: [] }], body: [] };
    expect(asLevelProgram(open, waiting)).toEqual(waiting);
  });

  it('for random programs', () => {
    for (let n = 0; n < 300; n++) {
      const program = randomProgram(prng(n));
      expect(asLevelProgram(open, program) !== null, `seed ${n}`).toBe(schemaSays(program));
    }
  });
});

describe('the zod-free check of a stored game agrees with the schema', () => {
  // A game level that allows every game block and event, on a scene of four sprites.
  const sprites = ['cat', 'star', 'red-car', 'rock'] as const;
  const game: GameLevel = {
    kind: 'game',
    id: 'game-test',
    world: 'game',
    number: 1,
    title: 'Test',
    intro: 'Test.',
    hints: ['a', 'b', 'c'],
    toolbox: BLOCK_KINDS.filter((k) => isOfStage(k, 'game')),
    events: ['start', 'key', 'tap', 'touch', 'tick'],
    maxBlocks: 60,
    idealBlocks: 60,
    scene: { sprites: sprites.map((id) => ({ id, costume: id, x: 100, y: 100, direction: 90, speed: 0, visible: true })), seed: 1 },
    script: [],
    maxFrames: 30,
    criteria: [],
  };
  const schemaSaysGame = (value: unknown) => {
    const parsed = parseGameProgram(value, 'draft');
    return parsed.ok && checkGameForLevel(game, parsed.program, 'draft').ok;
  };
  const on = (event: unknown, body: unknown[] = []) => ({ version: 3, kind: 'game', handlers: [{ id: 'h', event, body }] });

  it.each<[string, unknown]>([
    ['a game', on({ kind: 'key', key: 'left' }, [{ id: 'a', op: 'sprite-move', sprite: 'cat', steps: 10 }])],
    ['a touch', on({ kind: 'touch', sprite: 'cat', other: 'star' })],
    ['a sprite touching itself', on({ kind: 'touch', sprite: 'cat', other: 'cat' })],
    ['a sprite not in the scene', on({ kind: 'tap', sprite: 'dog' })],
    ['a key off the list', on({ kind: 'key', key: 'enter' })],
    ['an event with a key too many', on({ kind: 'start', key: 'left' })],
    ['an unknown event', on({ kind: 'click' })],
    ["one of Ada's blocks", on({ kind: 'start' }, [{ id: 'a', op: 'forward' }])],
    ['a speed of 30', on({ kind: 'start' }, [{ id: 'a', op: 'sprite-set', sprite: 'cat', property: 'speed', value: 30 }])],
    ['its own sprites', { version: 3, kind: 'game', sprites: [], handlers: [] }],
    ['no kind', { version: 3, handlers: [] }],
    ['a handler with a bad id', { version: 3, kind: 'game', handlers: [{ id: 'H 1', event: { kind: 'start' }, body: [] }] }],
    ['two of one id', { version: 3, kind: 'game', handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'a', op: 'score', by: 1 }] }] }],
    ['a function waiting to be used', { version: 3, kind: 'game', functions: [{ name: 'hop', body: [] }], handlers: [] }],
    ['a program of Ada', { version: 2, body: [] }],
  ])('for %s', (_name, value) => {
    expect(asGameProgram(game, value) !== null).toBe(schemaSaysGame(value));
  });

  it('for random games', () => {
    for (let n = 0; n < 300; n++) {
      const program = randomGameProgram(prng(n), sprites);
      expect(asGameProgram(game, program) !== null, `seed ${n}`).toBe(schemaSaysGame(program));
    }
  });
});

describe('the zod-free check of a studio game agrees with the schema', () => {
  const start = (id: string, more: object = {}) => ({ id, costume: id.replace(/-2$/, ''), x: 100, y: 100, direction: 90, speed: 0, visible: true, ...more });
  const sprites = [start('cat'), start('star'), start('star-2'), start('rock')];
  const schemaSaysGame = (value: unknown) => {
    const parsed = parseGameProgram(value, 'draft');
    return parsed.ok && parsed.program.sprites !== undefined;
  };
  const game = (scene: unknown[], body: unknown[] = []) => ({
    version: 3,
    kind: 'game',
    sprites: scene,
    handlers: [{ id: 'h', event: { kind: 'start' }, body }],
  });
  const catMoves = [{ id: 'a', op: 'sprite-move', sprite: 'cat', steps: 10 }];

  it.each<[string, unknown]>([
    ['a game', game(sprites, catMoves)],
    ['no sprites', { version: 3, kind: 'game', handlers: [] }],
    ['an empty scene', game([])],
    ['a sprite the scene lacks', game([start('star')], catMoves)],
    ['two cats', game([start('cat'), start('cat')])],
    ['nine sprites', game(['cat', 'dog', 'star', 'ball', 'rock', 'goal', 'robot', 'apple', 'line'].map((id) => start(id)))],
    ['an x past the scene', game([start('cat', { x: 401 })])],
    ['a speed of 1.5', game([start('cat', { speed: 1.5 })])],
    ['visible as a word', game([start('cat', { visible: 'yes' })])],
    ['a typed name', game([start('Tom')])],
    ['a costume off the list', game([start('cat', { costume: 'lion' })])],
    ['a key too many', game([start('cat', { colour: 'red' })])],
    ['sprites not a list', { version: 3, kind: 'game', sprites: {}, handlers: [] }],
  ])('for %s', (_name, value) => {
    expect(asStudioGame(value) !== null).toBe(schemaSaysGame(value));
  });

  it('for random games on a random scene', () => {
    for (let n = 0; n < 300; n++) {
      const rng = prng(n);
      const scene = sprites.filter(() => rng.next() < 0.8);
      const program = { ...randomGameProgram(rng, scene.map((s) => s.id) as never), sprites: scene };
      expect(asStudioGame(program) !== null, `seed ${n}`).toBe(schemaSaysGame(program));
    }
  });
});
