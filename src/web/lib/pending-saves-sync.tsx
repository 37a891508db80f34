import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useAuth } from './auth';
import {
  flushPendingSaves,
  isSignedOutError,
  readPendingSaves,
  type PendingSave,
} from './pending-saves';
import { CODE_LAB_PROGRESS_KEY } from './code-lab-progress';
import { hasPendingSolves, sendPendingSolves } from './pending-solves';
import { personKeyOf } from './person-store';
import { postActivity, postLessonCompletion, PROGRESS_QUERY_KEY } from './progress';

const send = async (save: PendingSave): Promise<void> => {
  if (save.kind === 'progress') await postLessonCompletion(save.moduleId, save.lessonId, save.work ?? { answers: {} });
  else await postActivity(save.activityId, save.activity ?? {});
};

/**
 * docs/product.md#offline: sends saves queued while offline, at start and whenever the network
 * returns; and the Code Lab solves kept when this user's session ended
 * (docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md), once they are signed in
 * again.
 */
export function PendingSavesSync() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    // Browsers often say "online" a moment before requests get through: when saves are still
    // waiting after a flush, try again a few times with growing pauses (1, 2, 4, 8, 16 s).
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = (attempt = 0) => {
      clearTimeout(retry);
      let signedOut = false;
      const sendOrNotice = (save: PendingSave) =>
        send(save).catch((error: unknown) => {
          signedOut ||= isSignedOutError(error);
          throw error;
        });
      const person = personKeyOf({ id: userId });
      const solves = sendPendingSolves(person).catch((error: unknown) => {
        console.warn('pending solves: could not send', error);
        return 0;
      });
      void Promise.all([flushPendingSaves(userId, sendOrNotice), solves]).then(([accepted, solved]) => {
        if (solved > 0) void queryClient.invalidateQueries({ queryKey: CODE_LAB_PROGRESS_KEY });
        if (accepted + solved > 0) {
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
        } else if (signedOut) {
          // docs/decisions/087-offline-queue-after-a-401.md: the session has ended. Asking again
          // shows the learner as a guest; the saves wait in the queue for that learner's next
          // sign-in.
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        }
        const waiting =
          readPendingSaves().some((s) => s.userId === userId) || hasPendingSolves(person);
        if (waiting && !signedOut && navigator.onLine && attempt < 5)
          retry = setTimeout(() => run(attempt + 1), 1000 * 2 ** attempt);
      });
    };
    const onOnline = () => run();
    run();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [userId, queryClient]);
  return null;
}
