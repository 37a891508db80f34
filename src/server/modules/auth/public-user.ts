import { levelForPoints } from '../../../domain/constants';
import type { PublicUser } from '../../../domain/api/user-api';
import { isLocale, type Locale } from '../../../i18n/locales';
import { asAccount, type UserRow } from './repository';
import type { SessionUser } from './session-repository';

/**
 * The ONE serializer for a user leaving the server: never the password hash or tokens. `locale`
 * is the one they chose, else `requestLocale` (the language this request is answered in).
 */
export function toPublicUser(user: SessionUser | UserRow, requestLocale: Locale): PublicUser {
  const level = levelForPoints(user.points);
  const locale = isLocale(user.locale) ? user.locale : requestLocale;
  const account = asAccount(user);
  if (!account) {
    const nickname = user.nickname ?? user.displayName;
    return {
      kind: 'child',
      id: user.id,
      nickname,
      username: nickname,
      displayName: nickname,
      points: user.points,
      level,
      avatarId: user.avatarId,
      role: 'learner',
      profileOf: user.classId === null ? 'family' : 'class',
      locale,
    };
  }
  return {
    kind: account.kind === 'grown-up' ? 'grown-up' : 'learner',
    id: account.id,
    email: account.email,
    username: account.username,
    displayName: account.displayName,
    firstName: account.firstName,
    lastName: account.lastName,
    points: account.points,
    level,
    avatarId: account.avatarId,
    role: account.role,
    emailConfirmed: account.emailConfirmedAt !== null,
    locale,
  };
}
