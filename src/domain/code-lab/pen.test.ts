import { describe, expect, it } from 'vitest';
import {
  compareDrawing,
  isUnitSegment,
  normaliseSegment,
  sameDrawing,
  segmentKey,
  segmentsAlong,
  type PenSegment,
} from './pen';

const seg = (x1: number, y1: number, x2: number, y2: number, color: PenSegment['color'] = 'black'): PenSegment => ({
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
    expect(segmentsAlong([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 2 }], 'red')).toEqual([
      seg(0, 0, 1, 0, 'red'),
      seg(1, 0, 2, 0, 'red'),
      seg(2, 0, 1, 1, 'red'),
      seg(1, 1, 0, 2, 'red'),
    ]);
    expect(segmentsAlong([{ x: 0, y: 0 }, { x: 0, y: 1 }])).toEqual([{ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }]);
    expect(() => segmentsAlong([{ x: 0, y: 0 }, { x: 2, y: 1 }])).toThrow(/not straight/);
  });
});

describe('a drawing against its target', () => {
  const square = segmentsAlong([{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 2, y: 2 }, { x: 1, y: 2 }, { x: 1, y: 1 }], 'blue');

  it('is the same set in any order and direction, a segment drawn twice counting once', () => {
    const drawn = [seg(1, 2, 1, 1), seg(2, 1, 2, 2), seg(1, 1, 2, 1), seg(2, 2, 1, 2), seg(2, 1, 1, 1)];
    expect(sameDrawing(drawn, square)).toBe(true);
    expect(compareDrawing(drawn, square)).toEqual({ same: true, matched: 4, missing: 0, extra: 0, target: 4 });
  });

  it('counts what is missing and what is extra, exactly (no tolerance)', () => {
    expect(compareDrawing([seg(1, 1, 2, 1), seg(2, 1, 2, 2), seg(2, 2, 1, 2)], square)).toMatchObject({ same: false, matched: 3, missing: 1, extra: 0 });
    const drawn = [seg(1, 1, 2, 1), seg(2, 1, 2, 2), seg(2, 2, 1, 2), seg(1, 2, 1, 1), seg(2, 2, 3, 3)];
    expect(compareDrawing(drawn, square)).toMatchObject({ same: false, matched: 4, missing: 0, extra: 1 });
    expect(sameDrawing([], [])).toBe(true);
  });

  it('compares colours only when the level says so, the last colour of a segment counting', () => {
    const red = [seg(1, 1, 2, 1, 'red'), seg(2, 1, 2, 2, 'red'), seg(2, 2, 1, 2, 'red'), seg(1, 2, 1, 1, 'red')];
    expect(sameDrawing(red, square)).toBe(true);
    expect(compareDrawing(red, square, true)).toMatchObject({ same: false, matched: 0, missing: 4 });
    const redrawn = [...red, seg(1, 1, 2, 1, 'blue'), seg(2, 1, 2, 2, 'blue'), seg(2, 2, 1, 2, 'blue'), seg(1, 1, 1, 2, 'blue')];
    expect(sameDrawing(redrawn, square, true)).toBe(true);
  });
});
