// Game score rules (SPEC §5, DESIGN §6). Only games that can report a score are listed here:
// the robot maze today. Anything else posted as a score is refused.
import { possibleMazeScores } from './maze';

const validScores: Record<string, ReadonlySet<number>> = {
  'robot-maze': new Set(possibleMazeScores()),
};

/** Whether a game reports scores to the server at all. */
export const isScoredGame = (gameId: string): boolean => Object.hasOwn(validScores, gameId);

/** DESIGN §6: a maze score is one of 10, 15, ... 60; unknown games and other numbers are not valid. */
export function isValidGameScore(gameId: string, score: number): boolean {
  const scores = Object.hasOwn(validScores, gameId) ? validScores[gameId] : undefined;
  return scores !== undefined && Number.isInteger(score) && scores.has(score);
}

/** SPEC §5: game award = floor(score / 10). */
export const gamePointsForScore = (score: number): number => Math.max(0, Math.floor(score / 10));

/** The UTC day a play counts toward (DESIGN §6: 5 awarded plays per game per UTC day). */
export function utcDayBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}
