import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

// The bespoke page of each open lesson, each its own lazily loaded chunk.
// Keyed by the curriculum's lesson id (content/curriculum.ts).
export const lessonPageLoaders: Record<string, () => Promise<PageModule>> = {
  'intro-to-coding': () => import('./intro-to-coding/lesson-page'),
  sequences: () => import('./sequences/lesson-page'),
  loops: () => import('./loops/lesson-page'),
  'pattern-master': () => import('./pattern-master/lesson-page'),
  'ai-basics': () => import('./ai-basics/lesson-page'),
  conditionals: () => import('./conditionals/lesson-page'),
  functions: () => import('./functions/lesson-page'),
  variables: () => import('./variables/lesson-page'),
};

const loaded = new Map<string, ComponentType>();

/**
 * Loads a lesson's page chunk; the lesson route's loader awaits it, so the page renders in the
 * route's first paint (no 'Loading...' step, nothing below it shifts when it arrives).
 */
export async function loadLessonPage(lessonId: string): Promise<void> {
  const load = lessonPageLoaders[lessonId];
  if (load && !loaded.has(lessonId)) loaded.set(lessonId, (await load()).default);
}

/** The page loaded by loadLessonPage, or undefined before that. */
export const loadedLessonPage = (lessonId: string): ComponentType | undefined =>
  loaded.get(lessonId);
