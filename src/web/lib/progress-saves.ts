// Saving lessons and activities (docs/product.md#points-levels-and-badges): signed in, the
// server decides and stores, and a save made offline waits in the browser (docs/product.md#offline);
// a guest's saves stay in the browser (docs/product.md#guest-mode-and-transfer). Apart from progress.ts so it loads with the lessons, not with every page
// (docs/decisions/105-first-load-room-for-what-comes-next.md).
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { activityReasons } from '../../../content/activity-reasons';
import { curriculum } from '../../../content/curriculum';
import { ACTIVITY_POINTS } from '../../domain/constants';
import {
  completedLessonIds,
  findLesson,
  isOpen,
  lessonByActivity,
  type ProgressRecord,
} from '../../domain/lessons/curriculum';
import { localizeContent } from '../../i18n/content';
import { contentOverlay, currentLocale, loadContent, t } from '../i18n/i18n';
import { isNetworkError } from './api';
import { track } from './analytics';
import { USER_QUERY_KEY } from './auth';
import { currentUser, setUserPoints } from './current-user';
import { guestStorage, type ActivityEvidence, type LessonWork } from './guest-storage';
import { queueSave } from './pending-saves';
import { leaveEndedSession, sessionEndedOf } from './session-ended';
import { postActivity, postLessonCompletion, PROGRESS_QUERY_KEY } from './progress';
import { toast } from './toast-store';


export type LessonCompletion = {
  /** Points this completion earned (0 when the lesson was already done). */
  pointsAwarded: number;
  firstTime: boolean;
  /** Signed in and offline: kept in the browser and sent when the network returns. */
  queued: boolean;
};
/** The quiz's answers as the server takes them: only the answered questions. */
export const submittedAnswers = (answers: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export type ActivityAward = { pointsAwarded: number; firstTime: boolean; queued: boolean };

const nothing = { pointsAwarded: 0, firstTime: false, queued: false } as const;

function markCompletedInCache(queryClient: QueryClient, moduleId: string, lessonId: string): void {
  queryClient.setQueryData<ProgressRecord[]>(PROGRESS_QUERY_KEY, (list = []) =>
    list.some((p) => p.moduleId === moduleId && p.lessonId === lessonId)
      ? list
      : [...list, { moduleId, lessonId, completed: true }],
  );
}

const refresh = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY });
};

export async function saveLessonCompletion(
  queryClient: QueryClient,
  lessonId: string,
  work: LessonWork,
): Promise<LessonCompletion> {
  const lesson = findLesson(curriculum, lessonId);
  if (!lesson || !isOpen(lesson)) {
    console.warn(`progress: "${lessonId}" is not an open lesson; nothing saved`);
    return nothing;
  }
  const user = await currentUser(queryClient);
  if (!user) {
    // docs/product.md#guest-mode-and-transfer: a guest's completion is recorded once; its points are added that first time.
    const firstTime = guestStorage.addProgress(lesson.moduleId, lesson.id, work);
    if (firstTime) guestStorage.addPoints(lesson.points);
    if (firstTime) track('lesson_completion', lesson.id);
    return { pointsAwarded: firstTime ? lesson.points : 0, firstTime, queued: false };
  }
  try {
    const result = await postLessonCompletion(lesson.moduleId, lesson.id, work);
    setUserPoints(queryClient, result.points, result.level);
    markCompletedInCache(queryClient, lesson.moduleId, lesson.id);
    refresh(queryClient);
    const firstTime = result.pointsAwarded > 0;
    if (firstTime) track('lesson_completion', lesson.id);
    return { pointsAwarded: result.pointsAwarded, firstTime, queued: false };
  } catch (error) {
    if (isNetworkError(error)) {
      // docs/product.md#offline: kept and sent again later; the server awards the points then.
      const before = completedLessonIds(
        curriculum,
        queryClient.getQueryData<ProgressRecord[]>(PROGRESS_QUERY_KEY) ?? [],
      );
      queueSave({
        userId: user.id,
        kind: 'progress',
        moduleId: lesson.moduleId,
        lessonId: lesson.id,
        work,
      });
      markCompletedInCache(queryClient, lesson.moduleId, lesson.id);
      const firstTime = !before.has(lesson.id);
      if (firstTime) track('lesson_completion', lesson.id);
      return { pointsAwarded: firstTime ? lesson.points : 0, firstTime, queued: true };
    }
    // A failed save for a signed-in user is only logged (docs/product.md#offline).
    console.warn('progress: could not save the lesson', error);
    const ended = sessionEndedOf(error);
    if (ended) {
      // docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md: kept for this
      // learner's next sign-in on this device, and they are told.
      queueSave({ userId: user.id, kind: 'progress', moduleId: lesson.moduleId, lessonId: lesson.id, work });
      leaveEndedSession(ended, user);
    }
    return nothing;
  }
}

