// The password reset endpoints as the auth forms call them (sign-in, sign-up and the current
// user are in lib/auth.tsx). Both answer `messageAnswer` (src/domain/common-api.ts).
import type { MessageAnswer } from '../../../domain/common-api';
import { apiRequest } from '../../lib/api';

/** POST /api/password-reset-request: the same answer whether or not the account exists. */
export const postPasswordResetRequest = (email: string) =>
  apiRequest<MessageAnswer>('POST', '/api/password-reset-request', { email });

/** POST /api/password-reset: a new password for the account the emailed token belongs to. */
export const postPasswordReset = (token: string, newPassword: string) =>
  apiRequest<MessageAnswer>('POST', '/api/password-reset', { token, newPassword });
