// Lessons graded by the server (docs/product/lessons.md#graded-by-the-server,
// docs/decisions/388-lessons-graded-by-the-server.md): the one grading of a lesson's work. The
// quiz and the activity's rule come from the lesson's content: each engine declares its evidence
// guard and done rule (src/domain/lessons/evidence.ts), and the content file binds the rule to the
// data it reads (`activity: codeBuilderActivity(introCodeBlocks)`).
import type { CurriculumLesson } from './curriculum-types';
import type { LessonContent } from './lesson-types';
import { gradeQuiz } from './quiz';

export type LessonWork = { answers?: Readonly<Record<string, string>>; activity?: unknown };
export type LessonGrade = 'passed' | 'no-answers' | 'quiz-failed' | 'activity-not-done';

/**
 * docs/product/lessons.md#graded-by-the-server: the quiz graded by its own pass rule and, for a
 * lesson that completes on "quiz and activity", its activity checked by the page's rule.
 */
export function gradeLessonWork(
  lesson: CurriculumLesson,
  content: Pick<LessonContent, 'quiz' | 'activity'>,
  work: LessonWork,
): LessonGrade {
  if (!work.answers || Object.keys(work.answers).length === 0) return 'no-answers';
  if (gradeQuiz(content.quiz, work.answers).status !== 'passed') return 'quiz-failed';
  if (lesson.completesWhen === 'quiz-and-activity') {
    if (!lesson.activityId || !content.activity?.isDone(work.activity)) return 'activity-not-done';
  }
  return 'passed';
}
