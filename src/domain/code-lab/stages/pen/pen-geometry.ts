// The pen's geometry (docs/product/code-lab.md#engine): lattice points, eight headings 45
// degrees apart, and unit segments between neighbouring points. A segment is kept normalised
// (direction ignored), so a drawing is a set: solved means the drawn set equals the target's.
import type { Point } from '../../level-types';
import type { PenColor } from '../../program';

/** Ada's heading on the paper: the four of the grid and the four diagonals between them. */
export type PenHeading =
  'north' | 'north-east' | 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west';

/** Clockwise from north, 45 degrees apart: index i is i * 45 degrees. */
export const PEN_HEADINGS: readonly PenHeading[] = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
];

/** One step towards each heading (same index as PEN_HEADINGS); y grows downwards. */
export const PEN_STEPS: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
];

/** A segment Ada drew: between two neighbouring lattice points, in a colour. */
export type PenSegment = { from: Point; to: Point; color: PenColor };
/** A segment of a level's target; its colour counts only where the level says colorMatters. */
export type TargetSegment = { from: Point; to: Point; color?: PenColor };

const before = (a: Point, b: Point) => a.y < b.y || (a.y === b.y && a.x < b.x);

/** The same segment with `from` the upper (then left) end: direction ignored. */
export function normaliseSegment<S extends TargetSegment>(segment: S): S {
  return before(segment.to, segment.from)
    ? { ...segment, from: segment.to, to: segment.from }
    : segment;
}

/** The segment's key, the same whichever way it was drawn ("1,2 2,3"); colour not included. */
export function segmentKey(segment: Pick<TargetSegment, 'from' | 'to'>): string {
  const { from, to } = normaliseSegment(segment);
  return `${from.x},${from.y} ${to.x},${to.y}`;
}

/** True when the two ends are neighbouring lattice points (one step of the eight headings). */
export function isUnitSegment({ from, to }: Pick<TargetSegment, 'from' | 'to'>): boolean {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  return Number.isInteger(dx + dy + from.x + from.y) && dx <= 1 && dy <= 1 && dx + dy > 0;
}

/**
 * The unit segments along a path of points, each leg straight along one of the eight headings
 * (a leg of 3 gives 3 segments). For writing a level's target: `segmentsAlong([{x: 1, y: 1},
 * {x: 3, y: 1}, {x: 3, y: 3}])` is an "L" of four segments. Throws on a leg that is not straight.
 */
export function segmentsAlong(points: readonly Point[], color?: PenColor): TargetSegment[] {
  const out: TargetSegment[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const steps = Math.max(Math.abs(dx), Math.abs(dy));
    if (steps === 0 || (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)))
      throw new Error(`segmentsAlong: the leg ${a.x},${a.y} to ${b.x},${b.y} is not straight`);
    const sx = Math.sign(dx);
    const sy = Math.sign(dy);
    for (let s = 0; s < steps; s++) {
      const from = { x: a.x + sx * s, y: a.y + sy * s };
      const to = { x: from.x + sx, y: from.y + sy };
      out.push(normaliseSegment(color ? { from, to, color } : { from, to }));
    }
  }
  return out;
}

/** How a drawing compares with a target: segments in both, missing from it, drawn extra. */
export type DrawingMatch = {
  same: boolean;
  /** Target segments drawn (in the right colour where colour matters). */
  matched: number;
  /** Target segments not drawn, or drawn in another colour where colour matters. */
  missing: number;
  /** Segments drawn that are not in the target. */
  extra: number;
  /** How many segments the target has. */
  target: number;
};

/**
 * Compares the segments drawn with a target, as sets: direction and order do not count, a
 * segment drawn twice is one segment (its last colour stays). Colours are compared only when
 * `colorMatters`.
 */
export function compareDrawing(
  drawn: readonly PenSegment[],
  target: readonly TargetSegment[],
  colorMatters = false,
): DrawingMatch {
  const drawnColors = new Map<string, PenColor>();
  for (const s of drawn) drawnColors.set(segmentKey(s), s.color);
  const targetColors = new Map<string, PenColor | undefined>();
  for (const s of target) targetColors.set(segmentKey(s), s.color);
  let matched = 0;
  for (const [key, color] of targetColors) {
    const got = drawnColors.get(key);
    if (got !== undefined && (!colorMatters || got === color)) matched += 1;
  }
  let extra = 0;
  for (const key of drawnColors.keys()) if (!targetColors.has(key)) extra += 1;
  const missing = targetColors.size - matched;
  return { same: missing === 0 && extra === 0, matched, missing, extra, target: targetColors.size };
}

