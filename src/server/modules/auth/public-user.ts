import { levelForPoints } from '../../../domain/constants';
import type { PublicUser } from '../../../domain/user-api';
import type { SessionUser } from './session-repository';

/** The ONE serializer for a user leaving the server: never the password hash or tokens. */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    points: user.points,
    level: levelForPoints(user.points),
    avatarId: user.avatarId,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
