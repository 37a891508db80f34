// A lesson's two saves, each made once the user has loaded (docs/product/lessons.md#every-lesson, use-when-user-known.ts).
// Usage:
//   const saves = useLessonSaves(lesson);
//   saves.awardActivity();                                    // the lesson's activity (docs/product.md#curriculum)
//   saves.completeLesson((result) => setEarned(result.pointsAwarded));   // the completion
import { useMemo } from 'react';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { useAwardActivity, useCompleteLesson, type LessonCompletion } from '../../lib/progress-saves';
import { useWhenUserKnown } from './use-when-user-known';

export function useLessonSaves(lesson: CurriculumLesson) {
  const completeLesson = useCompleteLesson();
  const awardActivity = useAwardActivity();
  const whenUserKnown = useWhenUserKnown();
  return useMemo(
    () => ({
      awardActivity: () => whenUserKnown(() => void awardActivity(lesson.activityId!)),
      completeLesson: (then: (result: LessonCompletion) => void) =>
        whenUserKnown(() => void completeLesson(lesson.id).then(then)),
    }),
    [lesson, completeLesson, awardActivity, whenUserKnown],
  );
}
