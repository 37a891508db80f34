// The studio's server calls (docs/product/api.md#code-lab-drawings). Types come from the API's
// schemas with `import type`, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { Drawing } from '../../../../domain/api/drawings-api';
import type { Program } from '../../../../domain/code-lab/program';
import { apiGet, apiRequest } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

export type { Drawing };

export const DRAWINGS_KEY = ['/api/code-lab/drawings'] as const;

/** Signed in only: the person's drawings, newest first, cached per person. */
export const drawingsQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: [...DRAWINGS_KEY, person],
    queryFn: () => apiGet<Drawing[]>(DRAWINGS_KEY[0]),
  });

/** 201 the drawing; 409 when the person already keeps 30, 400 for a bad title or program. */
export const postDrawing = (title: string, program: Program) =>
  apiRequest<Drawing>('POST', DRAWINGS_KEY[0], { title, program });

export const patchDrawing = (id: number, title: string) =>
  apiRequest<Drawing>('PATCH', `${DRAWINGS_KEY[0]}/${id}`, { title });

export const deleteDrawing = (id: number) => apiRequest<null>('DELETE', `${DRAWINGS_KEY[0]}/${id}`);
