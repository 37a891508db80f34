import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The bespoke page of each open lesson, each its own lazily loaded chunk.
// Keyed by the curriculum's lesson id (content/curriculum.ts).
export const lessonPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'intro-to-coding': lazy(() => import('./intro-to-coding/lesson-page')),
  sequences: lazy(() => import('./sequences/lesson-page')),
  loops: lazy(() => import('./loops/lesson-page')),
  'pattern-master': lazy(() => import('./pattern-master/lesson-page')),
  'ai-basics': lazy(() => import('./ai-basics/lesson-page')),
  conditionals: lazy(() => import('./conditionals/lesson-page')),
};
