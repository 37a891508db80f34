// A lesson's curriculum entry and its header badges ('50 points', '15 min').
// Usage: const { lesson, badges } = lessonInfo('loops');
import { curriculum } from '../../../../content/curriculum';
import { findLesson } from '../../../domain/curriculum';
import type { CurriculumLesson } from '../../../domain/curriculum-types';

export const lessonBadges = (lesson: CurriculumLesson) =>
  [`${lesson.points} points`, `${lesson.durationMinutes} min`] as const;

export function lessonInfo(lessonId: string) {
  const lesson = findLesson(curriculum, lessonId);
  if (!lesson) throw new Error(`lessonInfo: no curriculum lesson "${lessonId}"`);
  return { lesson, badges: lessonBadges(lesson) };
}
