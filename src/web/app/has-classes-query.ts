// Whether this grown-up has a class, for the header's Classes link: asked once per account (the
// key names it, so another account on this browser asks again) and again after any class change
// (src/web/features/classes/classes-api.ts invalidates every '/api/classes' key). Apart from
// classes-api.ts so the first load does not carry its mutations (useMutation;
// docs/decisions/319-first-load-of-each-language.md).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../lib/api';

const CLASSES_KEY = '/api/classes';

export const hasClassesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [CLASSES_KEY, 'of-account', userId],
    queryFn: () => apiGet<{ classes: unknown[] }>(CLASSES_KEY),
    select: (list) => list.classes.length > 0,
    staleTime: Infinity,
  });
