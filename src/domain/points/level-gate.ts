// Level gates (docs/decisions/394-level-gates-as-data.md): a lesson, game or project that opens at a
// level says so with one field, `opensAtLevel` (absent: open from the start), and every check of it,
// in the page and on the server, is `isOpenAtLevel`. How far a child is from it
// (docs/decisions/365-how-far-to-a-level.md): "300 more points to Level 4". Every "opens at Level
// N" in the app (lesson, game and project cards, the locked lesson page, Home's next step) asks
// `levelGate`, so the card and the page never disagree. The words are `shell.levelGate.*`, with
// ICU plurals.
import { levelForPoints, pointsForLevel } from '../constants';

/** Something that may open only from a level: a curriculum lesson, a game, a project. */
export type LevelGated = {
  /** The level it opens at; absent: open from the start. */
  readonly opensAtLevel?: number;
};

/** The one rule: a child at `level` is past a gate that opens at `opensAtLevel` (absent: always). */
export const isOpenAtLevel = (opensAtLevel: number | undefined, level: number): boolean =>
  level >= (opensAtLevel ?? 1);

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
  const reached = isOpenAtLevel(level, levelForPoints(have));
  const remaining = reached ? 0 : needed - have;
  const percent = reached || needed === 0 ? 100 : Math.min(99, Math.floor((have / needed) * 100));
  return { level, points: have, reached, remaining, percent };
}
