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
  FUNCTION_NAMES,
  PEN_COLOR_HEX,
  PEN_COLORS,
  walkProgram,
  uncalledFunctions,
  type FunctionDef,
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
    ['a wrong version', { version: 3, body: [] }, /program\.version.*1 or 2/],
    [
      'a version 2 block in version 1',
      program({ id: 'p', op: 'pen', down: true } as never),
      /unknown block op/,
    ],
    [
      'turn degrees in version 1',
      program({ id: 't', op: 'turn', dir: 'left', degrees: 45 }),
      /unknown keys: degrees/,
    ],
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
      'Use a function',
      'Pen down',
      'Pen up',
      'Pen colour',
      'Move a sprite forward',
      'Turn a sprite right',
      'Turn a sprite left',
      'Go to x and y',
      'Go to a random spot',
      'Set a property',
      'Change a property',
      'Change the score',
      'Say',
      'Show',
      'Hide',
      'If touching',
      'If visible',
      'Play a note',
      'Play a drum',
      'Rest',
      'Tempo',
      'Say',
      'Play together',
      'Heading',
      'Paragraph',
      'Picture',
      'List',
      'List item',
      'Row',
      'Column',
      'Link',
      'Link two houses',
    ]);
    expect(kindOf({ id: 'a', op: 'turn', dir: 'right' })).toBe('turn-right');
    expect(kindOf({ id: 'a', op: 'if', cond: 'path-left', then: [] })).toBe('if-path-left');
    expect(kindOf({ id: 'a', op: 'until-goal', body: [] })).toBe('until-goal');
  });
});

const v2 = (body: Stmt[], functions?: FunctionDef[]): Program =>
  functions ? { version: 2, functions, body } : { version: 2, body };
const call = (id: string, name: FunctionDef['name']): Stmt => ({ id, op: 'call', name });

