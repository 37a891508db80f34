// What the game and chore endpoints answer (docs/product/api.md#games-and-chores): one
// definition for the server's routes and the web's types.
import { z } from 'zod';
import { isoDateTime } from './common-api';
import { pointsAnswer } from './progress-api';

/** One stored play. */
const gameScore = z.object({
  id: z.number().int(),
  gameId: z.string(),
  score: z.number(),
  createdAt: isoDateTime,
});

/** GET /api/game-scores: the learner's plays, newest first. */
export const gameScoreList = z.array(gameScore);

/**
 * POST /api/game-scores (201): the stored play and the points it earned. After the day's
 * plays that earn points (`dailyLimitReached`), `message` tells the child kindly.
 */
export const postGameScoreAnswer = z.object({
  ...gameScore.shape,
  ...pointsAnswer.shape,
  dailyLimitReached: z.boolean(),
  message: z.string().optional(),
});

/** One chore as it is stored; the rules for saving one are `choreSchema` (chores.ts). */
const storedChore = z.object({
  id: z.string(),
  name: z.string(),
  points: z.number(),
  done: z.boolean(),
});

/** GET and PUT /api/chores: the list, and when it was last saved (null: never). */
export const choresAnswer = z.object({
  chores: z.array(storedChore),
  updatedAt: isoDateTime.nullable(),
});

export type GameScoreJson = z.input<typeof gameScore>;
export type PostGameScoreAnswerJson = z.input<typeof postGameScoreAnswer>;
export type ChoresAnswerJson = z.input<typeof choresAnswer>;
