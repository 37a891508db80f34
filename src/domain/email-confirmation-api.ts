import { z } from 'zod';
import { serverMessages } from './server-messages';

// POST /api/confirm-email and POST /api/confirm-email/resend (decision 110): one contract for
// the server's validation and response schemas and the page's types.
const m = serverMessages.confirmEmail;

export const confirmEmailBody = z.object({
  token: z
    .string({ error: m.linkInvalid })
    .trim()
    .min(1, m.linkInvalid)
    .max(128, m.linkInvalid),
});

export const confirmEmailResponse = z.object({
  message: z.string(),
  emailConfirmed: z.literal(true),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

export const resendConfirmationResponse = z.object({
  message: z.string(),
  emailConfirmed: z.boolean(),
});
export type ResendConfirmationResponse = z.infer<typeof resendConfirmationResponse>;
