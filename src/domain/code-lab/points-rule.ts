// The Code Lab's points rule (docs/product/code-lab.md#points), in one place for the server and
// for a guest's preview in the browser: 10 for a level's first solve, 5 more for its first
// 3-star solve, and a world's bonus once, when its last level is solved. The first four worlds
// are games: their bonus is the game's pointsReward and a solved one is a completed game (Game
// Maker). The pen and function worlds are not games: their bonus is CODE_LAB_WORLD_BONUS.
import type { World } from './level-types';

/** First solve of a level: `codelab:<levelId>`. */
export const CODE_LAB_SOLVE_POINTS = 10;
/** First 3-star solve of a level: `codelab-stars:<levelId>`. */
export const CODE_LAB_STARS_POINTS = 5;
/** Every level of a world that is not a game solved, once. */
export const CODE_LAB_WORLD_BONUS = 60;

/** A game's points reward, by its id (content/games.ts). */
export type GameRewardOf = (gameId: string) => number | undefined;

/**
 * What names a world in the solved worlds and the ledger (`codelab-world:<key>`): its game for
 * the four game worlds (as it always was), its own id for the others
 * (docs/decisions/201-worlds-that-are-not-games.md).
 */
export const worldRecordKey = (world: Pick<World, 'id' | 'gameId'>): string =>
  world.gameId ?? world.id;

/** The bonus for solving every level of `world`. */
export const worldBonusPoints = (
  world: Pick<World, 'gameId'>,
  gameRewardOf: GameRewardOf,
): number =>
  world.gameId === undefined ? CODE_LAB_WORLD_BONUS : (gameRewardOf(world.gameId) ?? 0);

/** What a solve earns, from what it was: a first solve, a first 3 stars, a world's last level. */
export function solvePoints(
  solve: { firstSolve: boolean; firstThreeStars: boolean; worldCompleted: boolean },
  worldBonus: number,
): number {
  return (
    (solve.firstSolve ? CODE_LAB_SOLVE_POINTS : 0) +
    (solve.firstThreeStars ? CODE_LAB_STARS_POINTS : 0) +
    (solve.worldCompleted ? worldBonus : 0)
  );
}

/** The game a fully solved world counts as for Game Maker (undefined: it counts as none). */
export const worldGameId = (
  world: Pick<World, 'id' | 'gameId' | 'countsAsGame'>,
): string | undefined => world.gameId ?? (world.countsAsGame ? world.id : undefined);

/**
 * The games whose Code Lab world is fully solved: each counts as a completed game (Game Maker
 * badge). `solvedLevelIds` are the levels solved, by the account or the guest. Worlds that are
 * not games never count; a world that `countsAsGame` counts under its id.
 */
export function completedWorldGameIds(
  worlds: readonly World[],
  solvedLevelIds: Iterable<string>,
): string[] {
  const solved = new Set(solvedLevelIds);
  return worlds.flatMap((w) => {
    const gameId = worldGameId(w);
    return gameId !== undefined && w.levelIds.every((id) => solved.has(id)) ? [gameId] : [];
  });
}
