import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../tests/support/english-words';
import { runProgram } from './interpreter';
import type { PenLevel } from './stages/pen/pen-level';
import { describeRun } from './outcome-words';
import {
  compareDrawing,
  compareLines,
  isUnitSegment,
  normaliseSegment,
  sameDrawing,
  segmentKey,
  segmentsAlong,
  straightLines,
  type PenSegment,
} from './stages/pen/pen-geometry';

const seg = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: PenSegment['color'] = 'black',
): PenSegment => ({
  from: { x: x1, y: y1 },
  to: { x: x2, y: y2 },
  color,
});

describe('pen segments', () => {
  it('are the same segment whichever way they were drawn', () => {
    expect(segmentKey(seg(2, 3, 1, 2))).toBe(segmentKey(seg(1, 2, 2, 3)));
    expect(segmentKey(seg(2, 1, 1, 2))).toBe('2,1 1,2');
    expect(normaliseSegment(seg(3, 0, 2, 0))).toEqual(seg(2, 0, 3, 0));
    expect(segmentKey(seg(1, 1, 2, 1))).not.toBe(segmentKey(seg(1, 1, 1, 2)));
  });

  it('are unit steps of the eight headings only', () => {
    expect(isUnitSegment(seg(1, 1, 2, 2))).toBe(true);
    expect(isUnitSegment(seg(1, 1, 1, 0))).toBe(true);
    expect(isUnitSegment(seg(1, 1, 3, 1))).toBe(false);
    expect(isUnitSegment(seg(1, 1, 1, 1))).toBe(false);
    expect(isUnitSegment(seg(0.5, 1, 1.5, 1))).toBe(false);
  });

  it('are made from a path of straight legs, diagonals too', () => {
    expect(
      segmentsAlong(
        [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
          { x: 0, y: 2 },
        ],
        'red',
      ),
    ).toEqual([
      seg(0, 0, 1, 0, 'red'),
      seg(1, 0, 2, 0, 'red'),
      seg(2, 0, 1, 1, 'red'),
      seg(1, 1, 0, 2, 'red'),
    ]);
    expect(
      segmentsAlong([
        { x: 0, y: 0 },
        { x: 0, y: 1 },
      ]),
    ).toEqual([{ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }]);
    expect(() =>
      segmentsAlong([
        { x: 0, y: 0 },
        { x: 2, y: 1 },
      ]),
    ).toThrow(/not straight/);
  });
});

describe('a drawing against its target', () => {
  const square = segmentsAlong(
    [
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 2, y: 2 },
      { x: 1, y: 2 },
      { x: 1, y: 1 },
    ],
    'blue',
  );

  it('is the same set in any order and direction, a segment drawn twice counting once', () => {
    const drawn = [
      seg(1, 2, 1, 1),
      seg(2, 1, 2, 2),
      seg(1, 1, 2, 1),
      seg(2, 2, 1, 2),
      seg(2, 1, 1, 1),
    ];
    expect(sameDrawing(drawn, square)).toBe(true);
    expect(compareDrawing(drawn, square)).toEqual({
      same: true,
      matched: 4,
      missing: 0,
      extra: 0,
      target: 4,
    });
  });

  it('counts what is missing and what is extra, exactly (no tolerance)', () => {
    expect(
      compareDrawing([seg(1, 1, 2, 1), seg(2, 1, 2, 2), seg(2, 2, 1, 2)], square),
    ).toMatchObject({ same: false, matched: 3, missing: 1, extra: 0 });
    const drawn = [
      seg(1, 1, 2, 1),
      seg(2, 1, 2, 2),
      seg(2, 2, 1, 2),
      seg(1, 2, 1, 1),
      seg(2, 2, 3, 3),
    ];
    expect(compareDrawing(drawn, square)).toMatchObject({
      same: false,
      matched: 4,
      missing: 0,
      extra: 1,
    });
    expect(sameDrawing([], [])).toBe(true);
  });

  it('compares colours only when the level says so, the last colour of a segment counting', () => {
    const red = [
      seg(1, 1, 2, 1, 'red'),
      seg(2, 1, 2, 2, 'red'),
      seg(2, 2, 1, 2, 'red'),
      seg(1, 2, 1, 1, 'red'),
    ];
    expect(sameDrawing(red, square)).toBe(true);
    expect(compareDrawing(red, square, true)).toMatchObject({
      same: false,
      matched: 0,
      missing: 4,
    });
    const redrawn = [
      ...red,
      seg(1, 1, 2, 1, 'blue'),
      seg(2, 1, 2, 2, 'blue'),
      seg(2, 2, 1, 2, 'blue'),
      seg(1, 1, 1, 2, 'blue'),
    ];
    expect(sameDrawing(redrawn, square, true)).toBe(true);
  });
});

