// Graded work for tests that complete lessons and activities through the API
// (docs/product/lessons.md#graded-by-the-server): the right answers come from each lesson's own
// content, and each activity's evidence is a finished state its rule accepts.
import { countingMissions } from '../../content/lessons/variables';
import { workshopTasks } from '../../content/lessons/objects';
import { introCodeBlocks } from '../../content/lessons/intro-to-coding';
import { patternPuzzles } from '../../content/lessons/pattern-master';
import { morningRoutineSteps } from '../../content/lessons/sequences';
import { safePageCards } from '../../content/lessons/web-dev';
import { keyFinder } from '../../content/lessons/computer-vision';
import { curriculum } from '../../content/curriculum';
import { BOX_NAMES, type CountStep } from '../../src/domain/lessons/counting-boxes';
import { initialWorkshop, workshopEvidenceOf, workshopReducer, type WorkshopAction } from '../../src/domain/lessons/object-workshop';
import { findLesson } from '../../src/domain/lessons/curriculum';
import { sortEvidenceOf } from '../../src/domain/lessons/safe-page';
import { finderEvidenceOf } from '../../src/domain/lessons/key-finder';
import { quizOf as serverQuizOf } from '../../src/server/modules/progress/graded-work';

// The quiz the server grades by: the tests' right answers come from the same list.
function quizOf(lessonId: string) {
  const quiz = serverQuizOf(findLesson(curriculum, lessonId)?.id ?? lessonId);
  if (!quiz) throw new Error(`no lesson content for ${lessonId}`);
  return quiz;
}

/** Every question of the lesson's quiz answered right: `{q1: 'repeat', ...}`. */
export const rightAnswers = (lessonId: string): Record<string, string> =>
  Object.fromEntries(quizOf(lessonId).questions.map((q) => [q.id, q.answer]));

/** Every question answered with an option that is not its answer. */
export const wrongAnswers = (lessonId: string): Record<string, string> =>
  Object.fromEntries(
    quizOf(lessonId).questions.map((q) => [q.id, q.options.find((o) => o.value !== q.answer)!.value]),
  );

const stepsFor = (mission: (typeof countingMissions)[number]): CountStep[] =>
  BOX_NAMES.flatMap((box) => {
    const change = mission.goal[box] - mission.start[box];
    return Array.from({ length: Math.abs(change) }, (): CountStep => ({ box, change: change > 0 ? 1 : -1 }));
  });

/** The workshop after the presses that meet each of its tasks, as the page would send it. */
function workshopDone(): Record<string, unknown> {
  const presses = workshopTasks.flatMap((task): WorkshopAction[] => {
    const { check } = task;
    switch (check.kind) {
      case 'colour-is':
        return [{ type: 'set-colour', object: check.object, colour: check.colour }];
      case 'size-is':
        return [{ type: 'set-size', object: check.object, size: check.size }];
      case 'did':
        return [{ type: 'do', object: check.object, action: check.action }];
      case 'faster-than':
        return [
          ...Array.from({ length: 5 }, (): WorkshopAction => ({ type: 'speed', object: check.than, change: -1 })),
          ...Array.from({ length: 5 }, (): WorkshopAction => ({ type: 'speed', object: check.object, change: 1 })),
        ];
    }
  });
  return workshopEvidenceOf(presses.reduce(workshopReducer, initialWorkshop));
}

const doneEvidence: Record<string, Record<string, unknown>> = {
  'code-builder': { program: introCodeBlocks.map((b) => b.id) },
  'morning-routine': { slots: [...morningRoutineSteps].sort((a, b) => a.correctOrder - b.correctOrder).map((s) => s.id) },
  'robot-dance': { count: 3, dancesDone: 1 },
  'pattern-practice': { solvedIds: patternPuzzles.map((p) => p.id) },
  'weather-helper': { placed: ['if-sunny', 'then-sunglasses', 'if-rain', 'then-umbrella'] },
  'ai-chat': { questionsAnswered: 3 },
  'chorus-dance': { chorus: ['clap', 'wave'], song: [{ kind: 'chorus' }, { kind: 'move', move: 'jump' }, { kind: 'chorus' }] },
  'counting-boxes': { missions: countingMissions.map(stepsFor) },
  'object-workshop': workshopDone(),
  'game-wiring': {
    wires: [
      { event: 'start', action: 'say-go' },
      { event: 'right-key', action: 'move-right' },
      { event: 'touch-star', action: 'add-point' },
    ],
  },
  // The rock beat: the kick on steps 1 and 3, the snare on 2 and 4, the hi-hat on every step.
  'beat-maker': {
    beat: { kick: [true, false, true, false], snare: [false, true, false, true], hat: [true, true, true, true] },
  },
  // Every card of Web Creator's sort in its place (content/lessons/web-dev.ts).
  'safe-page': sortEvidenceOf({ sorted: Object.fromEntries(safePageCards.map((c) => [c.id, c.belongs])) }),
  // Computer Vision's key finder taught with every card (content/lessons/computer-vision.ts).
  'key-finder': finderEvidenceOf({ chosen: keyFinder.cards.map((c) => c.id) }),
};

/** A finished state of the activity that its own rule accepts. */
export function doneActivity(activityId: string): Record<string, unknown> {
  const evidence = doneEvidence[activityId];
  if (!evidence) throw new Error(`no done evidence for activity ${activityId}`);
  return evidence;
}

/** POST /api/user/points's body for a finished activity. */
export const activityBody = (activityId: string) => ({ activityId, activity: doneActivity(activityId) });

/**
 * POST /api/progress's body for a lesson passed: its right answers and, for a lesson that
 * completes on "quiz and activity", its activity done. `lessonId` may be an alias; `moduleId`
 * defaults to the lesson's.
 */
export function gradedCompletion(lessonId: string, moduleId?: string) {
  const lesson = findLesson(curriculum, lessonId);
  if (!lesson) throw new Error(`no lesson ${lessonId}`);
  return {
    moduleId: moduleId ?? lesson.moduleId,
    lessonId,
    completed: true,
    answers: rightAnswers(lessonId),
    ...(lesson.completesWhen === 'quiz-and-activity' && lesson.activityId
      ? { activity: doneActivity(lesson.activityId) }
      : {}),
  };
}

/** A guest's stored lesson record, with its answers and activity as the device keeps them now. */
export const gradedGuestRecord = (lessonId: string, completedAt?: string) => ({
  ...gradedCompletion(lessonId),
  ...(completedAt ? { completedAt } : {}),
});

