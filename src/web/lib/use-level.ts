import { levelForPoints } from '../../domain/constants';
import { useAuth } from './auth';
import { useGuestPoints } from './use-guest-points';

/** The level the header shows: the account's, or a guest's from the points kept in the browser. */
export function useLevel(): number {
  const { user } = useAuth();
  const guestPoints = useGuestPoints();
  return user ? user.level : levelForPoints(guestPoints);
}
