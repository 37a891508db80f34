// A kind's server calls: every kind's creations are /api/code-lab/creations/:kind
// (docs/product/api.md#code-lab-drawings, docs/decisions/393-creations-by-kind.md), shared with
// the class gallery by the same paths. Types only from the API's schemas, so zod stays out of
// the page.
import { queryOptions } from '@tanstack/react-query';
import type { Drawing } from '../../../../domain/api/drawings-api';
import type { CreationKind } from '../../../../domain/creations';
import { apiGet, apiRequest } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';
import type { DrawingShare } from '../gallery/gallery-api';
import type { CreationChange } from './device-creations';

/** A creation as the server answers with it, its program of the kind. */
export type ServerCreation<P> = Omit<Drawing, 'program'> & { program: P };

export function creationsApi<P>(kind: CreationKind) {
  const path = `/api/code-lab/creations/${kind}`;
  const key = [path] as const;
  return {
    key,
    /** Signed in only: the person's creations of the kind, newest first, cached per person. */
    query: (person: PersonKey) =>
      queryOptions({ queryKey: [...key, person], queryFn: () => apiGet<ServerCreation<P>[]>(path) }),
    /** 201 the creation; 409 at CREATIONS_MAX_PER_KIND; 400 for a bad title or program. */
    post: (title: string, program: P) => apiRequest<ServerCreation<P>>('POST', path, { title, program }),
    /** 200 the creation: a new title, a new program (a new version if the class is shown it), or both. */
    patch: (id: number, change: CreationChange<P>) => apiRequest<ServerCreation<P>>('PATCH', `${path}/${id}`, change),
    remove: (id: number) => apiRequest<null>('DELETE', `${path}/${id}`),
    /** POST → 201 {itemId, status: 'pending'}; 409 (gallery off, three waiting) with the server's words. */
    share: (id: number) => apiRequest<DrawingShare>('POST', `${path}/${id}/share`),
    /** DELETE → 204: the child takes it back, at any status. */
    unshare: (id: number) => apiRequest<null>('DELETE', `${path}/${id}/share`),
  };
}

export type CreationsApi<P> = ReturnType<typeof creationsApi<P>>;
