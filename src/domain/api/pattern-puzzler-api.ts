// What Pattern Puzzler's endpoints answer (docs/product/api.md#pattern-puzzler): one definition
// for the server's routes and the web's types.
import { z } from 'zod';
import { postGameScoreAnswer } from './games-api';

/** POST /api/pattern-puzzler/plays (201): a play the server dealt; its rounds are made from `seed`. */
export const patternPlayAnswer = z.object({
  playId: z.number().int(),
  seed: z.number().int(),
});

/**
 * POST /api/pattern-puzzler/plays/:playId/answers (201): the stored play as for any game score,
 * with which rounds' first answers were right.
 */
export const patternAnswersAnswer = z.object({
  ...postGameScoreAnswer.shape,
  right: z.array(z.boolean()),
});

export type PatternPlayJson = z.input<typeof patternPlayAnswer>;
export type PatternAnswersJson = z.input<typeof patternAnswersAnswer>;
