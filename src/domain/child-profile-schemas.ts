// The zod schemas of a child profile's fields, for the server's checks; the rules themselves are
// in child-profile.ts, which the family form checks with before it sends (no zod in the browser).
import { z } from 'zod';
import { childProfileMessages, isAvatarId, nicknameProblem, PICTURES } from './child-profile';

const m = childProfileMessages;

/** 1 to 20 characters after trimming, no control characters (nicknameProblem). */
export const nicknameSchema = z
  .string({ error: m.nicknameMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = nicknameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const avatarIdSchema = z
  .number({ error: m.avatarInvalid })
  .refine(isAvatarId, m.avatarInvalid);

const pictureSchema = z.enum(PICTURES, { error: m.picturesInvalid });

/** Two different pictures; order does not matter. */
export const picturePairSchema = z
  .tuple([pictureSchema, pictureSchema], { error: m.picturesInvalid })
  .refine(([a, b]) => a !== b, m.picturesInvalid);
