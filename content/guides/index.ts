import { NEEDS_HELP_FAILS } from '../../src/domain/api/child-progress-api';
import type { Guide, GuideSummary } from '../../src/domain/api/guides-api';
import { WORLD_GUIDE_PREFIX } from '../../src/domain/api/guides-api';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import {
  codeLabLevels,
  codeLabWorlds,
  gameLabLevels,
  gameLabWorlds,
  soundLabLevels,
  soundLabWorlds,
  visionLabLevels,
  visionLabWorlds,
  webLabLevels,
  webLabWorlds,
} from '../code-lab/levels';
import { findSolution } from '../code-lab/reference-solutions';
import { curriculum } from '../curriculum';
import { lessonContents, lessonGuides } from '../generated/lessons';
import type { LessonGuideWords, WorldGuideWords } from './guide-types';
import { standardSummaries } from './standards';
import { worldGuides } from './worlds/index';

// Every lesson guide and Code Lab world guide, put together for GET /api/guides
// (docs/product/guides.md). SERVER-ONLY: the guides hold the quiz's answers and the levels'
// reference solutions, so the web never imports this folder (lint refuses it, and
// scripts/check-dist-guides.mjs proves no built file holds a guide's words).

/** Each open lesson's content and guide (content/generated/lessons.ts, written by scripts/content-index.mjs). */
export const lessonGuideSources: ReadonlyArray<{
  content: LessonContent;
  guide: LessonGuideWords;
}> = Object.entries(lessonGuides).flatMap(([id, guide]) => {
  const content = Object.hasOwn(lessonContents, id) ? lessonContents[id] : undefined;
  return content ? [{ content, guide }] : [];
});

/** A level's reference solution: Ada's program, or a game's. */
function solutionFor(levelId: string) {
  const solution = findSolution(levelId);
  if (!solution) throw new Error(`no reference solution for level ${levelId}`);
  return solution;
}

export const worldGuideId = (worldId: string): string => `${WORLD_GUIDE_PREFIX}${worldId}`;

/**
 * Lays a language's translation over a content value (the server's localizedContent, by the
 * content's path under content/ and its export's name); English leaves it as it is.
 */
export type Localize = <T>(name: string, exportName: string, value: T) => T;
const asWritten: Localize = (_name, _exportName, value) => value;

/** "intro-to-coding" → "introToCoding": the export names follow the files' names. */
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const lessonOrder = new Map(curriculum.lessons.map((l, i) => [l.id, i]));
const guidedWorlds = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds];
const worldOrder = new Map<string, number>(guidedWorlds.map((w, i) => [w.id, i]));
const lessonSources = [...lessonGuideSources].sort(
  (a, b) => (lessonOrder.get(a.guide.lessonId) ?? 0) - (lessonOrder.get(b.guide.lessonId) ?? 0),
);
const worldSources = [...worldGuides].sort(
  (a, b) => (worldOrder.get(a.worldId) ?? 0) - (worldOrder.get(b.worldId) ?? 0),
);
const hasWorldGuide = new Set(worldSources.map((w) => w.worldId));
const hasLessonGuide = new Set(lessonSources.map((l) => l.guide.lessonId));

/**
 * Every guide in one language, in the path's order: the lessons, then the Code Lab worlds. Each
 * part is laid over in that language before the guide is put together: the guide's own words
 * (guides/lessons/*, guides/worlds/*, guides/standards), the lesson's quiz (lessons/*), the
 * curriculum's titles, and the worlds' and levels' titles (code-lab/*).
 */
