// Lessons graded by the server (docs/product/lessons.md#graded-by-the-server,
// docs/decisions/388-lessons-graded-by-the-server.md): every activity's evidence schema and done
// rule, registered by activity id in one list, and the one grading of a lesson's work. The server
// imports this list (the web imports only its own activity's engine); the content each rule
// needs (blocks, steps, puzzles, missions, quizzes) is passed in, as src/domain does not import content/.
import { z } from 'zod';
import { isAiChatEvidenceDone, type AiChatEvidence } from './ai-chat';
import { CHORUS_MAX, DANCE_MOVES, isChorusDanceEvidenceDone, SONG_MAX, type ChorusDanceEvidence } from './chorus-dance';
import { isCodeBuilderEvidenceDone, type CodeBlock, type CodeBuilderEvidence } from './code-builder';
import { BOX_NAMES, isCountingEvidenceDone, STEPS_MAX, type CountingEvidence, type Mission } from './counting-boxes';
import type { CurriculumLesson } from './curriculum-types';
import type { QuizContent } from './lesson-types';
import { isPatternEvidenceDone, type PatternEvidence, type PatternPuzzle } from './pattern-practice';
import { gradeQuiz } from './quiz';
import { LOOP_COUNTS } from '../constants';
import { isRobotDanceEvidenceDone, type RobotDanceEvidence } from './robot-dance';
import { isSequenceEvidenceDone, type SequenceEvidence, type SequenceStep } from './sequence-slots';
import { isWeatherEvidenceDone, type WeatherEvidence } from './weather-helper';

// Each activity's evidence as the server reads it: small and strict. The schemas live here, not
// beside their engines, so zod stays out of the lesson pages' chunks (the web imports the
// engines, and only their evidence types).
const codeBuilderEvidence: z.ZodType<CodeBuilderEvidence> = z.object({ program: z.array(z.string().max(32)).max(10) });
const sequenceEvidence: z.ZodType<SequenceEvidence> = z.object({ slots: z.array(z.string().max(32)).max(10) });
const robotDanceEvidence: z.ZodType<RobotDanceEvidence> = z.object({
  count: z.literal(LOOP_COUNTS),
  dancesDone: z.number().int().min(0).max(10_000),
});
const patternEvidence: z.ZodType<PatternEvidence> = z.object({ solvedIds: z.array(z.string().max(32)).max(20) });
const weatherEvidence: z.ZodType<WeatherEvidence> = z.object({ placed: z.array(z.string().max(32)).max(8) });
const aiChatEvidence: z.ZodType<AiChatEvidence> = z.object({ questionsAnswered: z.number().int().min(0).max(10_000) });
const chorusDanceEvidence: z.ZodType<ChorusDanceEvidence> = z.object({
  chorus: z.array(z.enum(DANCE_MOVES)).max(CHORUS_MAX),
  song: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('chorus') }),
        z.object({ kind: z.literal('move'), move: z.enum(DANCE_MOVES) }),
      ]),
    )
    .max(SONG_MAX),
});
const countStep = z.object({ box: z.enum(BOX_NAMES), change: z.union([z.literal(1), z.literal(-1)]) });
const countingEvidence: z.ZodType<CountingEvidence> = z.object({
  missions: z.array(z.array(countStep).max(STEPS_MAX)).max(10),
});

/** What the activities' rules read from the lessons' content. */
export type ActivityContent = {
  codeBlocks: readonly CodeBlock[];
  morningRoutine: readonly SequenceStep[];
  patternPuzzles: readonly PatternPuzzle[];
  countingMissions: readonly Mission[];
};

type ActivityCheck<S extends z.ZodType> = {
  evidence: S;
  isDone: (evidence: z.infer<S>, content: ActivityContent) => boolean;
};
const check = <S extends z.ZodType>(c: ActivityCheck<S>) => c as ActivityCheck<z.ZodType>;

/** One entry per activity id of the curriculum (a content test says none is missing). */
export const activityChecks: Readonly<Record<string, ActivityCheck<z.ZodType>>> = {
  'code-builder': check({ evidence: codeBuilderEvidence, isDone: (e, c) => isCodeBuilderEvidenceDone(e, c.codeBlocks) }),
  'morning-routine': check({ evidence: sequenceEvidence, isDone: (e, c) => isSequenceEvidenceDone(e, c.morningRoutine) }),
  'robot-dance': check({ evidence: robotDanceEvidence, isDone: (e) => isRobotDanceEvidenceDone(e) }),
  'pattern-practice': check({ evidence: patternEvidence, isDone: (e, c) => isPatternEvidenceDone(e, c.patternPuzzles) }),
  'weather-helper': check({ evidence: weatherEvidence, isDone: (e) => isWeatherEvidenceDone(e) }),
  'ai-chat': check({ evidence: aiChatEvidence, isDone: (e) => isAiChatEvidenceDone(e) }),
  'chorus-dance': check({ evidence: chorusDanceEvidence, isDone: (e) => isChorusDanceEvidenceDone(e) }),
  'counting-boxes': check({ evidence: countingEvidence, isDone: (e, c) => isCountingEvidenceDone(e, c.countingMissions) }),
};

/** Whether `evidence` shows the activity done by its own rule; anything malformed is not done. */
export function isActivityDone(activityId: string, evidence: unknown, content: ActivityContent): boolean {
  const rule = activityChecks[activityId];
  if (!rule || evidence === undefined) return false;
  const parsed = rule.evidence.safeParse(evidence);
  return parsed.success && rule.isDone(parsed.data, content);
}

export type LessonWork = { answers?: Readonly<Record<string, string>>; activity?: unknown };
export type LessonGrade = 'passed' | 'no-answers' | 'quiz-failed' | 'activity-not-done';

/**
 * docs/product/lessons.md#graded-by-the-server: the quiz graded by its own pass rule and, for a
 * lesson that completes on "quiz and activity", its activity checked by the page's rule.
 */
export function gradeLessonWork(
  lesson: CurriculumLesson,
  quiz: QuizContent,
  work: LessonWork,
  content: ActivityContent,
): LessonGrade {
  if (!work.answers || Object.keys(work.answers).length === 0) return 'no-answers';
  if (gradeQuiz(quiz, work.answers).status !== 'passed') return 'quiz-failed';
  if (lesson.completesWhen === 'quiz-and-activity') {
    if (!lesson.activityId || !isActivityDone(lesson.activityId, work.activity, content)) return 'activity-not-done';
  }
  return 'passed';
}
