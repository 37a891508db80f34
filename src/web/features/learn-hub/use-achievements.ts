import { useQuery } from '@tanstack/react-query';
import { codeLabWorlds, gameLabWorlds } from '../../../../content/code-lab/levels';
import { completedGameIds } from '../../../domain/points/badges';
import { useAuth } from '../../lib/auth';
import { useCodeLabProgress } from '../../lib/code-lab-progress';
import { gameScoresQueryOptions } from '../../lib/game-scores-api';
import { useProgress } from '../../lib/progress';
import { useGuestData } from '../../lib/use-guest-data';

/**
 * What the badges and points panel are computed from: completed lessons, completed games (game
 * scores and solved Code Lab worlds) and points. Signed in: the server's data
 * (docs/product.md#guest-mode-and-transfer: game scores only when signed in); a guest: what this
 * device keeps (docs/decisions/141-code-lab-progress-on-this-device.md). A failed score list counts
 * as no scores (badges then show less, never break the page).
 */
export function useAchievements() {
  const { user } = useAuth();
  const guest = useGuestData();
  const { completedIds } = useProgress();
  const { stars } = useCodeLabProgress();
  // The same query as the games screen's score list.
  const scores = useQuery({ ...gameScoresQueryOptions(), enabled: user !== null });
  const scoreGameIds = user
    ? (scores.data ?? []).map((s) => s.gameId)
    : guest.gameScores.map((s) => s.gameId);
  return {
    completedLessons: completedIds,
    gameIds: completedGameIds(scoreGameIds, [...codeLabWorlds, ...gameLabWorlds], stars.keys()),
    points: user ? user.points : guest.points,
  };
}
