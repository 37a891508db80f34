import { expect, it } from 'vitest';
import type { Program } from '../../../../domain/code-lab/program';
import { STUDIO_START } from '../../../../domain/code-lab/studio-paper';
import { studioDrawing } from './studio-run';

const { x, y } = STUDIO_START;

it('draws with the engine’s pen run from the middle of the paper, facing up, pen down', () => {
  const square: Program = {
    version: 2,
    body: [
      { id: 'c', op: 'color', color: 'red' },
      {
        id: 'r',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'f', op: 'forward' },
          { id: 't', op: 'turn', dir: 'right' },
        ],
      },
    ],
  };
  const drawing = studioDrawing(square);
  expect(drawing.segments).toHaveLength(4);
  expect(drawing.segments.every((s) => s.color === 'red')).toBe(true);
  expect(drawing.segments[0]).toEqual({ from: { x, y }, to: { x, y: y - 1 }, color: 'red' });
  expect(drawing.turtle).toMatchObject({ x, y, angle: 0, penDown: true, color: 'red' });
  expect(drawing.crashAt).toBeNull();
});

it('an empty program draws nothing; off the paper is shown where Ada left it', () => {
  expect(studioDrawing({ version: 2, body: [] })).toMatchObject({
    segments: [],
    crashAt: null,
    turtle: { x, y },
  });
  const far: Program = {
    version: 2,
    body: [{ id: 'r', op: 'repeat', times: 10, body: [{ id: 'f', op: 'forward' }] }],
  };
  const drawing = studioDrawing(far);
  expect(drawing.crashAt).toEqual({ x, y: -1 });
  expect(drawing.segments).toHaveLength(y);
});
