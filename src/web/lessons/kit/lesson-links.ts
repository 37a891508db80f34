// A lesson's Previous and Next links, from the curriculum (lessonLinks in
// src/domain/lessons/curriculum.ts): a page never writes another lesson's address.
// Usage: const { previous, next } = lessonHrefs('functions');  // '/lessons/conditionals', '/code-lab/worlds/function'
import { curriculum } from '../../../../content/curriculum';
import { lessonLinks } from '../../../domain/lessons/curriculum';
import type { LessonLink } from '../../../domain/lessons/curriculum-types';
import { paths } from '../../lib/paths';

function linkHref(link: LessonLink): string {
  if ('lesson' in link) return paths.lesson(link.lesson);
  if ('codeLabWorld' in link) return paths.codeLabWorld(link.codeLabWorld);
  return paths.learn;
}

/** The addresses of a lesson's Previous and Next links (undefined: it has none). */
export function lessonHrefs(lessonId: string): { previous?: string; next?: string } {
  const { previous, next } = lessonLinks(curriculum, lessonId);
  return { previous: previous && linkHref(previous), next: next && linkHref(next) };
}

/** The lesson a lesson's Next link goes to, when it goes to a lesson. */
export function nextLessonId(lessonId: string): string | undefined {
  const { next } = lessonLinks(curriculum, lessonId);
  return next && 'lesson' in next ? next.lesson : undefined;
}
