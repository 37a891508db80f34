// The signed-in user as the API shows it: GET /api/user, and the answer to sign-in and sign-up
// (docs/product/api.md#accounts). The server builds it in one place (auth/public-user.ts).
import { z } from 'zod';

export const publicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  points: z.number().int(),
  level: z.number().int(),
  avatarId: z.number().int(),
  role: z.enum(['learner', 'admin']),
  /** The owner opened the confirmation link sent to this email (decision 110). */
  emailConfirmed: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * POST /api/reset-password/check (decision 127): the link still works. A used or expired link
 * is a 410 and an unknown one a 400, each `{message}`.
 */
export const passwordResetCheckAnswer = z.object({ valid: z.literal(true) });
export type PasswordResetCheckAnswer = z.infer<typeof passwordResetCheckAnswer>;