function buildGuides(localize: Localize = asWritten): readonly Guide[] {
  const standards = localize('guides/standards', 'standardSummaries', standardSummaries);
  const lessons = localize('curriculum', 'curriculum', curriculum).lessons;
  const worlds = [
    ...localize('code-lab/levels', 'codeLabWorlds', codeLabWorlds),
    ...localize('code-lab/levels', 'gameLabWorlds', gameLabWorlds),
    ...localize('code-lab/levels', 'soundLabWorlds', soundLabWorlds),
    ...localize('code-lab/levels', 'webLabWorlds', webLabWorlds),
    ...localize('code-lab/levels', 'visionLabWorlds', visionLabWorlds),
  ];
  // The levels are translated as lists (codeLabLevels/<n>, gameLabLevels/<n>, webLabLevels/<n>, visionLabLevels/<n>):
  // a world's own file has no translation of its own, so its titles stayed English in Spanish guides.
  const levels = [
    ...localize('code-lab/levels', 'codeLabLevels', codeLabLevels),
    ...localize('code-lab/levels', 'gameLabLevels', gameLabLevels),
    ...localize('code-lab/levels', 'soundLabLevels', soundLabLevels),
    ...localize('code-lab/levels', 'webLabLevels', webLabLevels),
    ...localize('code-lab/levels', 'visionLabLevels', visionLabLevels),
  ];
  const levelsByWorld = new Map<string, ReadonlyArray<{ id: string; title: string }>>();
  for (const world of guidedWorlds)
    levelsByWorld.set(world.id, levels.filter((l) => l.world === world.id));
  const levelTitle = (levelId: string): string => {
    for (const levels of levelsByWorld.values()) {
      const level = levels.find((l) => l.id === levelId);
      if (level) return level.title;
    }
    return levelId;
  };
  const lessonTitle = (lessonId: string): string => {
    const lesson = lessons.find((l) => l.id === lessonId);
    if (!lesson) throw new Error(`guide for a lesson not in the curriculum: ${lessonId}`);
    return lesson.title;
  };
  const worldOf = (worldId: string) => {
    const world = worlds.find((w) => w.id === worldId);
    if (!world) throw new Error(`guide for an unknown Code Lab world: ${worldId}`);
    return world;
  };

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
      summary: standards[s.code],
      how: s.how,
    })),
    needsHelpFails: NEEDS_HELP_FAILS,
  });

  const lessonGuide = (source: { content: LessonContent; guide: LessonGuideWords }): Guide => {
    const id = source.guide.lessonId;
    const guide = localize(`guides/lessons/${id}`, `${camel(id)}Guide`, source.guide);
    const content = localize(`lessons/${id}`, `${camel(id)}Lesson`, source.content);
    return {
      id,
      kind: 'lesson',
      subjectId: id,
      title: lessonTitle(id),
      ...common(guide),
      quiz: content.quiz.questions.map((q) => {
        const right = q.options.find((o) => o.value === q.answer);
        if (!right) throw new Error(`${id} ${q.id}: the answer is not an option`);
        return { id: q.id, prompt: q.prompt, answer: right.label, why: guide.quizWhy[q.id] ?? '' };
      }),
      activity: { summary: guide.activity.summary, answer: guide.activity.answer },
      levels: [],
      related: guide.worlds
        .filter((worldId) => hasWorldGuide.has(worldId))
        .map((worldId) => ({ id: worldGuideId(worldId), title: worldOf(worldId).title })),
    };
  };

  const worldGuide = (source: WorldGuideWords): Guide => {
    const guide = localize(`guides/worlds/${source.worldId}`, `${camel(source.worldId)}Guide`, source);
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
        title: levelTitle(levelId),
        solution: solutionFor(levelId),
        mistakes: [...(guide.mistakes[levelId] ?? [])],
      })),
      related: guide.lessons
        .filter((lessonId) => hasLessonGuide.has(lessonId))
        .map((lessonId) => ({ id: lessonId, title: lessonTitle(lessonId) })),
    };
  };

  return [...lessonSources.map(lessonGuide), ...worldSources.map(worldGuide)];
}

/** Every guide in English, as written. */
export const allGuides: readonly Guide[] = buildGuides();

/** One language's guides, by id: a lookup made once per language (and function) asked. */
const byLanguage = new Map<Localize, Map<string, Guide>>();
const guidesBy = (localize: Localize) => {
  let byId = byLanguage.get(localize);
  if (!byId) {
    const guides = localize === asWritten ? allGuides : buildGuides(localize);
    byLanguage.set(localize, (byId = new Map(guides.map((g) => [g.id, g]))));
  }
  return byId;
};

/** A guide by its id (a lesson id, or `code-lab-` and a world id), or undefined. */
export const findGuide = (id: string, localize: Localize = asWritten): Guide | undefined =>
  guidesBy(localize).get(id);

/** The list GET /api/guides answers with. */
export const guideSummaries = (localize: Localize = asWritten): GuideSummary[] =>
  [...guidesBy(localize).values()].map(({ id, kind, subjectId, title, objective }) => ({
    id,
    kind,
    subjectId,
    title,
    objective,
  }));
