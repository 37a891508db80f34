// Whether this page may make sound for the person on it (docs/product/classes.md#class-sound): a
// class child's teacher can turn sound off for the class; everyone else may hear. A class child's
// page asks GET /api/class-sound; until the answer is back the page stays silent (nothing plays
// before a tap anyway), and a page rendered on the server says nothing about it (the query waits
// for the browser, so the first paint and the waking page agree).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import { useAuth } from './auth';
import { personKeyOf, type PersonKey } from './person-store';

const classSoundQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/class-sound', person],
    queryFn: () => apiGet<{ soundOn: boolean }>('/api/class-sound'),
    // Asked again when a page that plays opens: the teacher may have changed it meanwhile.
    staleTime: 0,
    retry: false,
  });

/** What the page knows of sound: 'on', 'off' (the class's teacher turned it off), or 'unknown' (still asking). */
export type SoundPermission = 'on' | 'off' | 'unknown';

export function useSoundPermission(): SoundPermission {
  const { user } = useAuth();
  const classChild = user?.kind === 'child' && user.profileOf === 'class';
  const query = useQuery({ ...classSoundQuery(personKeyOf(user)), enabled: classChild });
  if (!classChild) return 'on';
  if (query.data) return query.data.soundOn ? 'on' : 'off';
  // A failed question (offline) leaves sound on: only the teacher's "off" silences the page.
  return query.isError ? 'on' : 'unknown';
}

/**
 * False for a class child whose class has sound off (and while the page is still asking): the
 * beat maker and the Sound Lab's levels play in words and on the roll only.
 */
export const useSoundAllowed = (): boolean => useSoundPermission() === 'on';
