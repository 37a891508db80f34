import { describe, expect, it } from 'vitest';
import { MAX_TICKS, runProgram } from './interpreter';
import type { GridLevel } from './stages/grid/grid-level';
import { englishWords, spanishWords } from '../../../tests/support/english-words';
import { describeRun, describeStep } from './outcome-words';
import type { Program, Stmt } from './program';
import { starsFor } from './stars';

const fwd = (id: string): Stmt => ({ id, op: 'forward' });
const turn = (id: string, dir: 'left' | 'right'): Stmt => ({ id, op: 'turn', dir });
const program = (...body: Stmt[]): Program => ({ version: 1, body });
const levelOf = (grid: string[], extra: Partial<GridLevel> = {}): GridLevel => ({
  id: 'test-1',
  gameId: 'birthday-adventure',
  world: 'birthday',
  number: 1,
  title: 'Test',
  intro: 'Test.',
  hints: ['a', 'b', 'c'],
  grid,
  startDir: 'east',
  toolbox: ['forward'],
  maxBlocks: 60,
  idealBlocks: 3,
  ...extra,
});

const corridor = levelOf(['S..G']);

describe('runProgram', () => {
  it('solves the corridor and traces every move with the block id and pose', () => {
    const three = program(fwd('a'), fwd('b'), fwd('c'));
    const result = runProgram(corridor, three);
    expect(result.outcome).toBe('solved');
    expect(result.ticks).toBe(3);
    expect(result.trace).toEqual([
      { blockId: 'a', pose: { x: 1, y: 0, dir: 'east' }, event: 'move', items: 0 },
      { blockId: 'b', pose: { x: 2, y: 0, dir: 'east' }, event: 'move', items: 0 },
      { blockId: 'c', pose: { x: 3, y: 0, dir: 'east' }, event: 'goal', items: 0 },
    ]);
    expect(describeRun(result, corridor, englishWords, three)).toBe('You did it!');
  });

  it('ends short of the flag', () => {
    const one = program(fwd('a'));
    const result = runProgram(corridor, one);
    expect(result.outcome).toBe('ended-short');
    expect(describeRun(result, corridor, englishWords, one)).toBe('Ada stopped before the flag. Add more blocks!');
  });

  it('ends the run at the flag: later blocks do not run', () => {
    const result = runProgram(corridor, program(fwd('a'), fwd('b'), fwd('c'), fwd('d')));
    expect(result.outcome).toBe('solved');
    expect(result.trace.map((s) => s.blockId)).toEqual(['a', 'b', 'c']);
  });

  it('crashes into a wall and the edge, marking the wall and the block, counting actions', () => {
    const level = levelOf(['S.#G']);
    const bumps = program(turn('t', 'left'), turn('u', 'right'), fwd('a'), fwd('b'));
    const result = runProgram(level, bumps);
    expect(result).toMatchObject({
      outcome: 'crashed',
      crashAt: { x: 2, y: 0 },
      failedBlockId: 'b',
      actions: 4,
    });
    expect(result.trace.at(-1)).toEqual({
      blockId: 'b',
      pose: { x: 1, y: 0, dir: 'east' },
      event: 'crash',
      items: 0,
    });
    // Named by its row in the program list, not by the ticks or actions before it
    // (docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md).
    expect(describeRun(result, level, englishWords, bumps)).toBe('Ada bumped into a wall at step 4 (Move forward).');
    expect(describeRun(result, level, spanishWords, bumps)).toBe('Ada chocó con una pared en el paso 4 (Avanzar).');
    const edge = runProgram(corridor, program(turn('t', 'left'), fwd('a')));
    expect(edge).toMatchObject({
      outcome: 'crashed',
      crashAt: { x: 0, y: -1 },
      failedBlockId: 'a',
    });
  });

  it('turns on the spot and walks in every direction', () => {
    const level = levelOf(['..G', '.#.', 'S..'], { startDir: 'north' });
    const result = runProgram(
      level,
      program(fwd('a'), fwd('b'), turn('t', 'right'), fwd('c'), fwd('d')),
    );
    expect(result.outcome).toBe('solved');
    expect(result.trace.map((s) => s.pose)).toEqual([
      { x: 0, y: 1, dir: 'north' },
      { x: 0, y: 0, dir: 'north' },
      { x: 0, y: 0, dir: 'east' },
      { x: 1, y: 0, dir: 'east' },
      { x: 2, y: 0, dir: 'east' },
    ]);
    const south = runProgram(
      levelOf(['S.', '.G'], { startDir: 'south' }),
      program(fwd('a'), turn('l', 'left'), fwd('b')),
    );
    expect(south.outcome).toBe('solved');
  });

  it('picks up balloons only where they are, once each', () => {
    const level = levelOf(['S*.G']);
    const collect = (id: string): Stmt => ({ id, op: 'collect' });
    const result = runProgram(
      level,
      program(collect('n'), fwd('a'), collect('c'), collect('d'), fwd('b'), fwd('e')),
    );
    expect(result.outcome).toBe('solved');
    expect(result.trace.map((s) => [s.event, s.items])).toEqual([
      ['collect-nothing', 0],
      ['move', 0],
      ['collect', 1],
      ['collect-nothing', 1],
      ['move', 1],
      ['goal', 1],
    ]);
    const abc = program(fwd('a'), fwd('b'), fwd('c'));
    const missed = runProgram(level, abc);
    expect(missed.outcome).toBe('missed-items');
    expect(describeRun(missed, level, englishWords, abc)).toBe(
      'Ada reached the flag but missed a balloon. Pick up every balloon first!',
    );
    const two = levelOf(['S**G']);
    expect(describeRun(runProgram(two, abc), two, englishWords, abc)).toMatch(
      /missed 2 balloons/,
    );
    // In Spanish, one whole sentence with its own plural (docs/product/languages.md).
    expect(describeRun(missed, level, spanishWords, abc)).toBe(
      'Ada llegó a la bandera, pero le faltó un globo. ¡Primero recoge todos los globos!',
    );
    expect(describeRun(runProgram(two, abc), two, spanishWords, abc)).toBe(
      'Ada llegó a la bandera, pero le faltaron 2 globos. ¡Primero recoge todos los globos!',
    );
  });

  it('repeats a body, one tick per pass check', () => {
    const level = levelOf(['S......G']);
    const result = runProgram(
      level,
      program({ id: 'r', op: 'repeat', times: 7, body: [fwd('f')] }),
    );
    expect(result.outcome).toBe('solved');
    expect(result.trace.map((s) => `${s.blockId}:${s.event}`).slice(0, 4)).toEqual([
      'r:repeat',
      'f:move',
      'r:repeat',
      'f:move',
    ]);
    expect(result.ticks).toBe(14);
    const empty = runProgram(level, program({ id: 'r', op: 'repeat', times: 3, body: [] }));
    expect(empty).toMatchObject({ outcome: 'ended-short', ticks: 3 });
  });

  it('runs nested repeats in order', () => {
    const level = levelOf(['S....', '####.', '####.', '####.', 'G....']);
    const p = program({
      id: 'r1',
      op: 'repeat',
      times: 3,
      body: [{ id: 'r2', op: 'repeat', times: 4, body: [fwd('f')] }, turn('t', 'right')],
    });
    const result = runProgram(level, p);
    expect(result.outcome).toBe('solved');
    expect(result.trace.filter((s) => s.event === 'move' || s.event === 'goal')).toHaveLength(12);
  });

  it('checks conditions: path ahead, left, right and on a balloon', () => {
    const level = levelOf(['#.#', '.S.', '#*G'], { startDir: 'north' });
    const check = (cond: 'path-ahead' | 'path-left' | 'path-right' | 'on-item'): Stmt => ({
      id: cond,
      op: 'if',
      cond,
      then: [],
    });
    const result = runProgram(
      level,
      program(check('path-ahead'), check('path-left'), check('path-right'), check('on-item')),
    );
    expect(result.trace.map((s) => s.event)).toEqual([
      'check-true',
      'check-true',
      'check-true',
      'check-false',
    ]);
    const walled = levelOf(['###', '#S#', '#*G'], { startDir: 'north' });
    const none = runProgram(
      walled,
      program(check('path-ahead'), check('path-left'), check('path-right')),
    );
    expect(none.trace.map((s) => s.event)).toEqual(['check-false', 'check-false', 'check-false']);
    expect(describeStep(none.trace[0]!, englishWords)).toBe('No.');
    const empty = runProgram(level, program({ id: 'p', op: 'collect' }));
    expect(empty.trace.map((s) => s.event)).toEqual(['collect-nothing']);
    expect(describeStep(empty.trace[0]!, englishWords)).toBe('Nothing to pick up here');
  });

  it('takes the else branch when the check is false', () => {
    const level = levelOf(['S.', '#G']);
    const p = program({
      id: 'u',
      op: 'until-goal',
      body: [
        { id: 'i', op: 'if', cond: 'path-ahead', then: [fwd('f')], else: [turn('t', 'right')] },
      ],
    });
    const result = runProgram(level, p);
    expect(result.outcome).toBe('solved');
    expect(result.trace.map((s) => `${s.blockId}:${s.event}`)).toEqual([
      'u:repeat',
      'i:check-true',
      'f:move',
      'u:repeat',
      'i:check-false',
      't:turn',
      'u:repeat',
      'i:check-true',
      'f:goal',
    ]);
  });

  it('stops a forever loop when its state comes back, with two laps and the loop marked', () => {
    const level = levelOf(['S.#G']);
    const spin = program({ id: 'u', op: 'until-goal', body: [turn('t', 'left')] });
    const result = runProgram(level, spin);
    // Check, turn, four times, and Ada faces east at the check again: a lap of 8 ticks.
    expect(result).toMatchObject({
      outcome: 'loop',
      failedBlockId: 'u',
      loopStartTick: 0,
      lapTicks: 8,
      ticks: 16,
    });
    expect(result.trace.slice(8)).toEqual(result.trace.slice(0, 8));
    expect(describeRun(result, level, englishWords, spin)).toBe(
      'Ada is going round and round: the same moves again and again',
    );
    const empty = runProgram(level, program({ id: 'u', op: 'until-goal', body: [] }));
    expect(empty).toMatchObject({ outcome: 'loop', loopStartTick: 0, lapTicks: 1, ticks: 2 });
  });

  it('marks the innermost loop that keeps going round, not one that ends inside it', () => {
    const level = levelOf(['S.#G']);
    // The repeat inside ends every pass; the until-goal around it goes round.
    const outer = runProgram(
      level,
      program({
        id: 'u',
        op: 'until-goal',
        body: [{ id: 'r', op: 'repeat', times: 3, body: [turn('t', 'right')] }],
      }),
    );
    expect(outer).toMatchObject({ outcome: 'loop', failedBlockId: 'u' });
    // The until-goal inside never ends, so the repeat around it never goes round again.
    const inner = runProgram(
      level,
      program({
        id: 'r',
        op: 'repeat',
        times: 2,
        body: [
          { id: 'u', op: 'until-goal', body: [{ id: 'i', op: 'if', cond: 'on-item', then: [] }] },
        ],
      }),
    );
    expect(inner).toMatchObject({ outcome: 'loop', failedBlockId: 'u' });
  });

  it('shows a lead-in and then laps that repeat exactly', () => {
    // Ada walks to the wall, then turns on the spot for ever.
    const level = levelOf(['S..#', '...G']);
    const walk = program({
      id: 'u',
      op: 'until-goal',
      body: [
        {
          id: 'i',
          op: 'if',
          cond: 'path-ahead',
          then: [fwd('f')],
          else: [turn('t', 'left'), turn('v', 'left'), turn('w', 'left'), turn('x', 'left')],
        },
      ],
    });
    const result = runProgram(level, walk);
    expect(result.outcome).toBe('loop');
    const { loopStartTick = -1, lapTicks = -1 } = result;
    expect(loopStartTick).toBeGreaterThan(0);
    expect(result.trace.slice(0, loopStartTick).some((s) => s.event === 'move')).toBe(true);
    expect(result.ticks).toBe(loopStartTick + 2 * lapTicks);
    const lap = (n: number) =>
      result.trace.slice(loopStartTick + n * lapTicks, loopStartTick + (n + 1) * lapTicks);
    expect(lap(1)).toEqual(lap(0));
    expect(lap(0).some((s) => s.event === 'move')).toBe(false);
    // Without the check the same program runs to the cap, on exactly the same steps.
    const endless = runProgram(level, walk, { detectLoops: false });
    expect(endless.outcome).toBe('timeout');
    expect(endless.trace.slice(0, result.ticks)).toEqual(result.trace);
  });

  it('keeps timeout for a long program that does not come back to a state in 2,000 ticks', () => {
    const level = levelOf(['S.#G']);
    const long = program({
      id: 'u',
      op: 'until-goal',
      body: [
        {
          id: 'r1',
          op: 'repeat',
          times: 10,
          body: [
            {
              id: 'r2',
              op: 'repeat',
              times: 10,
              body: [{ id: 'r3', op: 'repeat', times: 10, body: [turn('t', 'left')] }],
            },
          ],
        },
      ],
    });
    const result = runProgram(level, long);
    expect(result).toMatchObject({ outcome: 'timeout', ticks: MAX_TICKS, failedBlockId: 'r3' });
    expect(describeRun(result, level, englishWords, long)).toBe(
      'Ada would go round and round for too long: your program takes too many steps.',
    );
  });

  it('never goes past the cap, even with loops of loops', () => {
    const level = levelOf(['S.#G']);
    let body: Stmt[] = [turn('t', 'left')];
    for (let d = 4; d >= 1; d--) body = [{ id: `r${d}`, op: 'repeat', times: 10, body }];
    const result = runProgram(level, { version: 1, body });
    expect(result.outcome).toBe('timeout');
    expect(result.trace).toHaveLength(MAX_TICKS);
  });
});

describe('starsFor', () => {
  it('gives 3 stars within idealBlocks, 2 above', () => {
    expect(starsFor(corridor, program(fwd('a'), fwd('b'), fwd('c')))).toBe(3);
    expect(starsFor(corridor, program(fwd('a'), fwd('b'), fwd('c'), fwd('d')))).toBe(2);
  });
});
