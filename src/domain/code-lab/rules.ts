// The Code Lab's points and limits (docs/product/code-lab.md#points), named once.
import type { World } from './level-types';

/** First solve of a level: `codelab:<levelId>`. */
export const CODE_LAB_SOLVE_POINTS = 10;
/** First 3-star solve of a level: `codelab-stars:<levelId>`. */
export const CODE_LAB_STARS_POINTS = 5;
/** Solve checks per account per hour (posts and transferred guest solves). */
export const CODE_LAB_SOLVES_PER_HOUR = 120;
/** Failed runs counted per account and level: at most one a second. */
export const CODE_LAB_RUN_COUNT_INTERVAL_MS = 1000;

/**
 * The games whose Code Lab world is fully solved: each counts as a completed game (Game Maker
 * badge). `solvedLevelIds` are the levels solved, by the account or the guest.
 */
export function completedWorldGameIds(
  worlds: readonly World[],
  solvedLevelIds: Iterable<string>,
): string[] {
  const solved = new Set(solvedLevelIds);
  return worlds.filter((w) => w.levelIds.every((id) => solved.has(id))).map((w) => w.gameId);
}
