// Time on task in a lesson (docs/product.md#time-on-task, decision 272). Usage:
//   const step = useLessonSteps(lesson);
//   <article onPointerDown={step} onKeyDown={step}>   // and step() when a tab opens
// A signed-in child's taps, keys and tab changes in a lesson tell the server "working in this
// lesson", at most once a minute from this page (the server keeps one row a minute anyway).
// Guests and grown-ups send nothing: only a child's time is counted.
import { useCallback, useRef } from 'react';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const REPORT_EVERY_MS = 60_000;

export function useLessonSteps(lesson: Pick<CurriculumLesson, 'id' | 'moduleId'>): () => void {
  const { user } = useAuth();
  const isChild = user?.kind === 'child';
  const lastSent = useRef(-Infinity);
  return useCallback(() => {
    if (!isChild) return;
    const now = Date.now();
    if (now - lastSent.current < REPORT_EVERY_MS) return;
    lastSent.current = now;
    apiRequest('POST', '/api/lesson-steps', { moduleId: lesson.moduleId, lessonId: lesson.id }).catch(
      (error: unknown) => console.warn('lesson: a step was not recorded', error),
    );
  }, [isChild, lesson.id, lesson.moduleId]);
}
