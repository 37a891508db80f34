// How far a child is from something that opens at a level (docs/product.md#points-levels-and-badges,
// docs/decisions/365-how-far-to-a-level.md): "300 more points to Level 4". Every "opens at Level N"
// in the app (lesson and project cards, the locked lesson page, Home's next step) asks this one
// function, so the card and the page never disagree. The words are `shell.levelGate.*`, with ICU
// plurals.
import { levelForPoints, pointsForLevel } from '../constants';

export type LevelGate = {
  /** The level the thing opens at. */
  level: number;
  /** The child's points (whole, never below 0). */
  points: number;
  /** True once the child's level is at least `level`. */
  reached: boolean;
  /** Points still to earn before `level` (0 once reached). */
  remaining: number;
  /** How far along from 0 to the level's points, 0-100 (100 once reached). */
  percent: number;
};

export function levelGate(points: number, level: number): LevelGate {
  const have = Math.max(0, Math.floor(Number.isFinite(points) ? points : 0));
  const needed = pointsForLevel(level);
  const reached = levelForPoints(have) >= level;
  const remaining = reached ? 0 : needed - have;
  const percent = reached || needed === 0 ? 100 : Math.min(99, Math.floor((have / needed) * 100));
  return { level, points: have, reached, remaining, percent };
}
