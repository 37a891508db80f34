// Which Code Lab levels the learner has solved, with their best stars: from the server when
// signed in, from guest storage for a guest
// (docs/decisions/141-code-lab-progress-on-this-device.md). The Code Lab's map and levels, /play,
// Home and the badges (a solved world is a completed game) use it, so it lives here, not in a
// feature. Types come from the API's schema with `import type`, so zod stays out of the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CodeLabLevelProgress } from '../../domain/api/code-lab-api';
import { apiGet } from './api';
import { useAuth } from './auth';
import { useGuestData } from './use-guest-data';

export const CODE_LAB_PROGRESS_KEY = ['/api/code-lab/progress'] as const;

/** Signed in only (guests get 401): the solved levels with their best stars. */
const codeLabProgressQuery = () =>
  queryOptions({
    queryKey: CODE_LAB_PROGRESS_KEY,
    queryFn: () => apiGet<CodeLabLevelProgress[]>(CODE_LAB_PROGRESS_KEY[0]),
  });

export type Stars = 2 | 3;

export function useCodeLabProgress() {
  const { user, isLoading: userLoading } = useAuth();
  const guest = useGuestData();
  const query = useQuery({ ...codeLabProgressQuery(), enabled: user !== null });
  return useMemo(() => {
    const list = user ? (query.data ?? []) : guest.codeLab;
    const stars = new Map<string, Stars>(list.map((r) => [r.levelId, r.stars]));
    return {
      stars,
      isSignedIn: user !== null,
      isLoading: userLoading || (user !== null && query.isLoading),
    };
  }, [user, userLoading, query.data, query.isLoading, guest.codeLab]);
}

/** How many of these levels are solved ("3 of 6 puzzles solved"). */
export const solvedCount = (
  stars: ReadonlyMap<string, Stars>,
  levelIds: readonly string[],
): number => levelIds.filter((id) => stars.has(id)).length;
