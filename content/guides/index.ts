import { NEEDS_HELP_FAILS } from '../../src/domain/child-progress-api';
import type { Guide, GuideSummary } from '../../src/domain/guides-api';
import { WORLD_GUIDE_PREFIX } from '../../src/domain/guides-api';
import type { LessonContent } from '../../src/domain/lesson-types';
import { codeLabWorlds, findLevel } from '../code-lab/levels';
import { solutionOf } from '../code-lab/reference-solutions';
import { curriculum } from '../curriculum';
import { aiBasicsLesson } from '../lessons/ai-basics';
import { conditionalsLesson } from '../lessons/conditionals';
import { functionsLesson } from '../lessons/functions';
import { introToCodingLesson } from '../lessons/intro-to-coding';
import { loopsLesson } from '../lessons/loops';
import { patternMasterLesson } from '../lessons/pattern-master';
import { sequencesLesson } from '../lessons/sequences';
import { variablesLesson } from '../lessons/variables';
import type { LessonGuideWords, WorldGuideWords } from './guide-types';
import { aiBasicsGuide } from './lessons/ai-basics';
import { conditionalsGuide } from './lessons/conditionals';
import { functionsGuide } from './lessons/functions';
import { introToCodingGuide } from './lessons/intro-to-coding';
import { loopsGuide } from './lessons/loops';
import { patternMasterGuide } from './lessons/pattern-master';
import { sequencesGuide } from './lessons/sequences';
import { variablesGuide } from './lessons/variables';
import { standardSummaries } from './standards';
import { worldGuides } from './worlds/index';

// Every lesson guide and Code Lab world guide, put together for GET /api/guides
// (docs/product/guides.md). SERVER-ONLY: the guides hold the quiz's answers and the levels'
// reference solutions, so the web never imports this folder (lint refuses it, and
// scripts/check-dist-guides.mjs proves no built file holds a guide's words).

/**
 * Each real lesson (it has content in content/lessons/) with its content and its guide. A NEW
 * LESSON GETS ITS GUIDE HERE: the content test fails for a real lesson without one.
 */
export const lessonGuideSources: ReadonlyArray<{
  content: LessonContent;
  guide: LessonGuideWords;
}> = [
  { content: introToCodingLesson, guide: introToCodingGuide },
  { content: sequencesLesson, guide: sequencesGuide },
  { content: loopsLesson, guide: loopsGuide },
  { content: patternMasterLesson, guide: patternMasterGuide },
  { content: conditionalsLesson, guide: conditionalsGuide },
  { content: aiBasicsLesson, guide: aiBasicsGuide },
  { content: functionsLesson, guide: functionsGuide },
  { content: variablesLesson, guide: variablesGuide },
];

export const worldGuideId = (worldId: string): string => `${WORLD_GUIDE_PREFIX}${worldId}`;

const lessonTitle = (lessonId: string): string => {
  const lesson = curriculum.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw new Error(`guide for a lesson not in the curriculum: ${lessonId}`);
  return lesson.title;
};
const worldOf = (worldId: string) => {
  const world = codeLabWorlds.find((w) => w.id === worldId);
  if (!world) throw new Error(`guide for an unknown Code Lab world: ${worldId}`);
  return world;
};

const lessonOrder = new Map(curriculum.lessons.map((l, i) => [l.id, i]));
const worldOrder = new Map<string, number>(codeLabWorlds.map((w, i) => [w.id, i]));
const lessonSources = [...lessonGuideSources].sort(
  (a, b) => (lessonOrder.get(a.guide.lessonId) ?? 0) - (lessonOrder.get(b.guide.lessonId) ?? 0),
);
const worldSources = [...worldGuides].sort(
  (a, b) => (worldOrder.get(a.worldId) ?? 0) - (worldOrder.get(b.worldId) ?? 0),
);
const hasWorldGuide = new Set(worldSources.map((w) => w.worldId));
const hasLessonGuide = new Set(lessonSources.map((l) => l.guide.lessonId));

const common = (words: LessonGuideWords | WorldGuideWords) => ({
  objective: words.objective,
  vocabulary: words.vocabulary.map((v) => ({ term: v.term, meaning: v.meaning })),
  warmUp: {
    title: words.warmUp.title,
    minutes: words.warmUp.minutes,
    materials: [...words.warmUp.materials],
    steps: [...words.warmUp.steps],
  },
  discussion: [...words.discussion],
  standards: words.standards.map((s) => ({
    code: s.code,
    summary: standardSummaries[s.code],
    how: s.how,
  })),
  needsHelpFails: NEEDS_HELP_FAILS,
});

function lessonGuide({
  content,
  guide,
}: {
  content: LessonContent;
  guide: LessonGuideWords;
}): Guide {
  return {
    id: guide.lessonId,
    kind: 'lesson',
    subjectId: guide.lessonId,
    title: lessonTitle(guide.lessonId),
    ...common(guide),
    quiz: content.quiz.questions.map((q) => {
      const right = q.options.find((o) => o.value === q.answer);
      if (!right) throw new Error(`${guide.lessonId} ${q.id}: the answer is not an option`);
      return { id: q.id, prompt: q.prompt, answer: right.label, why: guide.quizWhy[q.id] ?? '' };
    }),
    activity: { summary: guide.activity.summary, answer: guide.activity.answer },
    levels: [],
    related: guide.worlds
      .filter((worldId) => hasWorldGuide.has(worldId))
      .map((worldId) => ({ id: worldGuideId(worldId), title: worldOf(worldId).title })),
  };
}

function worldGuide(guide: WorldGuideWords): Guide {
  const world = worldOf(guide.worldId);
  return {
    id: worldGuideId(world.id),
    kind: 'world',
    subjectId: world.id,
    title: world.title,
    ...common(guide),
    quiz: null,
    activity: null,
    levels: world.levelIds.map((levelId) => ({
      id: levelId,
      title: findLevel(levelId)?.title ?? levelId,
      solution: solutionOf(levelId),
      mistakes: [...(guide.mistakes[levelId] ?? [])],
    })),
    related: guide.lessons
      .filter((lessonId) => hasLessonGuide.has(lessonId))
      .map((lessonId) => ({ id: lessonId, title: lessonTitle(lessonId) })),
  };
}

/** Every guide, in the path's order: the lessons, then the Code Lab worlds. */
export const allGuides: readonly Guide[] = [
  ...lessonSources.map(lessonGuide),
  ...worldSources.map(worldGuide),
];

const byId = new Map(allGuides.map((g) => [g.id, g]));

/** A guide by its id (a lesson id, or `code-lab-` and a world id), or undefined. */
export const findGuide = (id: string): Guide | undefined => byId.get(id);

/** The list GET /api/guides answers with. */
export const guideSummaries = (): GuideSummary[] =>
  allGuides.map(({ id, kind, subjectId, title, objective }) => ({
    id,
    kind,
    subjectId,
    title,
    objective,
  }));
