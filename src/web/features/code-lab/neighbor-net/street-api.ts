// The class street (docs/decisions/411-neighbornet.md): GET /api/street, a class child's class's
// approved houses. Types only from the API's schemas, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { Street } from '../../../../domain/api/street-api';
import { apiGet } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

/** The class's street, for a class child (404 for anyone else). */
export const streetQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/street', person],
    queryFn: () => apiGet<Street>('/api/street'),
    staleTime: 0,
    retry: false,
  });
