import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../../tests/support/english-words';
import { findLevel } from '../../../../../../content/code-lab/levels';
import { runProgram } from '../../../../../domain/code-lab/interpreter';
import type { PenLevel } from '../../../../../domain/code-lab/stages/pen/pen-level';
import { penView } from './pen-view';
import { drawingWords, headingWords, paperText, penStageName } from './pen-words';
import { solutionOf } from '../../../../../../content/code-lab/reference-solutions';

const pen1 = findLevel('pen-1') as PenLevel;
const pen7 = findLevel('pen-7') as PenLevel;

describe('the pen stage from a run (docs/decisions/242-the-pen-stage.md)', () => {
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
    // Its 8 unit segments are the 4 sides a child sees
    // (docs/decisions/356-lines-as-a-child-counts-them.md).
    expect(drawingWords(done.drawn, pen1.target, false, englishWords)).toBe('4 lines drawn of 4 in the target');
    expect(drawingWords(penView(pen1, firstTwo).drawn, pen1.target, false, englishWords)).toBe('0 lines drawn of 4 in the target (and 1 only in part)');
    expect(drawingWords(penView(pen1, firstTwo).drawn, pen1.target, false, spanishWords)).toBe('0 líneas dibujadas de 4 del modelo (y 1 solo en parte)');
  });

  it('keeps each line in the colour of its pen, and says when colours count', () => {
    const done = penView(pen7, runProgram(pen7, solutionOf(pen7.id)).trace);
    expect(new Set(done.drawn.map((s) => s.color))).toEqual(new Set(['blue', 'red']));
    // Four walls and two sides of the roof.
    expect(drawingWords(done.drawn, pen7.target, true, englishWords)).toBe('6 lines drawn of 6 in the target');
    const swapped = done.drawn.map((s) => ({ ...s, color: s.color === 'red' ? ('blue' as const) : ('red' as const) }));
    expect(drawingWords(swapped, pen7.target, true, englishWords)).toBe('0 lines drawn of 6 in the target');
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

describe('"Read the paper": the paper in words (docs/decisions/357-read-the-paper.md)', () => {
  const paper = (level: PenLevel) => ({ size: level.size, target: level.target, colorMatters: level.colorMatters === true });
  const seg = (x1: number, y1: number, x2: number, y2: number, color: 'black' | 'red' | 'blue' = 'black') => ({
    from: { x: x1, y: y1 },
    to: { x: x2, y: y2 },
    color,
  });

  it('says the target’s lines with their ends before Ada draws, and that nothing is drawn', () => {
    const text = paperText(paper(pen1), [], englishWords);
    expect(text.key).toBe(
      "The paper's points go from 0 to 8 across, counted from the left, and from 0 to 8 down, counted from the top. North is up.",
    );
    expect(text.parts).toEqual([
      {
        heading: 'The target: 4 lines',
        lines: [
          'From 3 across, 3 down to 5 across, 3 down, 2 steps long',
          'From 3 across, 3 down to 3 across, 5 down, 2 steps long',
          'From 5 across, 3 down to 5 across, 5 down, 2 steps long',
          'From 3 across, 5 down to 5 across, 5 down, 2 steps long',
        ],
      },
      { heading: 'Ada has drawn nothing yet', lines: [] },
      { heading: 'Still missing: 4 lines', lines: text.parts[0]!.lines },
      { heading: 'No lines that are not in the target', lines: [] },
    ]);
  });

  it('says what Ada drew, which parts are missing and which lines are extra', () => {
    // Up the left side, half the top, then a wrong step to the right of the square.
    const drawn = [seg(3, 5, 3, 4), seg(3, 4, 3, 3), seg(3, 3, 4, 3), seg(5, 5, 6, 5)];
    const [, drew, missing, extra] = paperText(paper(pen1), drawn, englishWords).parts;
    expect(drew).toEqual({
      heading: 'What Ada drew: 3 lines',
      lines: [
        'From 3 across, 3 down to 4 across, 3 down, 1 step long',
        'From 3 across, 3 down to 3 across, 5 down, 2 steps long',
        'From 5 across, 5 down to 6 across, 5 down, 1 step long',
      ],
    });
    expect(missing).toEqual({
      heading: 'Still missing: 3 lines',
      lines: [
        'From 4 across, 3 down to 5 across, 3 down, 1 step long',
        'From 5 across, 3 down to 5 across, 5 down, 2 steps long',
        'From 3 across, 5 down to 5 across, 5 down, 2 steps long',
      ],
    });
    expect(extra).toEqual({ heading: 'Not in the target: 1 line', lines: ['From 5 across, 5 down to 6 across, 5 down, 1 step long'] });
  });

  it('says colours where they count, and only what Ada drew on free drawing', () => {
    const roof = paperText(paper(pen7), [], englishWords).parts[0]!;
    expect(roof.heading).toBe('The target: 6 lines');
    expect(roof.lines[0]).toBe('From 4 across, 1 down to 2 across, 3 down, 2 steps long, red');
    const free = paperText({ size: { width: 10, height: 10 }, colorMatters: false }, [seg(5, 5, 5, 4, 'red'), seg(5, 4, 5, 3, 'red')], englishWords);
    expect(free.parts).toEqual([{ heading: 'What Ada drew: 1 line', lines: ['From 5 across, 3 down to 5 across, 5 down, 2 steps long, red'] }]);
  });

  it('in Spanish', () => {
    const text = paperText(paper(pen1), [seg(5, 5, 6, 5)], spanishWords);
    expect(text.parts.map((p) => p.heading)).toEqual([
      'El modelo: 4 líneas',
      'Lo que dibujó Ada: 1 línea',
      'Todavía faltan: 4 líneas',
      'No está en el modelo: 1 línea',
    ]);
    expect(text.parts[3]!.lines).toEqual(['Desde 5 a lo ancho y 5 hacia abajo hasta 6 a lo ancho y 5 hacia abajo, de 1 paso de largo']);
  });
});
