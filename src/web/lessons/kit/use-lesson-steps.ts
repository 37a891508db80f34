// Time on task in a lesson (docs/product.md#time-on-task, docs/decisions/272-lesson-steps.md).
// Usage:
//   const step = useLessonSteps(lesson);
//   <article onPointerDown={step} onKeyDown={step}>   // and step() when a tab opens
// A signed-in child's taps, keys and tab changes in a lesson tell the server "working in this
// lesson", at most once a minute from this page (the server keeps one row a minute anyway).
// Guests and grown-ups send nothing: only a child's time is counted. A step taken while the
// page still asks who is signed in is kept, and sent once that is known to be a child.
import { useCallback, useEffect, useRef } from 'react';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const REPORT_EVERY_MS = 60_000;

export function useLessonSteps(lesson: Pick<CurriculumLesson, 'id' | 'moduleId'>): () => void {
  const { user, isLoading } = useAuth();
  const isChild = user?.kind === 'child';
  const lastSent = useRef(-Infinity);
  const waiting = useRef(false);

  const send = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < REPORT_EVERY_MS) return;
    lastSent.current = now;
    apiRequest('POST', '/api/lesson-steps', { moduleId: lesson.moduleId, lessonId: lesson.id }).catch(
      (error: unknown) => console.warn('lesson: a step was not recorded', error),
    );
  }, [lesson.id, lesson.moduleId]);

  useEffect(() => {
    if (isLoading || !waiting.current) return;
    waiting.current = false;
    if (isChild) send();
  }, [isLoading, isChild, send]);

  return useCallback(() => {
    if (isLoading) waiting.current = true;
    else if (isChild) send();
  }, [isLoading, isChild, send]);
}
