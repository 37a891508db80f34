import { expect, it } from 'vitest';
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import { PEN_COLOR_HEX } from '../../../../domain/code-lab/program';
import { DRAWING_UNIT_PX, drawingBounds, drawingFileName, drawingSvg } from './drawing-svg';

const seg = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: PenSegment['color'] = 'blue',
): PenSegment => ({
  from: { x: x1, y: y1 },
  to: { x: x2, y: y2 },
  color,
});

it('draws each segment as a line in its colour on paper just big enough, with a margin', () => {
  const segments = [seg(3, 3, 4, 3), seg(4, 3, 5, 4, 'red')];
  expect(drawingBounds(segments)).toEqual({ left: 2, top: 2, width: 4, height: 3 });
  const { svg, width, height } = drawingSvg(segments, 'Tom & "Ada" <3');
  expect([width, height]).toEqual([4 * DRAWING_UNIT_PX, 3 * DRAWING_UNIT_PX]);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.querySelector('title')?.textContent).toBe('Tom & "Ada" <3');
  const lines = [...doc.querySelectorAll('line')].map((l) =>
    ['x1', 'y1', 'x2', 'y2', 'stroke'].map((a) => l.getAttribute(a)),
  );
  const u = DRAWING_UNIT_PX;
  expect(lines).toEqual([
    [`${u}`, `${u}`, `${2 * u}`, `${u}`, PEN_COLOR_HEX.blue],
    [`${2 * u}`, `${u}`, `${3 * u}`, `${2 * u}`, PEN_COLOR_HEX.red],
  ]);
});

it('an empty drawing is a small blank page', () => {
  const { svg, width, height } = drawingSvg([], 'Nothing yet');
  expect([width, height]).toEqual([2 * DRAWING_UNIT_PX, 2 * DRAWING_UNIT_PX]);
  expect(svg).not.toContain('<line');
});

it('names the file from the title', () => {
  expect(drawingFileName('My house!', 'svg')).toBe('my-house.svg');
  expect(drawingFileName('Café 2', 'png')).toBe('cafe-2.png');
  expect(drawingFileName('🌸🌸', 'png')).toBe('drawing.png');
});
