import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, paletteBlock } from '../../../../domain/code-lab/blocks';
import type { Program, Stmt } from '../../../../domain/code-lab/program';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { codeLines, runningLineIndex, type CodeLine } from './code-lines';

/** The lines as a child sees them: two spaces per level in. */
const shown = (lines: CodeLine[]) => lines.map((l) => `${'  '.repeat(l.indent)}${l.text}`);
const v1 = (...body: Stmt[]): Program => ({ version: 1, body });

describe('Show the code: a program as JavaScript lines', () => {
  it('writes each simple block as one call', () => {
    const lines = codeLines(
      v1({ id: 'a', op: 'forward' }, { id: 'b', op: 'turn', dir: 'left' }, { id: 'c', op: 'turn', dir: 'right' }, { id: 'd', op: 'collect' }),
    );
    expect(shown(lines)).toEqual(['moveForward();', 'turnLeft();', 'turnRight();', 'pickUp();']);
    expect(lines.map((l) => [l.blockId, l.head])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', true],
    ]);
  });

  it('writes an empty program as no lines', () => {
    expect(codeLines(v1())).toEqual([]);
  });

  it('writes a repeat as a for loop, with a new counter for a loop inside a loop', () => {
    const program = v1({
      id: 'r',
      op: 'repeat',
      times: 4,
      body: [
        { id: 'f', op: 'forward' },
        { id: 'q', op: 'repeat', times: 2, body: [{ id: 't', op: 'turn', dir: 'right' }] },
      ],
    });
    expect(shown(codeLines(program))).toEqual([
      'for (let i = 0; i < 4; i++) {',
      '  moveForward();',
      '  for (let j = 0; j < 2; j++) {',
      '    turnRight();',
      '  }',
      '}',
    ]);
  });

  it('writes "repeat until the flag" as a while loop and an if with its otherwise', () => {
    const program = v1({
      id: 'w',
      op: 'until-goal',
      body: [
        {
          id: 'i',
          op: 'if',
          cond: 'path-ahead',
          then: [{ id: 'f', op: 'forward' }],
          else: [{ id: 'l', op: 'turn', dir: 'left' }],
        },
        { id: 'k', op: 'if', cond: 'on-item', then: [{ id: 'c', op: 'collect' }] },
        { id: 'p', op: 'if', cond: 'path-left', then: [] },
        { id: 'o', op: 'if', cond: 'path-right', then: [], else: [] },
      ],
    });
    const lines = codeLines(program);
    expect(shown(lines)).toEqual([
      'while (notAtFlag()) {',
      '  if (pathAhead()) {',
      '    moveForward();',
      '  } else {',
      '    turnLeft();',
      '  }',
      '  if (onBalloon()) {',
      '    pickUp();',
      '  }',
      '  if (pathLeft()) {',
      '  }',
      '  if (pathRight()) {',
      '  }',
      '}',
    ]);
    // The else and closing lines belong to their if, but only its first line is its head.
    expect(lines.filter((l) => l.blockId === 'i').map((l) => l.head)).toEqual([true, false, false]);
    expect(lines.filter((l) => l.blockId === 'w').map((l) => l.text)).toEqual(['while (notAtFlag()) {', '}']);
  });

  it('finds the running line by its block: the statement, or a container\'s first line', () => {
    const lines = codeLines(v1({ id: 'r', op: 'repeat', times: 3, body: [{ id: 'f', op: 'forward' }] }, { id: 'g', op: 'forward' }));
    expect(runningLineIndex(lines, 'r')).toBe(0);
    expect(runningLineIndex(lines, 'f')).toBe(1);
    expect(runningLineIndex(lines, 'g')).toBe(3);
    expect(runningLineIndex(lines, null)).toBe(-1);
    expect(runningLineIndex(lines, 'gone')).toBe(-1);
  });

  it('writes a program nested five deep, and a long one, without running out of stack', () => {
    let inner: Stmt[] = [{ id: 'f', op: 'forward' }];
    for (let d = 4; d >= 1; d--) inner = [{ id: `r${d}`, op: 'repeat', times: 2, body: inner }];
    const lines = codeLines(v1(...inner));
    expect(lines.map((l) => l.text)[3]).toBe('for (let m = 0; m < 2; m++) {');
    expect(lines[4]).toEqual({ text: 'moveForward();', indent: 4, blockId: 'f', head: true });
    const long = v1(...Array.from({ length: 60 }, (_, n): Stmt => ({ id: `b${n}`, op: 'forward' })));
    expect(codeLines(long)).toHaveLength(60);
  });
});

