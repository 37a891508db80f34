// Game score rules shared by the server (POST /api/game-scores, guest transfer) and the web.
import { MAZE_SIZE } from './constants';

export const ROBOT_MAZE_ID = 'robot-maze';

// SPEC §5: maze score = max(100 - 5 x moves, 10). On a 5x5 grid from corner to corner the
// shortest path is 8 moves, so a real score is one of 10, 15, ..., 60 (DESIGN §6).
const MAZE_MIN_MOVES = 2 * (MAZE_SIZE - 1);
export const mazeScore = (moves: number): number => Math.max(100 - 5 * moves, 10);
const MAZE_MAX_SCORE = mazeScore(MAZE_MIN_MOVES);

const scoreRules: Record<string, (score: number) => boolean> = {
  [ROBOT_MAZE_ID]: (score) => score >= 10 && score <= MAZE_MAX_SCORE && score % 5 === 0,
};

/** Whether a game id has a score rule (only real games can be scored). */
export const isScoredGame = (gameId: string): boolean => Object.hasOwn(scoreRules, gameId);

/** DESIGN §6: scores are validated per game; unknown games have no valid score. */
export function isValidGameScore(gameId: string, score: number): boolean {
  const rule = isScoredGame(gameId) ? scoreRules[gameId] : undefined;
  return rule !== undefined && Number.isInteger(score) && rule(score);
}

/** SPEC §5: a game awards floor(score / 10) points. */
export const gamePointsFor = (score: number): number => Math.max(0, Math.floor(score / 10));

/** The UTC calendar day of a moment, 'YYYY-MM-DD' (the daily award cap counts per UTC day). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
