// The pen's paper, a stage kind (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#engine): Ada draws a unit segment for each step with the pen down,
// turns in steps of 45 degrees, and a run is solved when it ends with the target's drawing.
import type { TraceStep } from '../../interpreter';
import type { Cell, Heading } from '../../level-types';
import { PEN_COLORS, type PenColor } from '../../program';
import type { StageEnd, StageKind } from '../stage-kind';
import {
  compareDrawing,
  PEN_HEADINGS,
  PEN_STEPS,
  type DrawingMatch,
  type PenHeading,
  type PenSegment,
} from './pen-geometry';
import type { PenLevel } from './pen-level';

/**
 * On the pen's paper, after a tick: the exact heading, the pen, and the segments drawn so far.
 * @public for the web's pen stage, built beside this module.
 */
export type PenState = {
  heading: PenHeading;
  down: boolean;
  color: PenColor;
  /** How many different segments are drawn so far ("3 lines drawn of 4 in the target"). */
  lines: number;
};

/**
 * A segment as it was drawn, in order: `tick` is the index of the trace step that drew it.
 * @public for the web's pen stage, built beside this module.
 */
export type DrawnSegment = PenSegment & { tick: number };

/** @public for the web's pen stage, built beside this module. */
export type PenRun = {
  /** Every segment in the order drawn (a segment drawn again is here again, in its new colour). */
  segments: DrawnSegment[];
  /** The drawing at the end against the target (colours where the level says). */
  match: DrawingMatch;
};

const CARDINAL: readonly Heading[] = ['north', 'east', 'south', 'west'];

export const penStage: StageKind<PenLevel> = {
  kind: 'pen',
  // The interpreter's MAX_TICKS.
  limits: {},
  start(level) {
    const { width, height } = level.size;
    let x = level.start.x;
    let y = level.start.y;
    let heading = PEN_HEADINGS.indexOf(level.startDir);
    let down = true;
    let color: PenColor = 'black';
    const trace: TraceStep[] = [];
    const segments: DrawnSegment[] = [];
    // The drawing so far: a segment's number (its upper-left end and one of four directions) to
    // its last colour.
    const drawn = new Map<number, PenColor>();
    const onPaper = (px: number, py: number) => px >= 0 && px <= width && py >= 0 && py <= height;
    return {
      world: {
        forward() {
          const step = PEN_STEPS[heading]!;
          const nx = x + step.x;
          const ny = y + step.y;
          if (!onPaper(nx, ny)) return { crash: { x: nx, y: ny } };
          if (down) {
            const from = { x, y };
            const to = { x: nx, y: ny };
            segments.push({ from, to, color, tick: trace.length });
            drawn.set(segmentNumber(from, to, width), color);
          }
          x = nx;
          y = ny;
          return { goal: false };
        },
        turn(side, degrees) {
          const steps = degrees / 45;
          heading = (heading + (side === 'left' ? 8 - steps : steps)) % 8;
        },
        collect: () => false,
        holds(cond) {
          const turnBy = cond === 'path-left' ? 6 : cond === 'path-right' ? 2 : 0;
          if (cond === 'on-item') return false;
          const step = PEN_STEPS[(heading + turnBy) % 8]!;
          return onPaper(x + step.x, y + step.y);
        },
        setPen: (d) => {
          down = d;
        },
        setColor: (c) => {
          color = c;
        },
        // The drawing is not in the state: nothing reads it, so it cannot steer the run.
        stateCode: () =>
          (((y * (width + 1) + x) * 8 + heading) * 2 + (down ? 1 : 0)) * PEN_COLORS.length +
          PEN_COLORS.indexOf(color),
        stateRadix: (width + 1) * (height + 1) * 8 * 2 * PEN_COLORS.length,
        record: (blockId, event) =>
          trace.push({
            blockId,
            pose: { x, y, dir: CARDINAL[heading >> 1]! },
            event,
            items: 0,
            pen: { heading: PEN_HEADINGS[heading]!, down, color, lines: drawn.size },
          }),
        traceLength: () => trace.length,
        moveEvent: () => (down ? 'draw' : 'move'),
      },
      check(ran) {
        const match = compareDrawing(segments, level.target, level.colorMatters === true);
        let outcome: StageEnd['outcome'] = ran.outcome === 'goal' ? 'ended-short' : ran.outcome;
        if (outcome === 'ended-short') outcome = match.same ? 'solved' : 'wrong-drawing';
        return { outcome, trace, itemsCollected: 0, pen: { segments, match } };
      },
    };
  },
};

/** A unit segment as one number: its upper (then left) end and its direction from there. */
function segmentNumber(a: Cell, b: Cell, width: number): number {
  const [p, q] = a.y < b.y || (a.y === b.y && a.x < b.x) ? [a, b] : [b, a];
  // From the upper-left end the other end is east, south-west, south or south-east.
  const direction = q.y === p.y ? 0 : q.x < p.x ? 1 : q.x === p.x ? 2 : 3;
  return (p.y * (width + 1) + p.x) * 4 + direction;
}
