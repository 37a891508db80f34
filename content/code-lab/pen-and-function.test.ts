import { describe, expect, it } from 'vitest';
import { runProgram } from '../../src/domain/code-lab/interpreter';
import { isPenLevel } from '../../src/domain/code-lab/stages/pen/pen-level';
import { type Level } from '../../src/domain/code-lab/level-types';
import { segmentKey } from '../../src/domain/code-lab/stages/pen/pen-geometry';
import { checkProgramForLevel, functionsOf, type Program, type Stmt } from '../../src/domain/code-lab/program';
import { functionLevels } from './function';
import { findLevel } from './levels';
import { writtenOut } from './program-edits';
import { path, penLevels } from './pen';
import { solutionOf } from './reference-solutions';

// What the content test (levels.test.ts) does not say about Pen Studio and Robot Recipes
// (docs/decisions/230-pen-studio-and-robot-recipes-puzzles.md): colours count where a puzzle asks
// for them, every Robot Recipes puzzle needs a function, and the drawings are what their names say.

const level = (id: string) => findLevel(id)!;
const keys = (segments: readonly { from: { x: number; y: number }; to: { x: number; y: number } }[]) =>
  new Set(segments.map(segmentKey));

/** The program with every colour block set to `color`. */
function allIn(program: Program, color: 'blue' | 'red'): Program {
  const paint = (list: readonly Stmt[]): Stmt[] =>
    list.map((stmt) => {
      if (stmt.op === 'color') return { ...stmt, color };
      if (stmt.op === 'repeat' || stmt.op === 'until-goal') return { ...stmt, body: paint(stmt.body) };
      return stmt;
    });
  return { ...program, body: paint(program.body) };
}

describe('Pen Studio', () => {
  it('is eight drawings on the paper; the two that ask for colours check them', () => {
    expect(penLevels.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `pen-${n}`));
    expect(penLevels.filter((l) => 'colorMatters' in l && l.colorMatters).map((l) => l.id)).toEqual([
      'pen-7',
      'pen-8',
    ]);
    for (const id of ['pen-7', 'pen-8']) {
      const solution = solutionOf(id);
      for (const color of ['blue', 'red'] as const) {
        const oneColour = allIn(solution, color);
        expect(checkProgramForLevel(level(id), oneColour)).toEqual({ ok: true });
        expect(runProgram(level(id), oneColour).outcome, `${id} all ${color}`).not.toBe('solved');
      }
    }
  });

  it('the colour blind puzzles take any colour', () => {
    const square = level('pen-1');
    const red: Program = { version: 2, body: [{ id: 'x', op: 'color', color: 'red' }, ...solutionOf(square.id).body] };
    expect(runProgram(square, red).outcome).toBe('solved');
  });

  it('draws what the names say: a diamond of slanted lines, a pinwheel of four sails, a window of four panes', () => {
    const diamond = level('pen-3');
    expect(isPenLevel(diamond) && diamond.target.every((s) => s.from.x !== s.to.x && s.from.y !== s.to.y)).toBe(true);
    // Each sail is a right triangle: two straight sides of 3 and a slanted one of 3 steps.
    const pinwheel = level('pen-6');
    expect(isPenLevel(pinwheel) && pinwheel.target).toHaveLength(4 * 9);
    const window = level('pen-5');
    const panes = ['2,2', '4,2', '2,4', '4,4'].flatMap((corner) => {
      const [x, y] = corner.split(',').map(Number) as [number, number];
      return path(`${x},${y} ${x + 2},${y} ${x + 2},${y + 2} ${x},${y + 2} ${x},${y}`);
    });
    expect(isPenLevel(window) && keys(window.target)).toEqual(keys(panes));
  });
});

describe('Robot Recipes', () => {
  it.each(functionLevels.map((l) => [l.id, l as Level] as const))(
    '%s needs a function: written out without one it is "not yet"',
    (_id, l) => {
      expect(l.requires).toEqual(['function']);
      expect(l.toolbox).toContain('call');
      const plain = writtenOut(solutionOf(l.id));
      expect(functionsOf(plain)).toHaveLength(0);
      expect(runProgram(l, plain).outcome).toBe('needs-function');
    },
  );

  it('starts from a ready-made stairs and an empty hop, then makes its own', () => {
    const fns = (id: string) => functionsOf(level(id).startProgram ?? { version: 2, body: [] });
    expect(fns('function-1').map((f) => [f.name, f.body.length])).toEqual([['stairs', 4]]);
    expect(fns('function-2')).toEqual([{ name: 'hop', body: [] }]);
    for (const n of [3, 4, 5, 6, 7, 8]) expect(level(`function-${n}`).startProgram).toBeUndefined();
    expect(functionsOf(solutionOf('function-6')).map((f) => f.name)).toEqual(['stairs', 'zigzag']);
  });

  it('uses a function inside a repeat, and inside "repeat until the flag" with if and otherwise', () => {
    const flower = solutionOf('function-4').body[0]!;
    expect(flower.op === 'repeat' && flower.body.some((s) => s.op === 'call')).toBe(true);
    const spiral = solutionOf('function-5').body[0]!;
    expect(spiral).toMatchObject({
      op: 'until-goal',
      body: [{ op: 'if', cond: 'path-ahead', then: [{ op: 'call' }], else: [{ op: 'turn' }] }],
    });
  });

  it('square() draws a row of four squares, then a grid of eight: exactly their outlines', () => {
    const squaresAt = (corners: string[]) =>
      corners.flatMap((corner) => {
        const [x, y] = corner.split(',').map(Number) as [number, number];
        return path(`${x},${y} ${x + 2},${y} ${x + 2},${y + 2} ${x},${y + 2} ${x},${y}`);
      });
    const row = level('function-7');
    const grid = level('function-8');
    expect(isPenLevel(row) && keys(row.target)).toEqual(keys(squaresAt(['1,3', '3,3', '5,3', '7,3'])));
    expect(isPenLevel(grid) && keys(grid.target)).toEqual(
      keys(squaresAt(['1,2', '3,2', '5,2', '7,2', '1,4', '3,4', '5,4', '7,4'])),
    );
  });
});
