// Called by the sign-up flow right after an account is created (docs/product.md#guest-mode-and-transfer,
// "Moving guest data to an account"). The server recomputes every award from the records: the guest's
// points number is sent for SPEC compatibility only.
import type { QueryClient } from '@tanstack/react-query';
import type { TransferGuestProgressAnswer, PointsAnswer } from '../../domain/api/progress-api';
import type { Chore } from '../../domain/games/chores';
import { apiRequest } from './api';
import { USER_QUERY_KEY } from './auth';
import { clearGuestChores, readGuestChores } from './guest-chores';
import { guestStorage, type GuestData } from './guest-storage';
import { personStore, type PersonKey } from './person-store';
import { PROGRESS_QUERY_KEY } from './progress';
import { hasGuestData } from './use-guest-data';
import { sendKeptDrawings } from '../features/code-lab/drawings/kept-drawings';
import { sendKeptGames } from '../features/code-lab/game-studio/kept-games';
import { sendKeptTunes } from '../features/code-lab/sound-studio/kept-tunes';
import { sendKeptHouses } from '../features/code-lab/neighbor-net/kept-houses';
import { sendKeptFinders } from '../features/code-lab/find-my-keys/kept-finders';

/**
 * `transferred`: the server took something (the page reloads to show it); `failed`: the server
 * could not be reached or refused, and everything stayed with the guest.
 */
export type GuestTransferResult = { transferred: boolean; pointsAwarded: number; failed: boolean };

/** POST /api/transfer-guest-progress: the server recomputes every award from the records. */
const postGuestProgress = (data: GuestData, chores: Chore[]) =>
  apiRequest<TransferGuestProgressAnswer>('POST', '/api/transfer-guest-progress', {
    // Each lesson carries its answers and activity, graded again; an activity without its
    // evidence (older storage) goes as a bare id, which earns nothing.
    guestProgress: data.progress,
    gameScores: data.gameScores,
    activities: data.activities.map((activityId) => {
      const activity = data.activityEvidence[activityId];
      return activity ? { activityId, activity } : activityId;
    }),
    // The server runs each Code Lab program again: a hand-edited one earns nothing.
    ...(data.codeLab.length > 0 ? { codeLab: data.codeLab.map(({ levelId, program }) => ({ levelId, program })) } : {}),
    chores,
  });

/**
 * The studio's drawings, the game studio's games and the tune studio's tunes that moved to `to` go to its account
 * (docs/decisions/222-guest-drawings-move-with-guest-work.md); how many did. A drawing the server
 * could not take yet stays on the device under `to`, and the studio tries again.
 */
async function sendDrawings(to: PersonKey): Promise<number> {
  let sent = 0;
  // The game studio's games, the tune studio's tunes, NeighborNet's houses and Find My Keys' finders go the same way, after the drawings.
  for (const send of [sendKeptDrawings, sendKeptGames, sendKeptTunes, sendKeptHouses, sendKeptFinders]) {
    try {
      sent += (await send(to)).sent;
    } catch (error) {
      console.warn('guest transfer: could not send the drawings, games or tunes', error);
    }
  }
  return sent;
}

/** POST /api/transfer-guest-points: kept for older clients; it awards nothing. */
const postGuestPoints = (points: number) =>
  apiRequest<PointsAnswer>('POST', '/api/transfer-guest-points', { points });

/**
 * Moves the guest's progress, activities, game scores and chores to the signed-in account `to`,
 * then clears guest storage (the chores too, so they do not come back after sign-out) and
 * refreshes the user and progress data (when given the client). What the guest keeps in the
 * person store (drafts, tries, …) moves to `to` with it
 * (docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md), or alone when the server
 * has nothing to take. A failure is only logged and leaves everything with the guest: the account
 * still works (docs/product.md#guest-mode-and-transfer).
 */
export async function transferGuestData(
  to: PersonKey,
  queryClient?: QueryClient,
): Promise<GuestTransferResult> {
  const data = guestStorage.read();
  const chores = readGuestChores();
  if (!hasGuestData(data) && chores.length === 0) {
    personStore.move('guest', to);
    // The studio's drawings move with the rest of the person store, then go to the server.
    const drawings = await sendDrawings(to);
    return { transferred: drawings > 0, pointsAwarded: 0, failed: false };
  }
  try {
    const answer = await postGuestProgress(data, chores);
    await postGuestPoints(data.points);
    guestStorage.clear();
    clearGuestChores();
    personStore.move('guest', to);
    await sendDrawings(to);
    if (queryClient) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
      ]);
    }
    return { transferred: true, pointsAwarded: answer.pointsAwarded, failed: false };
  } catch (error) {
    console.warn('guest transfer: could not move the guest progress', error);
    return { transferred: false, pointsAwarded: 0, failed: true };
  }
}
