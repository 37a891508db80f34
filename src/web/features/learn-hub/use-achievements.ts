import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useProgress } from '../../lib/progress';
import { useGuestData } from '../../lib/use-guest-data';

type GameScore = { id: number; gameId: string; score: number; createdAt: string };
export const GAME_SCORES_QUERY_KEY = ['/api/game-scores'] as const;

/**
 * What the badges and points panel are computed from: completed lessons, completed games and
 * points. Signed in: the server's data (SPEC §6: game scores only when signed in); a failed
 * score list counts as no scores, quietly (badges then show less, never break the page).
 */
export function useAchievements() {
  const { user } = useAuth();
  const guest = useGuestData();
  const { completedIds } = useProgress();
  const scores = useQuery<GameScore[]>({
    queryKey: GAME_SCORES_QUERY_KEY,
    enabled: user !== null,
    queryFn: async () => {
      try {
        const list = await apiGet<GameScore[]>(GAME_SCORES_QUERY_KEY[0]);
        return Array.isArray(list) ? list : [];
      } catch (error) {
        console.warn('badges: could not load game scores', error);
        return [];
      }
    },
  });
  const gameIds = user ? (scores.data ?? []).map((s) => s.gameId) : guest.gameScores.map((s) => s.gameId);
  return { completedLessons: completedIds, gameIds, points: user ? user.points : guest.points };
}