/**
 * `completeLesson(lessonId, work)` records a lesson as completed (aliases allowed) with the
 * quiz's answers and the activity's evidence, which the server grades
 * (docs/product/lessons.md#graded-by-the-server), and awards its points the first time. It shows
 * nothing itself: the lesson shows its own messages.
 */
export function useCompleteLesson(): (lessonId: string, work: LessonWork) => Promise<LessonCompletion> {
  const queryClient = useQueryClient();
  return useCallback(
    (lessonId: string, work: LessonWork) => saveLessonCompletion(queryClient, lessonId, work),
    [queryClient],
  );
}

/** The activity's 'Points Earned!' reason in the child's language (content/activity-reasons.ts). */
async function activityReasonOf(activityId: string, fallback: string): Promise<string> {
  const locale = currentLocale();
  // A translation that cannot load (offline) leaves the English words: the points still count.
  await loadContent(locale, 'activity-reasons').catch(() => {});
  const reasons = localizeContent(activityReasons, 'activityReasons', contentOverlay(locale, 'activity-reasons'));
  return reasons[activityId] ?? fallback;
}

function showPointsEarned(reason: string, guest: boolean): void {
  const words = { points: ACTIVITY_POINTS, reason };
  toast({
    title: t('shell.pointsEarned.title'),
    description: guest ? t('shell.pointsEarned.descriptionGuest', words) : t('shell.pointsEarned.description', words),
    variant: 'success',
  });
}

export async function saveActivityAward(
  queryClient: QueryClient,
  activityId: string,
  evidence: ActivityEvidence,
): Promise<ActivityAward> {
  const lesson = lessonByActivity(curriculum, activityId);
  if (!lesson || !isOpen(lesson)) {
    console.warn(`points: "${activityId}" is not a known activity; nothing awarded`);
    return nothing;
  }
  const reason = await activityReasonOf(activityId, lesson.title);
  const user = await currentUser(queryClient);
  if (!user) {
    const firstTime = guestStorage.addActivity(activityId, evidence);
    if (firstTime) {
      guestStorage.addPoints(ACTIVITY_POINTS);
      showPointsEarned(reason, true);
    }
    return { pointsAwarded: firstTime ? ACTIVITY_POINTS : 0, firstTime, queued: false };
  }
  try {
    const result = await postActivity(activityId, evidence);
    setUserPoints(queryClient, result.points, result.level);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    const firstTime = result.pointsAwarded > 0;
    if (firstTime) showPointsEarned(reason, false);
    return { pointsAwarded: result.pointsAwarded, firstTime, queued: false };
  } catch (error) {
    if (isNetworkError(error)) {
      queueSave({ userId: user.id, kind: 'activity', activityId, activity: evidence });
      return { pointsAwarded: 0, firstTime: false, queued: true };
    }
    console.warn('points: could not save the activity', error);
    const ended = sessionEndedOf(error);
    if (ended) {
      queueSave({ userId: user.id, kind: 'activity', activityId, activity: evidence });
      leaveEndedSession(ended, user);
    }
    return nothing;
  }
}

/**
 * `awardActivity(activityId, evidence)` awards an activity's points once (docs/product.md#curriculum,
 * e.g. 'robot-dance'), the server checking the evidence, and, the first time, shows SPEC's
 * 'Points Earned!' toast.
 */
export function useAwardActivity(): (activityId: string, evidence: ActivityEvidence) => Promise<ActivityAward> {
  const queryClient = useQueryClient();
  return useCallback(
    (activityId: string, evidence: ActivityEvidence) => saveActivityAward(queryClient, activityId, evidence),
    [queryClient],
  );
}