describe('program version 2', () => {
  it('accepts functions, calls, the pen, colours and turns by 45, 90 and 135', () => {
    const p = v2(
      [
        { id: 'a', op: 'pen', down: false },
        { id: 'b', op: 'color', color: 'purple' },
        { id: 'c', op: 'repeat', times: 4, body: [call('d', 'square')] },
        call('e', 'hop'),
        { id: 'f', op: 'pen', down: true },
      ],
      [
        {
          name: 'square',
          body: [
            {
              id: 'g',
              op: 'repeat',
              times: 4,
              body: [fwd('h'), { id: 'i', op: 'turn', dir: 'right' }],
            },
          ],
        },
        {
          name: 'hop',
          body: [
            { id: 'j', op: 'turn', dir: 'left', degrees: 45 },
            { id: 'k', op: 'turn', dir: 'right', degrees: 135 },
          ],
        },
      ],
    );
    expect(parseProgram(JSON.parse(JSON.stringify(p)))).toEqual({ ok: true, program: p });
    // A definition's blocks once (g, h, i, j, k), each call one (d, e), the rest (a, b, c, f).
    expect(countBlocks(p)).toBe(11);
    expect([...walkProgram(p)].map((w) => `${w.fn ?? 'main'}:${w.stmt.id}:${w.depth}`)).toEqual([
      'main:a:1',
      'main:b:1',
      'main:c:1',
      'main:d:2',
      'main:e:1',
      'main:f:1',
      'square:g:1',
      'square:h:2',
      'square:i:2',
      'hop:j:1',
      'hop:k:1',
    ]);
    expect(kindOf({ id: 'a', op: 'pen', down: false })).toBe('pen-up');
    expect(kindOf({ id: 'a', op: 'pen', down: true })).toBe('pen-down');
    expect(kindOf(call('a', 'hop'))).toBe('call');
    expect(kindOf({ id: 'a', op: 'color', color: 'red' })).toBe('color');
  });

  it('keeps a version 1 program meaning the same, stored ones too', () => {
    const stored = {
      version: 1,
      body: [
        { id: 'a', op: 'turn', dir: 'left' },
        { id: 'b', op: 'forward' },
      ],
    };
    expect(parseProgram(stored)).toEqual({ ok: true, program: stored });
  });

  it.each<[string, unknown, RegExp]>([
    [
      'an uncalled function',
      v2([], [{ name: 'hop', body: [fwd('a')] }]),
      /function 'hop' is never called/,
    ],
    [
      'a call inside a function',
      v2(
        [call('c', 'hop')],
        [
          { name: 'hop', body: [call('d', 'square')] },
          { name: 'square', body: [] },
        ],
      ),
      /a function cannot call another function/,
    ],
    [
      'a recursive function',
      v2(
        [call('c', 'hop')],
        [{ name: 'hop', body: [{ id: 'r', op: 'repeat', times: 2, body: [call('d', 'hop')] }] }],
      ),
      /a function cannot call itself/,
    ],
    [
      'a call of an undefined function',
      v2([call('c', 'petal')]),
      /calls the function 'petal', and it has no function by that name/,
    ],
    [
      'a name not on the list',
      v2([], [{ name: 'jump', body: [] } as never]),
      /"program.functions.0.name".*square, hop, stairs, petal, zigzag, wiggle/,
    ],
    [
      'a name used twice',
      v2(
        [call('c', 'hop')],
        [
          { name: 'hop', body: [] },
          { name: 'hop', body: [] },
        ],
      ),
      /makes the function 'hop' twice/,
    ],
    [
      'four functions',
      v2(
        [call('a', 'square'), call('b', 'hop'), call('c', 'stairs'), call('d', 'petal')],
        (['square', 'hop', 'stairs', 'petal'] as const).map((name) => ({ name, body: [] })),
      ),
      /4 functions; at most 3/,
    ],
    [
      'an unknown colour',
      v2([{ id: 'a', op: 'color', color: 'pink' } as never]),
      /"program.body.0.color".*blue, red, green, purple, orange, black/,
    ],
    [
      'a turn of 30',
      v2([{ id: 'a', op: 'turn', dir: 'left', degrees: 30 } as never]),
      /"program.body.0.degrees".*45, 90 or 135/,
    ],
    ['a pen without down', v2([{ id: 'a', op: 'pen' } as never]), /"program.body.0.down"/],
    [
      'a key unknown in a function',
      { version: 2, functions: [{ name: 'hop', body: [], extra: 1 }], body: [call('c', 'hop')] },
      /"program.functions.0" has unknown keys: extra/,
    ],
    [
      'the same id in a function and the program',
      v2([call('a', 'hop')], [{ name: 'hop', body: [fwd('a')] }]),
      /same id "a"/,
    ],
    [
      'too deep in a function',
      v2([call('c', 'hop')], [{ name: 'hop', body: nested(PROGRAM_LIMITS.maxDepth + 1).body }]),
      /nested too deep/,
    ],
    [
      'more than 60 blocks counting function bodies',
      v2(
        [call('c', 'hop')],
        [{ name: 'hop', body: Array.from({ length: 60 }, (_, i) => fwd(`b${i}`)) }],
      ),
      /61 blocks; at most 60/,
    ],
  ])('refuses %s with a message naming it', (_name, value, message) => {
    const result = parseProgram(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('allows a function called from inside a repeat, an if and the program, at most 3 functions', () => {
    const p = v2(
      [
        { id: 'r', op: 'repeat', times: 3, body: [call('a', 'square')] },
        {
          id: 'i',
          op: 'if',
          cond: 'path-ahead',
          then: [call('b', 'hop')],
          else: [call('c', 'zigzag')],
        },
      ],
      (['square', 'hop', 'zigzag'] as const).map((name, n) => ({ name, body: [fwd(`f${n}`)] })),
    );
    expect(parseProgram(p).ok).toBe(true);
  });
});

describe('a function not used yet', () => {
  const waiting = v2([fwd('a'), call('b', 'hop')], [
    { name: 'hop', body: [fwd('c')] },
    { name: 'square', body: [] },
  ]);

  it('is named, and refused to run but kept as a draft', () => {
    expect(uncalledFunctions(waiting)).toEqual(['square']);
    expect(parseProgram(waiting)).toEqual({ ok: false, message: `"program": function 'square' is never called.` });
    expect(parseProgram(waiting, 'draft')).toEqual({ ok: true, program: waiting });
  });

  it('does not excuse a call inside a function in a draft', () => {
    const looping = v2([call('a', 'hop')], [{ name: 'hop', body: [call('b', 'hop')] }]);
    expect(parseProgram(looping, 'draft')).toMatchObject({ ok: false, message: expect.stringMatching(/cannot call itself/) });
  });
});

describe('pen colours', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  it.each(PEN_COLORS.map((c) => [c, PEN_COLOR_HEX[c]] as const))(
    '%s (%s) keeps 3:1 on the white paper',
    (_c, hex) => {
      expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(3);
    },
  );
  it('are the six the children pick from, and so are the function names', () => {
    expect(PEN_COLORS).toEqual(['blue', 'red', 'green', 'purple', 'orange', 'black']);
    expect(FUNCTION_NAMES).toEqual(['square', 'hop', 'stairs', 'petal', 'zigzag', 'wiggle']);
  });
});
