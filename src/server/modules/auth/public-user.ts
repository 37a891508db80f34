import { levelForPoints } from '../../../domain/constants';
import type { PublicUser } from '../../../domain/user-api';
import { asAccount, type UserRow } from './repository';
import type { SessionUser } from './session-repository';

/** The ONE serializer for a user leaving the server: never the password hash or tokens. */
export function toPublicUser(user: SessionUser | UserRow): PublicUser {
  const level = levelForPoints(user.points);
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
  };
}
