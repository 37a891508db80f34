import { levelForPoints } from '../../../domain/constants';
import type { SessionUser } from './session-repository';

/** DESIGN §5: the user as the API shows it (GET /api/user, login, register). */
export type PublicUser = {
  id: number;
  email: string;
  username: string;
  displayName: string;
  firstName: string;
  lastName: string;
  points: number;
  level: number;
  avatarId: number;
  role: 'learner' | 'admin';
};

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
  };
}
