import { describe, expect, it } from 'vitest';
import type { Level } from './level-types';
import {
  blockLabel,
  BLOCK_KINDS,
  checkProgramForLevel,
  countBlocks,
  kindOf,
  parseProgram,
  programDepth,
  PROGRAM_LIMITS,
  type Program,
  type Stmt,
} from './program';

const fwd = (id: string): Stmt => ({ id, op: 'forward' });
const program = (...body: Stmt[]): Program => ({ version: 1, body });
const nested = (depth: number): Program => {
  let body: Stmt[] = [fwd('leaf')];
  for (let d = depth - 1; d >= 1; d--) body = [{ id: `r${d}`, op: 'repeat', times: 2, body }];
  return { version: 1, body };
};
const level: Level = {
  id: 'test-1',
  gameId: 'lost-finder',
  world: 'lost-finder',
  number: 1,
  title: 'Test',
  intro: 'Test.',
  hints: ['a', 'b', 'Start with: Move forward.'],
  grid: ['S..G'],
  startDir: 'east',
  toolbox: ['forward', 'repeat'],
  maxBlocks: 4,
  idealBlocks: 2,
  solution: program(fwd('a'), fwd('b'), fwd('c')),
};

describe('parseProgram', () => {
  it('accepts every kind of statement', () => {
    const p: Program = program(
      fwd('a'),
      { id: 'b', op: 'turn', dir: 'left' },
      { id: 'c', op: 'collect' },
      { id: 'd', op: 'repeat', times: 10, body: [{ id: 'e', op: 'turn', dir: 'right' }] },
      { id: 'f', op: 'until-goal', body: [] },
      { id: 'g', op: 'if', cond: 'path-ahead', then: [fwd('h')], else: [fwd('i')] },
      { id: 'j', op: 'if', cond: 'on-item', then: [] },
    );
    expect(parseProgram(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, program: p });
    expect(countBlocks(p)).toBe(10);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'forward', /program/],
    ['a wrong version', { version: 2, body: [] }, /program\.version/],
    ['an unknown key at the top', { version: 1, body: [], extra: 1 }, /unknown keys: extra/],
    [
      'an unknown key in a block',
      program({ id: 'a', op: 'forward', speed: 2 } as never),
      /"program.body.0" has unknown keys: speed/,
    ],
    [
      'an unknown op',
      program({ id: 'a', op: 'jump' } as never),
      /"program.body.0.op": unknown block op/,
    ],
    ['a bad id', program(fwd('A B')), /"program.body.0.id".*1 to 16/],
    ['a long id', program(fwd('a'.repeat(17))), /1 to 16/],
    [
      'a repeat of 1',
      program({ id: 'r', op: 'repeat', times: 1, body: [] }),
      /times.*from 2 to 10/,
    ],
    [
      'a repeat of 11',
      program({ id: 'r', op: 'repeat', times: 11, body: [] }),
      /times.*from 2 to 10/,
    ],
    ['a repeat of 2.5', program({ id: 'r', op: 'repeat', times: 2.5, body: [] }), /times/],
    [
      'an unknown condition',
      program({ id: 'i', op: 'if', cond: 'on-wall', then: [] } as never),
      /cond/,
    ],
    ['a bad turn', program({ id: 't', op: 'turn', dir: 'back' } as never), /dir/],
    [
      'duplicate ids',
      program(fwd('a'), { id: 'r', op: 'repeat', times: 2, body: [fwd('a')] }),
      /same id "a"/,
    ],
    ['too deep', nested(PROGRAM_LIMITS.maxDepth + 1), /nested too deep/],
    [
      'too many blocks',
      program(...Array.from({ length: 61 }, (_, i) => fwd(`b${i}`))),
      /61 blocks; at most 60/,
    ],
    ['too big', { version: 1, body: [], pad: 'x'.repeat(9000) }, /too big/],
  ])('refuses %s with a message naming it', (_name, value, message) => {
    const result = parseProgram(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('allows exactly the limits', () => {
    expect(parseProgram(nested(PROGRAM_LIMITS.maxDepth)).ok).toBe(true);
    expect(programDepth(nested(PROGRAM_LIMITS.maxDepth))).toBe(5);
    expect(parseProgram(program(...Array.from({ length: 60 }, (_, i) => fwd(`b${i}`)))).ok).toBe(
      true,
    );
  });

  it('refuses a huge nesting before walking it (no stack overflow)', () => {
    let value: unknown = [];
    for (let i = 0; i < 100_000; i++) value = [value];
    const result = parseProgram({ version: 1, body: value });
    expect(result.ok).toBe(false);
  });
});

describe('checkProgramForLevel', () => {
  it('accepts a program of the toolbox within maxBlocks', () => {
    expect(
      checkProgramForLevel(level, program({ id: 'r', op: 'repeat', times: 3, body: [fwd('f')] })),
    ).toEqual({ ok: true });
  });
  it('names a block outside the toolbox', () => {
    expect(
      checkProgramForLevel(level, program(fwd('a'), { id: 't', op: 'turn', dir: 'left' })),
    ).toEqual({
      ok: false,
      message: '"program" uses a "Turn left" block ("t"), and level test-1 has no such block.',
    });
  });
  it('refuses more than maxBlocks', () => {
    const result = checkProgramForLevel(
      level,
      program(fwd('a'), fwd('b'), fwd('c'), fwd('d'), fwd('e')),
    );
    expect(result).toEqual({
      ok: false,
      message: '"program" has 5 blocks; level test-1 allows at most 4.',
    });
  });
});

describe('block kinds', () => {
  it('has a label for every kind and maps statements to kinds', () => {
    expect(BLOCK_KINDS.map(blockLabel)).toEqual([
      'Move forward',
      'Turn left',
      'Turn right',
      'Pick up',
      'Repeat',
      'Repeat until the flag',
      'If path ahead',
      'If path to the left',
      'If path to the right',
      'If on a balloon',
    ]);
    expect(kindOf({ id: 'a', op: 'turn', dir: 'right' })).toBe('turn-right');
    expect(kindOf({ id: 'a', op: 'if', cond: 'path-left', then: [] })).toBe('if-path-left');
    expect(kindOf({ id: 'a', op: 'until-goal', body: [] })).toBe('until-goal');
  });
});
