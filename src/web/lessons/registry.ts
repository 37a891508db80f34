import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

// The page of each open lesson, each its own lazily loaded chunk: every
// src/web/lessons/<id>/lesson-page.tsx, keyed by its folder's name, the curriculum's lesson id
// (content/curriculum.ts). A new lesson's folder is found here without a list
// (docs/product/lessons.md#adding-a-lesson); a test says every open lesson has one.
const pageFiles = import.meta.glob<PageModule>('./*/lesson-page.tsx');

export const lessonPageLoaders: Readonly<Record<string, () => Promise<PageModule>>> = Object.fromEntries(
  Object.entries(pageFiles).map(([file, load]) => [file.split('/')[1], load]),
);

const loaded = new Map<string, ComponentType>();

/**
 * Loads a lesson's page chunk; the lesson route's loader awaits it, so the page renders in the
 * route's first paint (no 'Loading...' step, nothing below it shifts when it arrives).
 */
export async function loadLessonPage(lessonId: string): Promise<void> {
  const load = Object.hasOwn(lessonPageLoaders, lessonId) ? lessonPageLoaders[lessonId] : undefined;
  if (load && !loaded.has(lessonId)) loaded.set(lessonId, (await load()).default);
}

/** The page loaded by loadLessonPage, or undefined before that. */
export const loadedLessonPage = (lessonId: string): ComponentType | undefined =>
  loaded.get(lessonId);
