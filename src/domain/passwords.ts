// docs/product.md#passwords: a new password has 6 to 128 characters, at sign-up and at reset
// alike. Spaces count. The server's schema (account-schemas.ts) checks the same numbers with the
// same words; this plain check lets the sign-up form say so before it sends, without zod.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { serverMessages } from './server-messages';

/** What is wrong with a new password, or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return serverMessages.accountFields.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return serverMessages.accountFields.passwordTooLong;
  return null;
}
