// docs/product/lessons.md#graded-by-the-server: the lessons' quizzes and the content their
// activities' rules read, bound to the domain's one grading (src/domain/lessons/graded-work.ts).
// Used by a live completion, an activity's award and a guest transfer alike.
import { activityContent, lessonContents } from '../../../../content/lesson-contents';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import {
  gradeLessonWork,
  isActivityDone,
  type LessonGrade,
  type LessonWork,
} from '../../../domain/lessons/graded-work';
import type { MessageKey } from '../../../i18n/translate';

/** The quiz the server grades a lesson by (by its main id, never an alias). */
export const quizOf = (lessonId: string) =>
  Object.hasOwn(lessonContents, lessonId) ? lessonContents[lessonId]?.quiz : undefined;

/** The grade of a lesson's work; an open lesson without a quiz (none today) is never passed. */
export function gradeLesson(lesson: CurriculumLesson, work: LessonWork): LessonGrade {
  const quiz = quizOf(lesson.id);
  if (!quiz) return 'no-answers';
  return gradeLessonWork(lesson, quiz, work, activityContent);
}

/** Whether the evidence shows the activity done by the page's own rule. */
export const activityDone = (activityId: string, evidence: unknown): boolean =>
  isActivityDone(activityId, evidence, activityContent);

/** What a child reads when the work does not pass (422). */
export const gradeWords: Record<Exclude<LessonGrade, 'passed'>, MessageKey> = {
  'no-answers': 'server.progress.answersMissing',
  'quiz-failed': 'server.progress.quizNotPassed',
  'activity-not-done': 'server.progress.activityNotDone',
};