describe('Show the code: version 2 programs', () => {
  const program: Program = {
    version: 2,
    functions: [
      {
        name: 'square',
        body: [
          { id: 'r', op: 'repeat', times: 4, body: [{ id: 'f', op: 'forward' }, { id: 't', op: 'turn', dir: 'right' }] },
        ],
      },
      { name: 'hop', body: [{ id: 'u', op: 'pen', down: false }, { id: 'h', op: 'forward' }, { id: 'd', op: 'pen', down: true }] },
    ],
    body: [
      { id: 'p', op: 'pen', down: true },
      { id: 'c', op: 'color', color: 'red' },
      { id: 's', op: 'call', name: 'square' },
      { id: 'j', op: 'call', name: 'hop' },
      { id: 'a', op: 'turn', dir: 'right', degrees: 45 },
      { id: 'b', op: 'turn', dir: 'left', degrees: 135 },
      { id: 'n', op: 'turn', dir: 'left', degrees: 90 },
    ],
  };

  it('writes functions first, then the program with its pen, colour, calls and angles', () => {
    expect(shown(codeLines(program))).toEqual([
      'function square() {',
      '  for (let i = 0; i < 4; i++) {',
      '    moveForward();',
      '    turnRight();',
      '  }',
      '}',
      '',
      'function hop() {',
      '  penUp();',
      '  moveForward();',
      '  penDown();',
      '}',
      '',
      'penDown();',
      "setColor('red');",
      'square();',
      'hop();',
      'turnRight(45);',
      'turnLeft(135);',
      'turnLeft();',
    ]);
  });

  it('lights a line inside a function while its block runs, and never a function header', () => {
    const lines = codeLines(program);
    expect(lines[runningLineIndex(lines, 'f')]?.text).toBe('moveForward();');
    expect(runningLineIndex(lines, 'f')).toBe(2);
    expect(lines[runningLineIndex(lines, 's')]?.text).toBe('square();');
    expect(lines.filter((l) => l.blockId === null).map((l) => l.text)).toEqual(['function square() {', '}', '', 'function hop() {', '}', '']);
  });

  it("gives every palette block its own first line, never a stray '}' (each block's definition has its line)", () => {
    for (const kind of BLOCK_KINDS) {
      const stmt = paletteBlock(kind).make('a');
      const lines = codeLines({ version: 2, body: [stmt] });
      const head = lines[runningLineIndex(lines, 'a')];
      // A web block's line is HTML ("<h1>…</h1>"); every other block's a JavaScript call.
      expect(head?.text, kind).toMatch(/^([a-z]|<[a-z])/i);
      // One closing line ("}", or "});" for a tune's together) for a block that opens one.
      expect(lines.filter((l) => l.text === '}' || l.text === '});').length, kind).toBe(head?.text.endsWith('{') ? 1 : 0);
    }
  });
});

describe('Show the code: a game as JavaScript lines', () => {
  const game: GameProgram = {
    version: 3,
    kind: 'game',
    functions: [{ name: 'hop', body: [{ id: 'j', op: 'sprite-move', sprite: 'cat', steps: 20 }] }],
    handlers: [
      { id: 'h1', event: { kind: 'start' }, body: [{ id: 's', op: 'sprite-set', sprite: 'red-car', property: 'speed', value: 3 }] },
      {
        id: 'h2',
        event: { kind: 'key', key: 'left' },
        body: [
          { id: 't', op: 'sprite-turn', sprite: 'red-car', dir: 'left', degrees: 15 },
          { id: 'i', op: 'if-touching', sprite: 'red-car', other: 'star-2', then: [{ id: 'p', op: 'score', by: -1 }] },
        ],
      },
      { id: 'h3', event: { kind: 'touch', sprite: 'cat', other: 'star' }, body: [{ id: 'c', op: 'call', name: 'hop' }] },
    ],
  };

  it('writes each event block as the event it waits for, its blocks one level in, the functions first', () => {
    expect(shown(codeLines(game))).toEqual([
      'function hop() {',
      '  cat.moveForward(20);',
      '}',
      '',
      'onStart(() => {',
      '  redCar.speed = 3;',
      '});',
      '',
      "onKey('left', () => {",
      '  redCar.turnLeft(15);',
      '  if (redCar.isTouching(star2)) {',
      '    score -= 1;',
      '  }',
      '});',
      '',
      'onTouch(cat, star, () => {',
      '  hop();',
      '});',
    ]);
  });

  it("lights an event block's first line while it runs, and its blocks' own lines", () => {
    const lines = codeLines(game);
    expect(lines[runningLineIndex(lines, 'h2')]?.text).toBe("onKey('left', () => {");
    expect(lines[runningLineIndex(lines, 'p')]?.text).toBe('score -= 1;');
    expect(codeLines({ version: 3, kind: 'game', handlers: [] })).toEqual([]);
  });
});
