// docs/product/lessons.md#graded-by-the-server: the lessons' quizzes and the content their
// activities' rules read, bound to the domain's one grading (src/domain/lessons/graded-work.ts).
// Used by a live completion, an activity's award and a guest transfer alike.
import { aiBasicsLesson } from '../../../../content/lessons/ai-basics';
import { conditionalsLesson } from '../../../../content/lessons/conditionals';
import { functionsLesson } from '../../../../content/lessons/functions';
import { introCodeBlocks, introToCodingLesson } from '../../../../content/lessons/intro-to-coding';
import { loopsLesson } from '../../../../content/lessons/loops';
import { patternMasterLesson, patternPuzzles } from '../../../../content/lessons/pattern-master';
import { morningRoutineSteps, sequencesLesson } from '../../../../content/lessons/sequences';
import { countingMissions, variablesLesson } from '../../../../content/lessons/variables';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import {
  gradeLessonWork,
  isActivityDone,
  type ActivityContent,
  type LessonGrade,
  type LessonWork,
} from '../../../domain/lessons/graded-work';
import type { LessonContent } from '../../../domain/lessons/lesson-types';
import type { MessageKey } from '../../../i18n/translate';

const lessonContents: readonly LessonContent[] = [
  introToCodingLesson,
  sequencesLesson,
  loopsLesson,
  patternMasterLesson,
  conditionalsLesson,
  aiBasicsLesson,
  functionsLesson,
  variablesLesson,
];
const quizzes = new Map(lessonContents.map((content) => [content.lessonId, content.quiz]));
/** The quiz the server grades a lesson by (by its main id, never an alias). */
export const quizOf = (lessonId: string) => quizzes.get(lessonId);

const activityContent: ActivityContent = {
  codeBlocks: introCodeBlocks,
  morningRoutine: morningRoutineSteps,
  patternPuzzles,
  countingMissions,
};

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
