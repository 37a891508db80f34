// A lesson's two saves, each made once the user has loaded (docs/product/lessons.md#every-lesson, use-when-user-known.ts).
// Usage:
//   const saves = useLessonSaves(lesson);
//   saves.awardActivity(evidence);              // the lesson's activity (docs/product.md#curriculum), its final state
//   saves.completeLesson({ answers }, (result) => setEarned(result.pointsAwarded));   // the completion, graded
// (docs/product/lessons.md#graded-by-the-server).
import { useMemo } from 'react';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import type { ActivityEvidence, LessonWork } from '../../lib/guest-data-read';
import { useAwardActivity, useCompleteLesson, type LessonCompletion } from '../../lib/progress-saves';
import { useWhenUserKnown } from './use-when-user-known';

export function useLessonSaves(lesson: CurriculumLesson) {
  const completeLesson = useCompleteLesson();
  const awardActivity = useAwardActivity();
  const whenUserKnown = useWhenUserKnown();
  return useMemo(
    () => ({
      awardActivity: (evidence: ActivityEvidence) => whenUserKnown(() => void awardActivity(lesson.activityId!, evidence)),
      completeLesson: (work: LessonWork, then: (result: LessonCompletion) => void) =>
        whenUserKnown(() => void completeLesson(lesson.id, work).then(then)),
    }),
    [lesson, completeLesson, awardActivity, whenUserKnown],
  );
}
