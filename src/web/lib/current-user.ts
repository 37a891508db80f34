import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './auth';
import type { User } from './user';

/**
 * The signed-in user, or null for a guest. When the user is still being fetched, waits for
 * the answer (docs/product/lessons.md#every-lesson: a lesson saves "only once user data has loaded").
 */
export async function currentUser(queryClient: QueryClient): Promise<User | null> {
  const isSettled = () => {
    const state = queryClient.getQueryState(USER_QUERY_KEY);
    return !state || state.fetchStatus === 'idle';
  };
  if (!isSettled()) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (!isSettled()) return;
        unsubscribe();
        resolve();
      });
      if (isSettled()) {
        unsubscribe();
        resolve();
      }
    });
  }
  return queryClient.getQueryData<User | null>(USER_QUERY_KEY) ?? null;
}

/** Puts the server's new points total on the cached user, so the header updates at once. */
export function setUserPoints(queryClient: QueryClient, points: number, level: number): void {
  queryClient.setQueryData<User | null>(USER_QUERY_KEY, (user) =>
    user ? { ...user, points, level } : user,
  );
}
