import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../../../tests/support/english-words';
import { findLevel } from '../../../../../content/code-lab/levels';
import { runProgram } from '../../../../domain/code-lab/interpreter';
import type { PenLevel } from '../../../../domain/code-lab/level-types';
import { penView } from './pen-view';
import { drawingWords, headingWords, penStageName } from './pen-words';
import { solutionOf } from '../../../../../content/code-lab/reference-solutions';

const pen1 = findLevel('pen-1') as PenLevel;
const pen7 = findLevel('pen-7') as PenLevel;

describe('the pen stage from a run (decision 242)', () => {
  it('draws pen-1 line by line, and the turtle ends where she began', () => {
    const { trace } = runProgram(pen1, solutionOf(pen1.id));
    expect(penView(pen1, []).drawn).toEqual([]);
    expect(penView(pen1, []).turtle).toEqual({ x: 3, y: 5, angle: 0, penDown: true, color: 'black' });
    const firstTwo = trace.slice(0, trace.findIndex((s) => s.event === 'draw') + 1);
    expect(penView(pen1, firstTwo).drawn).toEqual([{ from: { x: 3, y: 5 }, to: { x: 3, y: 4 }, color: 'black' }]);
    const done = penView(pen1, trace);
    expect(done.drawn).toHaveLength(8);
    expect(done.turtle).toMatchObject({ x: 3, y: 5, penDown: true });
    // Four right turns count round once (360), never back the long way.
    expect(done.turtle.angle).toBe(360);
    expect(drawingWords(done.drawn, pen1.target, false, englishWords)).toBe('8 lines drawn of 8 in the target');
  });

  it('keeps each line in the colour of its pen, and says when colours count', () => {
    const done = penView(pen7, runProgram(pen7, solutionOf(pen7.id)).trace);
    expect(new Set(done.drawn.map((s) => s.color))).toEqual(new Set(['blue', 'red']));
    expect(drawingWords(done.drawn, pen7.target, true, englishWords)).toBe(`${pen7.target.length} lines drawn of ${pen7.target.length} in the target`);
    const swapped = done.drawn.map((s) => ({ ...s, color: s.color === 'red' ? ('blue' as const) : ('red' as const) }));
    expect(drawingWords(swapped, pen7.target, true, englishWords)).toBe(`0 lines drawn of ${pen7.target.length} in the target`);
  });

  it('says what is drawn, extra lines and where Ada is, in words', () => {
    const line = { from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, color: 'blue' as const };
    const other = { from: { x: 1, y: 0 }, to: { x: 1, y: 1 }, color: 'blue' as const };
    expect(drawingWords([line, other], [{ from: line.to, to: line.from }], false, englishWords)).toBe('1 line drawn of 1 in the target, and 1 line that is not in it');
    expect(drawingWords([line, line, other], undefined, false, englishWords)).toBe('2 lines drawn');
    expect(headingWords(-45, englishWords)).toBe('north-west');
    expect(headingWords(450, englishWords)).toBe('east');
    expect(
      penStageName({ drawn: [], target: undefined, colorMatters: false, crashed: true, turtle: { x: 2, y: 3, angle: 135, penDown: false, color: 'red' } }, englishWords),
    ).toBe("Ada's drawing: 0 lines drawn. Ada is at 2 across and 3 down, facing south-east, pen up. Ada tried to go off the paper.");
  });
});
