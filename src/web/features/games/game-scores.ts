// Game scores: from the server when signed in, from the browser for a guest (docs/product.md#guest-mode-and-transfer: the
// score list is fetched only when signed in).
import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { GAME_DAILY_AWARD_LIMIT } from '../../../domain/constants';
import { gamePointsFor, utcDay } from '../../../domain/games/games';
import { t } from '../../i18n/i18n';
import '../../games/game-words'; // its words are loaded before it is used
import type { GameScoreJson } from '../../../domain/api/games-api';
import { USER_QUERY_KEY, useAuth } from '../../lib/auth';
import { currentUser, setUserPoints } from '../../lib/current-user';
import {
  GAME_SCORES_QUERY_KEY,
  gameScoresQueryOptions,
  postGameScore,
} from '../../lib/game-scores-api';
import { guestStorage } from '../../lib/guest-storage';
import { toast } from '../../lib/toast-store';
import { useGuestData } from '../../lib/use-guest-data';

/** A play as the score list shows it: a guest's plays have ids made up in the browser. */
export type GameScore = Omit<GameScoreJson, 'id'> & { id: string };

/** Newest first, whoever is playing. */
export function useGameScores(): { scores: GameScore[]; isLoading: boolean } {
  const { user } = useAuth();
  const guest = useGuestData();
  const query = useQuery({ ...gameScoresQueryOptions(), enabled: user !== null });
  return useMemo(() => {
    if (user) {
      const scores = (query.data ?? []).map((s) => ({ ...s, id: String(s.id) }));
      return { scores, isLoading: query.isLoading };
    }
    const scores = guest.gameScores
      .map((s, i) => ({
        id: `guest-${i}`,
        gameId: s.gameId,
        score: s.score,
        createdAt: s.completedAt,
      }))
      .reverse();
    return { scores, isLoading: false };
  }, [user, query.data, query.isLoading, guest.gameScores]);
}

export type ScoreReport = {
  score: number;
  pointsAwarded: number;
  guest: boolean;
  /** Today's points for this game are used up (docs/product.md#games-and-scores): the score is kept, 0 points. */
  dailyLimitReached: boolean;
  /** The server could not be reached: the score was kept in the browser instead. */
  saveFailed: boolean;
};

/** A guest keeps the same 5-a-day rule in the browser, so points mean the same thing. */
function guestPointsFor(
  gameId: string,
  score: number,
  now: Date,
): { points: number; dailyLimitReached: boolean } {
  const today = utcDay(now);
  const playsToday = guestStorage
    .read()
    .gameScores.filter(
      (s) => s.gameId === gameId && utcDay(new Date(s.completedAt)) === today,
    ).length;
  if (playsToday >= GAME_DAILY_AWARD_LIMIT) return { points: 0, dailyLimitReached: true };
  return { points: gamePointsFor(score), dailyLimitReached: false };
}

function keepInBrowser(
  gameId: string,
  score: number,
): { points: number; dailyLimitReached: boolean } {
  const now = new Date();
  const award = guestPointsFor(gameId, score, now);
  guestStorage.addGameScore(gameId, score, now);
  guestStorage.addPoints(award.points);
  return award;
}

/**
 * docs/product.md#guest-mode-and-transfer: signed in, the score goes to the server (which decides the points) and the
 * scores and user are refreshed; a guest keeps it in the browser. docs/product.md#games-screen: when the save fails
 * the score still counts locally and a toast says so.
 */
export async function reportGameScore(
  queryClient: QueryClient,
  gameId: string,
  score: number,
): Promise<ScoreReport> {
  const user = await currentUser(queryClient);
  if (!user) {
    const award = keepInBrowser(gameId, score);
    return {
      score,
      pointsAwarded: award.points,
      guest: true,
      dailyLimitReached: award.dailyLimitReached,
      saveFailed: false,
    };
  }
  try {
    const answer = await postGameScore(gameId, score);
    setUserPoints(queryClient, answer.points, answer.level);
    void queryClient.invalidateQueries({ queryKey: GAME_SCORES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    return {
      score,
      pointsAwarded: answer.pointsAwarded,
      guest: false,
      dailyLimitReached: answer.dailyLimitReached,
      saveFailed: false,
    };
  } catch (error) {
    console.warn('games: could not save the score', error);
    const award = keepInBrowser(gameId, score);
    // The games' words are loaded (games/game-words.ts).
    toast({ title: t('games.saveFailed', { points: award.points }) });
    return {
      score,
      pointsAwarded: award.points,
      guest: false,
      dailyLimitReached: award.dailyLimitReached,
      saveFailed: true,
    };
  }
}
