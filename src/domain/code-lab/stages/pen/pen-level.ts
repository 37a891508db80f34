// A level on the pen's paper (docs/product/code-lab.md#engine).
import type { Heading, Level, LevelBase, Point } from '../../level-types';
import type { TargetSegment } from './pen-geometry';

/**
 * Lattice points from (0, 0) to (width, height), y growing downwards; Ada draws a unit segment
 * for each step with the pen down. Solved when the segments drawn are exactly the target's.
 */
export type PenLevel = LevelBase & {
  kind: 'pen';
  /** The paper: points x in 0..width, y in 0..height. A step off it is a crash. */
  size: { width: number; height: number };
  start: Point;
  startDir: Heading;
  /** The drawing to make, as unit segments (pen-geometry.ts `segmentsAlong` builds them from paths). */
  target: readonly TargetSegment[];
  /** True: each segment must have the target's colour. Otherwise any colour will do. */
  colorMatters?: boolean;
};

export const isPenLevel = (level: Level): level is PenLevel => level.kind === 'pen';
