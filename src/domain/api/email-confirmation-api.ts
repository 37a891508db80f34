import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';

// POST /api/confirm-email and POST /api/confirm-email/resend
// (docs/decisions/110-email-confirmation.md): one contract for the server's validation and response
// schemas and the page's types.
const linkInvalid = messageKey('server.confirmEmail.linkInvalid');

export const confirmEmailBody = z.object({
  token: z
    .string({ error: linkInvalid })
    .trim()
    .min(1, linkInvalid)
    .max(128, linkInvalid),
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
