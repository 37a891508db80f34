import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { USER_QUERY_KEY, useAuth } from './auth';
import { flushPendingSaves, type PendingSave } from './pending-saves';
import { PROGRESS_QUERY_KEY } from './progress';

const send = async (save: PendingSave): Promise<void> => {
  if (save.kind === 'progress') {
    await apiRequest('POST', '/api/progress', {
      moduleId: save.moduleId,
      lessonId: save.lessonId,
      completed: true,
    });
  } else {
    await apiRequest('POST', '/api/user/points', { activityId: save.activityId });
  }
};

/** DESIGN §9: sends saves queued while offline, at start and whenever the network returns. */
export function PendingSavesSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const run = () => {
      void flushPendingSaves(userId, send).then((accepted) => {
        if (accepted === 0) return;
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
      });
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, queryClient]);
  return null;
}