/** The check of a pen level: the drawn set equals the target set (colour where it matters). */
export const sameDrawing = (
  drawn: readonly PenSegment[],
  target: readonly TargetSegment[],
  colorMatters = false,
): boolean => compareDrawing(drawn, target, colorMatters).same;

/**
 * A straight line as a child sees it: unit segments end to end along one direction (in one
 * colour where colours are told apart), from its upper (then left) end. A square of side 2 is 4
 * lines of 2 steps, not 8 segments (docs/decisions/356-lines-as-a-child-counts-them.md).
 */
export type PenLine = { from: Point; to: Point; steps: number; color?: PenColor };

/** The four directions a normalised segment can go from its upper (then left) end. */
const DIRECTIONS = ['1,0', '0,1', '1,1', '-1,1'] as const;

/**
 * The segments as straight lines: collinear segments that touch are one line; with `byColor`
 * only those of one colour. A segment drawn twice counts once (its last colour). Ordered top to
 * bottom, then left to right.
 */
export function straightLines(segments: readonly TargetSegment[], byColor: boolean): PenLine[] {
  const unique = new Map<string, TargetSegment>();
  for (const s of segments) unique.set(segmentKey(s), normaliseSegment(s));
  const groups = new Map<string, { at: number; segment: TargetSegment }[]>();
  for (const s of unique.values()) {
    const dx = s.to.x - s.from.x;
    const dy = s.to.y - s.from.y;
    const direction = DIRECTIONS.indexOf(`${dx},${dy}` as (typeof DIRECTIONS)[number]);
    // Which line of that direction the segment lies on, and how far along it it starts.
    const across = direction === 0 ? s.from.y : direction === 1 ? s.from.x : direction === 2 ? s.from.x - s.from.y : s.from.x + s.from.y;
    const at = direction === 0 ? s.from.x : s.from.y;
    const key = `${direction} ${across} ${byColor ? (s.color ?? '') : ''}`;
    const group = groups.get(key) ?? [];
    group.push({ at, segment: s });
    groups.set(key, group);
  }
  const lines: PenLine[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.at - b.at);
    let line: PenLine | null = null;
    let end = Number.NaN;
    for (const { at, segment } of group) {
      if (line && at === end) {
        line.to = segment.to;
        line.steps += 1;
      } else {
        line = { from: segment.from, to: segment.to, steps: 1, ...(byColor && segment.color ? { color: segment.color } : {}) };
        lines.push(line);
      }
      end = at + 1;
    }
  }
  return lines.sort((a, b) => a.from.y - b.from.y || a.from.x - b.from.x || a.to.y - b.to.y || a.to.x - b.to.x);
}

/** How a drawing compares with a target in straight lines, as a child counts them. */
export type LinesMatch = {
  /** The target's lines. */
  target: PenLine[];
  /** How many of them are drawn whole (in their colour where colour matters). */
  drawn: number;
  /** How many of them are drawn only in part. */
  partly: number;
  /** The parts of the target not drawn (or drawn in another colour where colour matters). */
  missing: PenLine[];
  /** What was drawn that is not in the target. */
  extra: PenLine[];
};

/** The unit segments along a line, for checking each. */
function unitsOf(line: PenLine): TargetSegment[] {
  return segmentsAlong([line.from, line.to], line.color);
}

/**
 * The drawing against the target, in straight lines
 * (docs/decisions/356-lines-as-a-child-counts-them.md); solved stays compareDrawing.
 */
export function compareLines(
  drawn: readonly PenSegment[],
  target: readonly TargetSegment[],
  colorMatters = false,
): LinesMatch {
  const drawnColors = new Map<string, PenColor>();
  for (const s of drawn) drawnColors.set(segmentKey(s), s.color);
  const there = (s: TargetSegment) => {
    const got = drawnColors.get(segmentKey(s));
    return got !== undefined && (!colorMatters || got === s.color);
  };
  const targetLines = straightLines(target, colorMatters);
  const targetKeys = new Set(target.map(segmentKey));
  const shares = targetLines.map((line) => {
    const units = unitsOf(line);
    return units.filter(there).length / units.length;
  });
  return {
    target: targetLines,
    drawn: shares.filter((share) => share === 1).length,
    partly: shares.filter((share) => share > 0 && share < 1).length,
    missing: straightLines(target.filter((s) => !there(s)), colorMatters),
    extra: straightLines(drawn.filter((s) => !targetKeys.has(segmentKey(s))), false),
  };
}
