// The progress and points endpoints as the web calls them: each fetcher next to its query
// options. Types come from the server's own response schemas (src/domain/progress-api.ts).
import { queryOptions } from '@tanstack/react-query';
import type { PointsAnswer, ProgressList, SaveProgressAnswer } from '../../domain/progress-api';
import { CACHE_MS } from '../../domain/constants';
import { apiGet, apiRequest } from './api';

export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;

/** GET /api/progress: the signed-in learner's completed lessons. */
export const getProgress = () => apiGet<ProgressList>('/api/progress');

export const progressQueryOptions = () =>
  queryOptions({ queryKey: PROGRESS_QUERY_KEY, queryFn: getProgress, staleTime: CACHE_MS.progress });

/** POST /api/progress: a lesson completed (aliases allowed); the server awards its points once. */
export const postLessonCompletion = (moduleId: string, lessonId: string) =>
  apiRequest<SaveProgressAnswer>('POST', '/api/progress', { moduleId, lessonId, completed: true });

/** POST /api/user/points: an activity finished; the server awards its points once. */
export const postActivity = (activityId: string) =>
  apiRequest<PointsAnswer>('POST', '/api/user/points', { activityId });