describe('straight lines, as a child counts them (docs/decisions/356-lines-as-a-child-counts-them.md)', () => {
  const pt = (x: number, y: number) => ({ x, y });
  const line = (x1: number, y1: number, x2: number, y2: number, steps: number) => ({ from: pt(x1, y1), to: pt(x2, y2), steps });
  const points = (text: string) => text.split(' ').map((p) => { const [x, y] = p.split(',').map(Number); return { x: x!, y: y! }; });
  // pen-1's square and pen-7's house (content/code-lab/pen.ts), written out: the domain reads no content.
  const pen1 = { target: segmentsAlong(points('3,5 3,3 5,3 5,5 3,5')) };
  const pen7 = { target: [...segmentsAlong(points('2,3 6,3 6,7 2,7 2,3'), 'blue'), ...segmentsAlong(points('2,3 4,1 6,3'), 'red')] };
  const level = (id: 'pen-1' | 'pen-7') => (id === 'pen-1' ? pen1 : pen7);

  it('sees the first puzzle’s square of side 2 as 4 lines, not 8 segments', () => {
    expect(level('pen-1').target).toHaveLength(8);
    expect(straightLines(level('pen-1').target, false)).toEqual([
      line(3, 3, 5, 3, 2),
      line(3, 3, 3, 5, 2),
      line(5, 3, 5, 5, 2),
      line(3, 5, 5, 5, 2),
    ]);
  });

  it('joins only segments on one line that touch, in any of the four directions, whichever way drawn', () => {
    const drawn = [
      seg(2, 0, 1, 0), seg(0, 0, 1, 0), // one line across, drawn backwards then forwards
      seg(4, 0, 5, 0), // the same row, not touching: its own line
      seg(0, 1, 1, 2), seg(2, 3, 1, 2), // down to the right
      seg(5, 1, 4, 2), seg(4, 2, 3, 3), // down to the left
      seg(7, 0, 7, 1), seg(7, 1, 7, 2), seg(7, 0, 7, 1), // down, one segment drawn twice
      seg(1, 0, 1, 1), // a corner: touches the first line but turns, so it is another line
    ];
    expect(straightLines(drawn, false)).toEqual([
      line(0, 0, 2, 0, 2),
      line(1, 0, 1, 1, 1),
      line(4, 0, 5, 0, 1),
      line(7, 0, 7, 2, 2),
      line(0, 1, 2, 3, 2),
      line(5, 1, 3, 3, 2),
    ]);
  });

  it('keeps colours apart only when asked: the house’s roof is 2 red lines on 4 blue walls', () => {
    const house = level('pen-7');
    expect(straightLines(house.target, true).map((l) => `${l.color} ${l.steps}`)).toEqual([
      'red 2', 'red 2', 'blue 4', 'blue 4', 'blue 4', 'blue 4',
    ]);
    const twoColours = [seg(0, 0, 1, 0, 'red'), seg(1, 0, 2, 0, 'blue')];
    expect(straightLines(twoColours, false)).toEqual([line(0, 0, 2, 0, 2)]);
    expect(straightLines(twoColours, true)).toHaveLength(2);
  });

  it('counts whole lines drawn, and says which parts are missing and which lines are extra', () => {
    const target = level('pen-1').target;
    const half = [seg(3, 5, 3, 4), seg(3, 4, 3, 3), seg(3, 3, 4, 3), seg(6, 3, 7, 3), seg(6, 4, 6, 5)];
    const match = compareLines(half, target);
    expect(match.target).toHaveLength(4);
    expect(match.drawn).toBe(1);
    expect(match.partly).toBe(1);
    expect(match.missing).toEqual([line(4, 3, 5, 3, 1), line(5, 3, 5, 5, 2), line(3, 5, 5, 5, 2)]);
    expect(match.extra).toEqual([line(6, 3, 7, 3, 1), line(6, 4, 6, 5, 1)]);
    expect(compareLines([], target)).toMatchObject({ drawn: 0, missing: match.target, extra: [] });
  });

  it('a line in the wrong colour is missing where colour matters, and not extra', () => {
    const house = level('pen-7');
    const allBlack = house.target.map((s) => ({ ...s, color: 'black' as const }));
    expect(compareLines(allBlack, house.target, false)).toMatchObject({ drawn: 6, missing: [], extra: [] });
    expect(compareLines(allBlack, house.target, true)).toMatchObject({ drawn: 0, extra: [] });
    expect(compareLines(allBlack, house.target, true).missing).toHaveLength(6);
  });
});

