// Rules over the curriculum (docs/product.md#curriculum). The curriculum is passed in, so this module stays
// pure and the same rules serve the server, the hub, Home and the lessons.
import type { Curriculum, CurriculumLesson, LessonLink } from './curriculum-types';
import { isOpenAtLevel } from '../points/level-gate';

export type ProgressRecord = { moduleId: string; lessonId: string; completed: boolean };

/** A lesson by its id or one of its aliases ('intro' -> intro-to-coding). */
export function findLesson(curriculum: Curriculum, lessonId: string): CurriculumLesson | undefined {
  return curriculum.lessons.find(
    (lesson) => lesson.id === lessonId || lesson.aliases.includes(lessonId),
  );
}

/** docs/product.md#curriculum: aliases are mapped to the main id; the module must be the lesson's own. */
export function resolveLesson(
  curriculum: Curriculum,
  moduleId: string,
  lessonId: string,
): CurriculumLesson | undefined {
  const lesson = findLesson(curriculum, lessonId);
  return lesson && lesson.moduleId === moduleId ? lesson : undefined;
}

/** A real lesson: it has a page, points and an activity, and counts for percent complete. */
export const isOpen = (lesson: CurriculumLesson): boolean => lesson.availability.state === 'open';

/** The level an open lesson opens at (1: from the start; a lesson not open never opens). */
export const openingLevel = (lesson: CurriculumLesson): number =>
  isOpen(lesson) ? (lesson.opensAtLevel ?? 1) : Infinity;

/**
 * docs/product.md#curriculum: an open lesson a learner at `level` can take (Data Collector: level 4),
 * by the one rule of docs/decisions/394-level-gates-as-data.md.
 */
export const isOpenAt = (lesson: CurriculumLesson, level: number): boolean =>
  isOpen(lesson) && isOpenAtLevel(lesson.opensAtLevel, level);

/** The lessons a child can take, in learning-path order. */
export const openLessons = (curriculum: Curriculum): CurriculumLesson[] =>
  curriculum.lessons.filter(isOpen);

/** The lesson whose activity has this id (only open lessons have one). */
export function lessonByActivity(
  curriculum: Curriculum,
  activityId: string,
): CurriculumLesson | undefined {
  return curriculum.lessons.find(
    (lesson) => lesson.activityId !== null && lesson.activityId === activityId,
  );
}

export const activityIds = (curriculum: Curriculum): string[] =>
  openLessons(curriculum).flatMap((lesson) => (lesson.activityId ? [lesson.activityId] : []));

/**
 * The main ids of the open lessons a progress list marks completed. Aliases count as their
 * lesson; unknown, locked and coming-soon entries and `completed: false` do not count.
 */
export function completedLessonIds(
  curriculum: Curriculum,
  progress: readonly ProgressRecord[],
): Set<string> {
  const done = new Set<string>();
  for (const record of progress) {
    if (!record.completed) continue;
    const lesson = resolveLesson(curriculum, record.moduleId, record.lessonId);
    if (lesson && isOpen(lesson)) done.add(lesson.id);
  }
  return done;
}

export const completedCount = (
  curriculum: Curriculum,
  progress: readonly ProgressRecord[],
): number => completedLessonIds(curriculum, progress).size;

const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

/** docs/product.md#curriculum: completed open lessons / open lessons, rounded and clamped 0-100. */
export function percentComplete(
  curriculum: Curriculum,
  progress: readonly ProgressRecord[],
): number {
  const total = openLessons(curriculum).length;
  if (total === 0) return 0;
  return clampPercent(Math.round((completedCount(curriculum, progress) / total) * 100));
}

/** docs/product.md#lessons-hub: First Mission (the first lesson of the path) shows START HERE until it is done. */
export function startHereLessonId(
  curriculum: Curriculum,
  completed: ReadonlySet<string>,
): string | null {
  const first = openLessons(curriculum)[0];
  return first && !completed.has(first.id) ? first.id : null;
}

export type LessonCardState =
  | { kind: 'completed' }
  | { kind: 'start-here' }
  | { kind: 'open' }
  | { kind: 'coming-soon' }
  | { kind: 'locked'; unlockLevel: number };

/**
 * The lesson card states (docs/product.md#curriculum). A coming-soon lesson with a level stays locked whatever the
 * learner's level: "content that does not exist stays locked for everyone" (docs/product.md#points-levels-and-badges);
 * a lesson with content is `open`, and one that opens at a level (`opensAtLevel`) is locked below that level only.
 */
export function lessonCardState(
  curriculum: Curriculum,
  lesson: CurriculumLesson,
  completed: ReadonlySet<string>,
  level = 1,
): LessonCardState {
  if (!isOpen(lesson))
    return lesson.opensAtLevel === undefined
      ? { kind: 'coming-soon' }
      : { kind: 'locked', unlockLevel: lesson.opensAtLevel };
  if (completed.has(lesson.id)) return { kind: 'completed' };
  // A real lesson that opens at a level (Data Collector) is locked below it, open from it on.
  if (!isOpenAt(lesson, level)) return { kind: 'locked', unlockLevel: openingLevel(lesson) };
  if (startHereLessonId(curriculum, completed) === lesson.id) return { kind: 'start-here' };
  return { kind: 'open' };
}

/** The open lesson after this one on the learning path, if any. */
export function nextLesson(curriculum: Curriculum, lessonId: string): CurriculumLesson | undefined {
  const open = openLessons(curriculum);
  const index = open.findIndex((lesson) => lesson.id === findLesson(curriculum, lessonId)?.id);
  return index >= 0 ? open[index + 1] : undefined;
}

/**
 * A lesson's Previous and Next links (docs/product/lessons.md#every-lesson): the curriculum's
 * order, the open lessons of the lesson's module before and after it, unless the lesson's own
 * entry says where (`previous`, `next`: e.g. the last of a module goes on into a Code Lab world).
 */
export function lessonLinks(
  curriculum: Curriculum,
  lessonId: string,
): { previous?: LessonLink; next?: LessonLink } {
  const lesson = findLesson(curriculum, lessonId);
  if (!lesson) return {};
  const inModule = openLessons(curriculum).filter((l) => l.moduleId === lesson.moduleId);
  const index = inModule.findIndex((l) => l.id === lesson.id);
  const before = index > 0 ? inModule[index - 1] : undefined;
  const after = index >= 0 ? inModule[index + 1] : undefined;
  return {
    previous: lesson.previous ?? (before && { lesson: before.id }),
    next: lesson.next ?? (after && { lesson: after.id }),
  };
}

/** The first open lesson not yet completed that a learner at `level` can take (where "continue learning" goes). */
export function firstUnfinishedLesson(
  curriculum: Curriculum,
  completed: ReadonlySet<string>,
  level = Infinity,
): CurriculumLesson | undefined {
  return openLessons(curriculum).find((lesson) => !completed.has(lesson.id) && isOpenAt(lesson, level));
}

/**
 * What a card for content that is not built yet says: "Unlock at Level N" only while the child
 * is below level N; at or above it the promise would be broken, so it says "Coming soon"
 * (docs/decisions/123-level-promises.md). The gate's one rule decides
 * (docs/decisions/394-level-gates-as-data.md).
 */
export function promisesUnlock(unlockLevel: number, level: number): boolean {
  return !isOpenAtLevel(unlockLevel, level);
}
