// The signed-in user as the API shows it: GET /api/user, and the answer to sign-in and sign-up
// (docs/product/api.md#accounts). The server builds it in one place (auth/public-user.ts).
import { z } from 'zod';
import { locales } from '../../i18n/locales';

/** A language someone chooses (PUT /api/locale, a class's PATCH): another value names `locale`. */
export const localeField = z.enum(locales, {
  error: `"locale" is one of ${locales.map((l) => `"${l}"`).join(', ')}.`,
});
/**
 * The language a person reads (docs/product/languages.md): the one they chose, stored on the
 * account or child profile, else the request's (their browser's).
 */
const userLocale = localeField;

/** A grown-up's account, or an older learner's that has not said it is a grown-up yet. */
const accountUser = z.object({
  /**
   * `grown-up`: ticked "18 or older"
   * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md); `learner`: an older
   * account, asked once.
   */
  kind: z.enum(['learner', 'grown-up']),
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
  /**
   * The owner opened the confirmation link sent to this email
   * (docs/decisions/110-email-confirmation.md).
   */
  emailConfirmed: z.boolean(),
  locale: userLocale,
});

/**
 * A child profile (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): no email,
 * no password, no real name. `username` and `displayName` are its nickname, so every screen that
 * greets a user greets a child too.
 */
const childUser = z.object({
  kind: z.literal('child'),
  id: z.number().int(),
  nickname: z.string(),
  username: z.string(),
  displayName: z.string(),
  points: z.number().int(),
  level: z.number().int(),
  avatarId: z.number().int(),
  role: z.literal('learner'),
  /** Who made the profile: a grown-up's family (switch back with the password) or a class. */
  profileOf: z.enum(['family', 'class']),
  locale: userLocale,
});

export const publicUser = z.discriminatedUnion('kind', [accountUser, childUser]);
export type PublicUser = z.infer<typeof publicUser>;
/** @public for the web's account screens, built beside this module. */
export type AccountUser = z.infer<typeof accountUser>;

/**
 * PUT /api/locale {locale} -> 204 for anyone
 * (docs/decisions/311-locale-null-means-never-chosen.md): the `lang` cookie, and the signed-in
 * account's or child profile's `locale`. Any other value is a 400 naming `locale`.
 */
export const localeBody = z.object({ locale: localeField });

/**
 * POST /api/reset-password/check (docs/decisions/127-reset-link-checked-on-open.md): the link still
 * works. A used or expired link is a 410 and an unknown one a 400, each `{message}`.
 */
export const passwordResetCheckAnswer = z.object({ valid: z.literal(true) });
export type PasswordResetCheckAnswer = z.infer<typeof passwordResetCheckAnswer>;