describe('a wrong drawing’s words count lines as a child does (docs/decisions/356-lines-as-a-child-counts-them.md)', () => {
  it('the first square: a side short is 3 of the 4 lines, in English and Spanish', () => {
    const pen1: PenLevel = {
      kind: 'pen', id: 'pen-1', world: 'pen', number: 1, title: 'A square', intro: '', hints: ['', '', ''],
      size: { width: 8, height: 8 }, start: { x: 3, y: 5 }, startDir: 'north',
      target: segmentsAlong([{ x: 3, y: 5 }, { x: 3, y: 3 }, { x: 5, y: 3 }, { x: 5, y: 5 }, { x: 3, y: 5 }]),
      toolbox: ['forward', 'turn-right', 'repeat'], maxBlocks: 10, idealBlocks: 4,
    };
    // Up 2, right 2, down 2: three sides of the square, each 2 steps.
    const three = {
      version: 2 as const,
      body: [
        { id: 'r', op: 'repeat' as const, times: 3, body: [
          { id: 'a', op: 'forward' as const },
          { id: 'b', op: 'forward' as const },
          { id: 't', op: 'turn' as const, dir: 'right' as const },
        ] },
      ],
    };
    const result = runProgram(pen1, three);
    expect(result.outcome).toBe('wrong-drawing');
    expect(describeRun(result, pen1, englishWords, three)).toBe('Ada drew 3 of the 4 lines in the picture. Keep going!');
    expect(describeRun(result, pen1, spanishWords, three)).toBe('Ada dibujó 3 de las 4 líneas de la imagen. ¡Sigue así!');
    // A small square in the corner: one step of the left and bottom sides, three steps inside or outside.
    const steps = {
      version: 2 as const,
      body: [
        { id: 'r', op: 'repeat' as const, times: 4, body: [
          { id: 'a', op: 'forward' as const },
          { id: 't', op: 'turn' as const, dir: 'right' as const },
        ] },
        { id: 'l', op: 'turn' as const, dir: 'left' as const },
        { id: 'b', op: 'forward' as const },
      ],
    };
    const parts = runProgram(pen1, steps);
    expect(describeRun(parts, pen1, englishWords, steps)).toBe(
      'Ada drew 0 of the 4 lines in the picture (and 2 only in part), and 3 lines that are not in it.',
    );
    expect(describeRun(parts, pen1, spanishWords, steps)).toBe(
      'Ada dibujó 0 de las 4 líneas de la imagen (y 2 solo en parte), y 3 líneas que no están en ella.',
    );
  });
});
