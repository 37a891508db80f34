// The learner's progress for lessons: one hook that every lesson page, the hub and Home read.
// Signed in: the server's list; guest: the browser's (docs/product.md#guest-mode-and-transfer).
// Saving a completion or an activity is in progress-saves.ts, which loads with the lessons, not
// with every page (decision 105).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { curriculum } from '../../../content/curriculum';
import { CACHE_MS } from '../../domain/constants';
import {
  completedLessonIds,
  findLesson,
  percentComplete,
  type ProgressRecord,
} from '../../domain/curriculum';
import { useAuth } from './auth';
import { useGuestData } from './use-guest-data';

export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;

/** The learner's progress: from the server when signed in, from the browser for a guest. */
export function useProgress() {
  const { user, isLoading: userLoading } = useAuth();
  const guest = useGuestData();
  const query = useQuery<ProgressRecord[]>({
    queryKey: PROGRESS_QUERY_KEY,
    enabled: user !== null,
    staleTime: CACHE_MS.progress,
  });
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
