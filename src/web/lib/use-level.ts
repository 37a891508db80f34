import { levelForPoints } from '../../domain/constants';
import { levelGate, type LevelGate } from '../../domain/points/level-gate';
import { useAuth } from './auth';
import { useGuestPoints } from './use-guest-points';

/** The points the header shows: the account's, or a guest's kept in the browser. */
function usePoints(): number {
  const { user } = useAuth();
  const guestPoints = useGuestPoints();
  return user ? user.points : guestPoints;
}

/** The level the header shows: the account's, or a guest's from the points kept in the browser. */
export function useLevel(): number {
  const { user } = useAuth();
  const guestPoints = useGuestPoints();
  return user ? user.level : levelForPoints(guestPoints);
}

/**
 * How far this person is from `level` (docs/decisions/365-how-far-to-a-level.md): "300 more points
 * to Level 4".
 */
export function useLevelGate(level: number): LevelGate {
  return levelGate(usePoints(), level);
}
