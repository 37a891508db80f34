// Every lesson's content by its curriculum id: the one list the server's grading, the guides and
// the content tests read (docs/product/lessons.md#adding-a-lesson). SERVER AND TESTS ONLY: a
// lesson page imports its own file, so each lesson stays its own chunk.
import type { ActivityContent } from '../src/domain/lessons/graded-work';
import type { LessonContent } from '../src/domain/lessons/lesson-types';
import { aiBasicsLesson } from './lessons/ai-basics';
import { conditionalsLesson } from './lessons/conditionals';
import { functionsLesson } from './lessons/functions';
import { introCodeBlocks, introToCodingLesson } from './lessons/intro-to-coding';
import { loopsLesson } from './lessons/loops';
import { patternMasterLesson, patternPuzzles } from './lessons/pattern-master';
import { morningRoutineSteps, sequencesLesson } from './lessons/sequences';
import { countingMissions, variablesLesson } from './lessons/variables';

/** Each open lesson's content (a test says every file here is listed, under its own id). */
export const lessonContents: Readonly<Record<string, LessonContent>> = {
  'intro-to-coding': introToCodingLesson,
  sequences: sequencesLesson,
  loops: loopsLesson,
  'pattern-master': patternMasterLesson,
  conditionals: conditionalsLesson,
  'ai-basics': aiBasicsLesson,
  functions: functionsLesson,
  variables: variablesLesson,
};

/** The content the activities' done rules read (src/domain/lessons/graded-work.ts). */
export const activityContent: ActivityContent = {
  codeBlocks: introCodeBlocks,
  morningRoutine: morningRoutineSteps,
  patternPuzzles,
  countingMissions,
};
