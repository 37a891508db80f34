// Every open lesson's content and teacher guide, by its curriculum id: the one list the server's
// grading, the guides (GET /api/guides) and the content tests read
// (docs/product/lessons.md#adding-a-lesson). SERVER AND TESTS ONLY (lint refuses it in the web): a
// lesson page imports its own content file, so each lesson stays its own chunk, and the guides,
// which hold the quiz's answers, stay on the server (docs/decisions/291-guides-stay-on-the-server.md).
import type { ActivityContent } from '../src/domain/lessons/graded-work';
import type { LessonContent } from '../src/domain/lessons/lesson-types';
import type { LessonGuideWords } from './guides/guide-types';
import { aiBasicsGuide } from './guides/lessons/ai-basics';
import { conditionalsGuide } from './guides/lessons/conditionals';
import { functionsGuide } from './guides/lessons/functions';
import { introToCodingGuide } from './guides/lessons/intro-to-coding';
import { loopsGuide } from './guides/lessons/loops';
import { patternMasterGuide } from './guides/lessons/pattern-master';
import { sequencesGuide } from './guides/lessons/sequences';
import { variablesGuide } from './guides/lessons/variables';
import { aiBasicsLesson } from './lessons/ai-basics';
import { conditionalsLesson } from './lessons/conditionals';
import { functionsLesson } from './lessons/functions';
import { introCodeBlocks, introToCodingLesson } from './lessons/intro-to-coding';
import { loopsLesson } from './lessons/loops';
import { patternMasterLesson, patternPuzzles } from './lessons/pattern-master';
import { morningRoutineSteps, sequencesLesson } from './lessons/sequences';
import { countingMissions, variablesLesson } from './lessons/variables';

type LessonParts = { content: LessonContent; guide: LessonGuideWords };

/** One line a lesson (the wiring test, src/web/lessons/lessons.wiring.test.ts, names a missing one). */
const lessons: Readonly<Record<string, LessonParts>> = {
  'intro-to-coding': { content: introToCodingLesson, guide: introToCodingGuide },
  sequences: { content: sequencesLesson, guide: sequencesGuide },
  loops: { content: loopsLesson, guide: loopsGuide },
  'pattern-master': { content: patternMasterLesson, guide: patternMasterGuide },
  conditionals: { content: conditionalsLesson, guide: conditionalsGuide },
  'ai-basics': { content: aiBasicsLesson, guide: aiBasicsGuide },
  functions: { content: functionsLesson, guide: functionsGuide },
  variables: { content: variablesLesson, guide: variablesGuide },
};

const each = <T>(part: (parts: LessonParts) => T): Readonly<Record<string, T>> =>
  Object.fromEntries(Object.entries(lessons).map(([id, parts]) => [id, part(parts)]));

/** Each open lesson's content (a test says every file in content/lessons/ is listed, under its own id). */
export const lessonContents = each((l) => l.content);

/** Each open lesson's guide (content/guides/index.ts puts them together). */
export const lessonGuides = each((l) => l.guide);

/** The content the activities' done rules read (src/domain/lessons/graded-work.ts). */
export const activityContent: ActivityContent = {
  codeBlocks: introCodeBlocks,
  morningRoutine: morningRoutineSteps,
  patternPuzzles,
  countingMissions,
};
