import { describe, expect, it } from 'vitest';
import { checkGame } from '../../../src/domain/code-lab/stages/game/game-check';
import type { GameLevel } from '../../../src/domain/code-lab/stages/game/game-level';
import type { Stmt } from '../../../src/domain/code-lab/program';
import { checkGameForLevel, type GameHandler, type GameProgram } from '../../../src/domain/code-lab/stages/game/game-program';
import type { GameKey, Phrase, SpriteId } from '../../../src/domain/code-lab/stages/game/game-types';
import { findLevel, gameLabWorlds } from '../../code-lab/levels';
import { worldGuides } from './index';

// Each mistake the Game Lab's world guides name is a game a child can build on that level (its
// event blocks, its toolbox, its block limit), and "Check my game" finds the criterion the mistake
// is about unmet: the feedback a teacher sees on the child's screen
// (docs/product/code-lab.md#a-game-level). The Ada worlds' mistakes are run in mistakes.test.ts.

let next = 0;
const id = () => `m${(next += 1)}`;
const on = (event: GameHandler['event'], ...body: Stmt[]): GameHandler => ({ id: id(), event, body });
const start = { kind: 'start' } as const;
const tick = { kind: 'tick' } as const;
const key = (k: GameKey) => ({ kind: 'key', key: k }) as const;
const tap = (sprite: SpriteId) => ({ kind: 'tap', sprite }) as const;
const touch = (sprite: SpriteId, other: SpriteId) => ({ kind: 'touch', sprite, other }) as const;
const move = (sprite: SpriteId, steps: number): Stmt => ({ id: id(), op: 'sprite-move', sprite, steps });
const turn = (sprite: SpriteId, dir: 'left' | 'right', degrees: number): Stmt =>
  ({ id: id(), op: 'sprite-turn', sprite, dir, degrees }) as Stmt;
const hide = (sprite: SpriteId): Stmt => ({ id: id(), op: 'sprite-show', sprite, shown: false });
const say = (sprite: SpriteId, phrase: Phrase): Stmt => ({ id: id(), op: 'say', sprite, phrase });
const score = (by: number): Stmt => ({ id: id(), op: 'score', by });
const set = (sprite: SpriteId, property: 'x' | 'y' | 'direction' | 'speed', value: number): Stmt =>
  ({ id: id(), op: 'sprite-set', sprite, property, value }) as Stmt;
const change = (sprite: SpriteId, property: 'x' | 'y' | 'direction' | 'speed', by: number): Stmt =>
  ({ id: id(), op: 'sprite-change', sprite, property, by }) as Stmt;
const go = (sprite: SpriteId, x: number, y: number): Stmt => ({ id: id(), op: 'sprite-go', sprite, x, y });
const ifTouching = (sprite: SpriteId, other: SpriteId, ...then: Stmt[]): Stmt =>
  ({ id: id(), op: 'if-touching', sprite, other, then }) as Stmt;
const game = (...handlers: GameHandler[]): GameProgram => ({ version: 3, kind: 'game', handlers });

const car = 'red-car';
const turnOnRight = (degrees: number, dir: 'left' | 'right' = 'right') => on(key('right'), turn(car, dir, degrees));

/** Level id, the mistake's index in the guide, the game, the criterion "Check my game" finds unmet. */
type MistakeRun = [string, number, GameProgram, number];

// prettier-ignore
const runs: MistakeRun[] = [
  ['game-1', 0, game(on(start, move('cat', 10))), 1],

  ['game-2', 0, game(on(key('left'), move('cat', 30))), 0],
  ['game-2', 1, game(on(key('right'), move('cat', 10))), 1],

  ['game-3', 0, game(on(tap('cat'), move('robot', 50))), 0],
  ['game-3', 1, game(on(tap('robot'), move('robot', 10))), 1],

  ['game-4', 0, game(on(touch('cat', 'apple'), hide('cat'))), 1],
  ['game-4', 1, game(on(start, hide('apple'))), 0],

  ['game-5', 0, game(on(touch('cat', 'star'), score(1))), 1],

  ['game-6', 0, game(on(tap('robot'), say('cat', 'hello')), on(key('space'), say('cat', 'meow'))), 0],
  ['game-6', 1, game(on(tap('robot'), say('robot', 'hello')), on(key('right'), say('cat', 'meow'))), 1],

  ['game-7', 0, game(on(tick, move('cat', 2), ifTouching('cat', 'goal', say('cat', 'you-win')))), 1],
  ['game-7', 1, game(on(tick, move('cat', 5), ifTouching('cat', 'robot', say('cat', 'you-win')))), 2],

  ['game-8', 0, game(on(key('right'), change('cat', 'x', 40)), on(touch('cat', 'apple'), score(1), go('apple', 200, 40))), 1],
  ['game-8', 1, game(on(key('right'), change('cat', 'x', 20)), on(key('left'), change('cat', 'x', -20)), on(touch('cat', 'apple'), score(1), go('apple', 200, 40))), 3],
  ['game-8', 2, game(on(key('right'), change('cat', 'x', 40)), on(key('left'), change('cat', 'x', -40)), on(touch('cat', 'apple'), score(1))), 3],

  ['racer-1', 0, game(on(start, set(car, 'speed', 2))), 1],
  ['racer-1', 1, game(on(start, set(car, 'direction', 90))), 1],

  ['racer-2', 0, game(on(key('right'), turn(car, 'left', 45)), on(key('left'), turn(car, 'left', 45))), 3],
  ['racer-2', 1, game(on(key('right'), turn(car, 'right', 45))), 1],

  ['racer-3', 0, game(on(key('up'), change(car, 'speed', 1)), on(key('down'), change(car, 'speed', -1))), 2],
  ['racer-3', 1, game(on(key('up'), change(car, 'speed', 2))), 1],

  ['racer-4', 0, game(turnOnRight(45)), 2],
  ['racer-4', 1, game(turnOnRight(90, 'left')), 1],

  ['racer-5', 0, game(on(key('right'), turn(car, 'right', 90), score(1))), 0],
  ['racer-5', 1, game(on(touch(car, 'line'), score(1))), 2],

  ['racer-6', 0, game(turnOnRight(90), on(touch(car, 'line'), score(1))), 0],
  ['racer-6', 1, game(on(key('up'), change(car, 'speed', 2)), turnOnRight(90), on(touch(car, 'line'), score(1))), 2],
];

const gameWorldIds = new Set<string>(gameLabWorlds.map((w) => w.id));

describe('the mistakes in the Game Lab’s world guides', () => {
  it('has a run for every mistake of every level, and no run for a mistake that is not there', () => {
    const named = worldGuides
      .filter((g) => gameWorldIds.has(g.worldId))
      .flatMap((g) => Object.entries(g.mistakes).flatMap(([levelId, list]) => list.map((_, i) => `${levelId} ${i}`)));
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(runs.map(([levelId, i]) => `${levelId} ${i}`))].sort()).toEqual(named.sort());
  });

  it.each(runs.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: a game the level allows, and its check stops at the criterion the mistake is about',
    (_, levelId, __, program, criterion) => {
      const level = findLevel(levelId) as GameLevel;
      expect(checkGameForLevel(level, program)).toEqual({ ok: true });
      const check = checkGame(level, program);
      expect(check.outcome).toBe('not-yet');
      expect(check.unmet?.index, JSON.stringify(check.unmet)).toBe(criterion);
    },
  );
});
