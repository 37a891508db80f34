// The password reset endpoints as the auth forms call them (sign-in, sign-up and the current
// user are in lib/auth.tsx). They answer `messageAnswer` (src/domain/api/common-api.ts), the check
// `passwordResetCheckAnswer` (src/domain/api/user-api.ts).
import type { MessageAnswer } from '../../../domain/api/common-api';
import type { PasswordResetCheckAnswer } from '../../../domain/api/user-api';
import { apiRequest } from '../../lib/api';

/** POST /api/password-reset-request: the same answer whether or not the account exists. */
export const postPasswordResetRequest = (email: string) =>
  apiRequest<MessageAnswer>('POST', '/api/password-reset-request', { email });

/**
 * POST /api/reset-password/check: is the emailed link still good? It is not used up
 * (docs/decisions/127-reset-link-checked-on-open.md).
 */
export const postPasswordResetCheck = (token: string) =>
  apiRequest<PasswordResetCheckAnswer>('POST', '/api/reset-password/check', { token });

/** POST /api/password-reset: a new password for the account the emailed token belongs to. */
export const postPasswordReset = (token: string, newPassword: string) =>
  apiRequest<MessageAnswer>('POST', '/api/password-reset', { token, newPassword });
