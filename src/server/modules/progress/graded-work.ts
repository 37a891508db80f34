// docs/product/lessons.md#graded-by-the-server: the lessons' content (their quizzes and their
// activities' bound rules, content/generated/lessons.ts) given to the domain's one grading
// (src/domain/lessons/graded-work.ts). Used by a live completion, an activity's award and a guest
// transfer alike.
import { curriculum } from '../../../../content/curriculum';
import { lessonContents } from '../../../../content/generated/lessons';
import { lessonByActivity } from '../../../domain/lessons/curriculum';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import {
  gradeLessonWork,
  type LessonGrade,
  type LessonWork,
} from '../../../domain/lessons/graded-work';
import type { LessonContent } from '../../../domain/lessons/lesson-types';
import type { MessageKey } from '../../../i18n/translate';

/** A lesson's content, by its main id (never an alias). */
const contentOf = (lessonId: string): LessonContent | undefined =>
  Object.hasOwn(lessonContents, lessonId) ? lessonContents[lessonId] : undefined;

/** The quiz the server grades a lesson by (by its main id, never an alias). */
export const quizOf = (lessonId: string) => contentOf(lessonId)?.quiz;

/** The grade of a lesson's work; an open lesson without content (none today) is never passed. */
export function gradeLesson(lesson: CurriculumLesson, work: LessonWork): LessonGrade {
  const content = contentOf(lesson.id);
  if (!content) return 'no-answers';
  return gradeLessonWork(lesson, content, work);
}

/** Whether the evidence shows the activity done by the page's own rule, bound in its lesson's content. */
export const activityDone = (activityId: string, evidence: unknown): boolean => {
  const lesson = lessonByActivity(curriculum, activityId);
  const activity = lesson ? contentOf(lesson.id)?.activity : undefined;
  return activity?.isDone(evidence) ?? false;
};

/** What a child reads when the work does not pass (422). */
export const gradeWords: Record<Exclude<LessonGrade, 'passed'>, MessageKey> = {
  'no-answers': 'server.progress.answersMissing',
  'quiz-failed': 'server.progress.quizNotPassed',
  'activity-not-done': 'server.progress.activityNotDone',
};
