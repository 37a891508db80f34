import type { PublicUser } from '../../domain/api/user-api';
import type { Locale } from '../../i18n/locales';

// docs/product/api.md#accounts: the fields of GET /api/user.
export type User = PublicUser;

export type RegisterPayload = {
  email: string;
  password: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  points: 0;
  avatarId: 1;
  /** Ticked "I am a parent, guardian or teacher, 18 or older" (docs/product.md#accounts-and-children). */
  grownUp: true;
  /**
   * The language the page is in: the account keeps it
   * (docs/decisions/360-a-sign-up-keeps-its-pages-language.md).
   */
  locale: Locale;
};

/** What the client sends at sign-up (docs/product/api.md#accounts). */
export function registrationPayload(
  input: { firstName: string; lastName: string; email: string; password: string },
  locale: Locale,
): RegisterPayload {
  const email = input.email.trim();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  return {
    email,
    password: input.password,
    username: email.split('@')[0] ?? email,
    displayName: `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    points: 0,
    avatarId: 1,
    grownUp: true,
    locale,
  };
}

/** docs/product.md#header-and-global-elements: the welcome line shows the display name, or the username when there is none. */
export const nameOf = (user: Pick<User, 'displayName' | 'username'>): string => user.displayName || user.username;
