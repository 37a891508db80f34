// Game score rules shared by the server (POST /api/game-scores, guest transfer) and the web.
// Only games that can report a score are listed: the robot maze today. Anything else is refused.
import type { GameDefinition } from './game-types';
import { possibleMazeScores } from './maze';
import { isOpenAtLevel } from '../points/level-gate';

export const ROBOT_MAZE_ID = 'robot-maze';

// docs/product.md#games-and-scores: a real maze score is one of 10, 15, ..., 60 (the shortest path is 8 moves).
const validScores: Record<string, ReadonlySet<number>> = {
  [ROBOT_MAZE_ID]: new Set(possibleMazeScores()),
};

/** Whether a game id has a score rule (only real games can be scored). */
export const isScoredGame = (gameId: string): boolean => Object.hasOwn(validScores, gameId);

/** docs/product.md#games-and-scores: scores are validated per game; unknown games have no valid score. */
export function isValidGameScore(gameId: string, score: number): boolean {
  const scores = isScoredGame(gameId) ? validScores[gameId] : undefined;
  return scores !== undefined && Number.isInteger(score) && scores.has(score);
}

/** docs/product.md#games-and-scores: a game awards floor(score / 10) points. */
export const gamePointsFor = (score: number): number => Math.max(0, Math.floor(score / 10));

/**
 * docs/product.md#games-screen: a locked game cannot be opened by anyone: one with nothing behind it
 * yet, or one whose level (`opensAtLevel`) the child has not reached
 * (docs/decisions/394-level-gates-as-data.md).
 */
export const isGameLocked = (game: GameDefinition, level: number): boolean =>
  game.play.kind === 'coming-soon' || !isOpenAtLevel(game.opensAtLevel, level);

/** The UTC calendar day of a moment, 'YYYY-MM-DD' (the daily award cap counts per UTC day). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
