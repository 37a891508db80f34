// Which Code Lab levels the learner has solved, with their best stars: from the server when
// signed in, from guest storage for a guest. The map, the level page, /play and Home use it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '../../lib/auth';
import { useGuestData } from '../../lib/use-guest-data';
import { codeLabProgressQuery } from './code-lab-api';

export type Stars = 2 | 3;

export function useCodeLabProgress() {
  const { user, isLoading: userLoading } = useAuth();
  const guest = useGuestData();
  const query = useQuery({ ...codeLabProgressQuery(), enabled: user !== null });
  return useMemo(() => {
    const list = user ? (query.data ?? []) : guest.codeLab;
    const stars = new Map<string, Stars>(list.map((r) => [r.levelId, r.stars]));
    return { stars, isSignedIn: user !== null, isLoading: userLoading || (user !== null && query.isLoading) };
  }, [user, userLoading, query.data, query.isLoading, guest.codeLab]);
}

/** How many of these levels are solved ("3 of 6 levels solved"). */
export const solvedCount = (stars: ReadonlyMap<string, Stars>, levelIds: readonly string[]): number =>
  levelIds.filter((id) => stars.has(id)).length;
