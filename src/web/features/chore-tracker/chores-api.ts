// The chore endpoints as the Chore Tracker calls them; types from src/domain/api/games-api.ts.
import { queryOptions } from '@tanstack/react-query';
import type { Chore } from '../../../domain/games/chores';
import type { ChoresAnswerJson } from '../../../domain/api/games-api';
import { apiGet, apiRequest } from '../../lib/api';

export const CHORES_QUERY_KEY = ['/api/chores'] as const;

/** GET /api/chores: the signed-in child's list. */
const getChores = () => apiGet<ChoresAnswerJson>('/api/chores');

export const choresQueryOptions = () => queryOptions({ queryKey: CHORES_QUERY_KEY, queryFn: getChores });

/** PUT /api/chores: replaces the whole list; the answer is the list as stored. */
export const putChores = (chores: Chore[]) => apiRequest<ChoresAnswerJson>('PUT', '/api/chores', { chores });
