// The learner's progress for lessons: one hook that every lesson page, the hub and Home read.
// Signed in: the server's list; guest: the browser's (docs/product.md#guest-mode-and-transfer).
// Saving a completion or an activity is in progress-saves.ts, which loads with the lessons, not
// with every page (docs/decisions/105-first-load-room-for-what-comes-next.md).
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsAnswer, ProgressList, SaveProgressAnswer, SaveProgressBody } from '../../domain/api/progress-api';
import type { ActivityEvidence, LessonWork } from './guest-data-read';
import { curriculum } from '../../../content/curriculum';
import { CACHE_MS } from '../../domain/constants';
import {
  completedLessonIds,
  findLesson,
  percentComplete,
  type ProgressRecord,
} from '../../domain/lessons/curriculum';
import { apiGet, apiRequest } from './api';
import { useAuth } from './auth';
import { useGuestData } from './use-guest-data';

// The endpoints, each fetcher next to its query options; types from src/domain/api/progress-api.ts.
export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;

/** GET /api/progress: the signed-in learner's completed lessons. */
const getProgress = () => apiGet<ProgressList>('/api/progress');

const progressQueryOptions = () =>
  queryOptions({ queryKey: PROGRESS_QUERY_KEY, queryFn: getProgress, staleTime: CACHE_MS.progress });

/**
 * POST /api/progress: a lesson completed (aliases allowed) with the quiz's answers and the
 * activity's evidence; the server grades them and awards its points once.
 */
export const postLessonCompletion = (moduleId: string, lessonId: string, work: LessonWork) =>
  apiRequest<SaveProgressAnswer>('POST', '/api/progress', { moduleId, lessonId, completed: true, ...work } satisfies SaveProgressBody);

/** POST /api/user/points: an activity finished, with its evidence; the server checks it and awards its points once. */
export const postActivity = (activityId: string, activity: ActivityEvidence) =>
  apiRequest<PointsAnswer>('POST', '/api/user/points', { activityId, activity });

/** The learner's progress: from the server when signed in, from the browser for a guest. */
export function useProgress() {
  const { user, isLoading: userLoading } = useAuth();
  const guest = useGuestData();
  const query = useQuery({ ...progressQueryOptions(), enabled: user !== null });
  const progress: ProgressRecord[] = useMemo(
    () => (user ? (query.data ?? []) : guest.progress),
    [user, query.data, guest.progress],
  );
  return useMemo(() => {
    const completedIds = completedLessonIds(curriculum, progress);
    return {
      progress,
      completedIds,
      isCompleted: (lessonId: string) => {
        const lesson = findLesson(curriculum, lessonId);
        return lesson !== undefined && completedIds.has(lesson.id);
      },
      completedCount: completedIds.size,
      percent: percentComplete(curriculum, progress),
      isSignedIn: user !== null,
      isLoading: userLoading || (user !== null && query.isLoading),
    };
  }, [progress, user, userLoading, query.isLoading]);
}
