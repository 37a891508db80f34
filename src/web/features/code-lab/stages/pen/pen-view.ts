// What the pen stage shows after the steps played so far (docs/product/code-lab.md#the-pen-stage):
// the lines drawn and Ada's turtle. Pure, from the trace: a "draw" tick drew a line from where
// Ada was to where she is, in the pen's colour at that tick; each tick carries the pen.
import type { TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { Point } from '../../../../../domain/code-lab/level-types';
import { PEN_HEADINGS, type PenSegment } from '../../../../../domain/code-lab/stages/pen/pen-geometry';
import type { PenColor } from '../../../../../domain/code-lab/program';
import type { Turtle } from './pen-words';

/** Ada's pen when a run starts (the engine's): down, black. */
const START_PEN = { down: true, color: 'black' as PenColor };

/** Where Ada starts on the paper. */
type PenStart = { start: Point; startDir: string };

const headingIndex = (dir: string): number => Math.max(0, PEN_HEADINGS.indexOf(dir as (typeof PEN_HEADINGS)[number]));

export type PenView = { drawn: PenSegment[]; turtle: Turtle };

export function penView(paper: PenStart, shown: readonly TraceStep[]): PenView {
  let index = headingIndex(paper.startDir);
  let angle = index * 45;
  let at: Point = paper.start;
  let down = START_PEN.down;
  let color = START_PEN.color;
  const drawn: PenSegment[] = [];
  for (const step of shown) {
    const to = { x: step.pose.x, y: step.pose.y };
    if (step.pen) {
      down = step.pen.down;
      color = step.pen.color;
    }
    if (step.event === 'draw') drawn.push({ from: at, to, color });
    at = to;
    // Count every turn the short way round, so the turtle never spins the long way.
    const next = headingIndex(step.pen?.heading ?? step.pose.dir);
    const delta = (next - index + 8) % 8;
    angle += (delta > 4 ? delta - 8 : delta) * 45;
    index = next;
  }
  return { drawn, turtle: { ...at, angle, penDown: down, color } };
}
