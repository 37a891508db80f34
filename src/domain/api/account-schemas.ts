import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { messageKey } from '../../i18n/message-key';
import { localeField } from './user-api';

// One schema per accounts endpoint: the server validates with it, forms may reuse it.
// Fields the server does not use (the sign-up payload's points and avatarId, docs/product/api.md#accounts) are stripped, never trusted.
// Messages are keys of the server's catalogue, said in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).
const m = {
  emailMissing: messageKey('server.fields.emailMissing'),
  emailInvalid: messageKey('server.fields.emailInvalid'),
  emailTooLong: messageKey('server.fields.emailTooLong'),
  passwordMissing: messageKey('server.fields.passwordMissing'),
  // The fixed words of 'Password too short' (docs/product.md#messages).
  passwordTooShort: messageKey('server.fields.passwordTooShort'),
  passwordTooLong: messageKey('server.fields.passwordTooLong'),
  firstNameMissing: messageKey('server.fields.firstNameMissing'),
  lastNameMissing: messageKey('server.fields.lastNameMissing'),
  nameTooLong: messageKey('server.fields.nameTooLong'),
  nameHasControlCharacters: messageKey('server.fields.nameHasControlCharacters'),
  tokenMissing: messageKey('server.fields.tokenMissing'),
  mustBeText: messageKey('server.fields.mustBeText'),
  mustBeTrueOrFalse: messageKey('server.fields.mustBeTrueOrFalse'),
};

const text = (missing: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? missing : m.mustBeText),
  });

// Control characters (newlines, NUL...) have no place in a name shown on screen or in an email.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** Emails are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailField = text(m.emailMissing)
  .trim()
  .toLowerCase()
  .min(1, m.emailMissing)
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .pipe(z.email(m.emailInvalid));

// docs/product.md#passwords: 6 to 128 characters, at sign-up and at reset alike. Spaces count.
const newPasswordField = text(m.passwordMissing)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const nameField = (missing: string) =>
  text(missing)
    .trim()
    .min(1, missing)
    .max(NAME_MAX_LENGTH, m.nameTooLong)
    .refine(noControlCharacters, m.nameHasControlCharacters);

// Optional display fields: an empty value means "use the default".
const optionalDisplayField = (max: number) =>
  text(m.mustBeText)
    .trim()
    .max(max, m.nameTooLong)
    .refine(noControlCharacters, m.nameHasControlCharacters)
    .optional();

/** POST /api/register (docs/product/api.md#accounts). */
export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField(m.firstNameMissing),
  lastName: nameField(m.lastNameMissing),
  // Defaults: the email's local part (not unique) and "first last".
  username: optionalDisplayField(EMAIL_MAX_LENGTH),
  displayName: optionalDisplayField(2 * NAME_MAX_LENGTH + 1),
  // Ticked "I am a parent, guardian or teacher, 18 or older"
  // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): a grown-up's account,
  // whose welcome email carries our notice about children's data. Without it the account is a
  // learner's, as before.
  grownUp: z.boolean({ error: m.mustBeTrueOrFalse }).optional(),
  // The language the page was in (docs/decisions/360-a-sign-up-keeps-its-pages-language.md): the
  // account keeps it. Without it, the request's language (the `lang` cookie, else Accept-Language)
  // is kept, if it names one.
  locale: localeField.optional(),
});

/** POST /api/login: no format check on the email, a wrong one simply does not match. */
export const loginBody = z.object({
  email: text(m.emailMissing)
    .trim()
    .toLowerCase()
    .min(1, m.emailMissing)
    .max(EMAIL_MAX_LENGTH, m.emailTooLong),
  password: text(m.passwordMissing)
    .min(1, m.passwordMissing)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong),
});

/** POST /api/password-reset-request (docs/product/api.md#accounts). */
export const passwordResetRequestBody = z.object({ email: emailField });

/**
 * POST /api/reset-password/check: is this link still good? Reads it without using it up
 * (docs/decisions/127-reset-link-checked-on-open.md).
 */
export const passwordResetCheckBody = z.object({
  token: text(m.tokenMissing).min(1, m.tokenMissing).max(128, m.tokenMissing),
});

/** POST /api/password-reset (docs/product/api.md#accounts). Tokens are 43 URL-safe characters; longer is never valid. */
export const passwordResetBody = z.object({
  token: text(m.tokenMissing).min(1, m.tokenMissing).max(128, m.tokenMissing),
  newPassword: newPasswordField,
});
