// A lesson's curriculum entry, and the same entry in the page's language.
// Usage: const { lesson } = lessonInfo('loops');  in a component: const shown = useShownLesson(lesson);
import { curriculum } from '../../../../content/curriculum';
import { findLesson } from '../../../domain/lessons/curriculum';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import { useContent } from '../../i18n/use-t';

export function lessonInfo(lessonId: string) {
  const lesson = findLesson(curriculum, lessonId);
  if (!lesson) throw new Error(`lessonInfo: no curriculum lesson "${lessonId}"`);
  return { lesson };
}

/** The lesson with its title and description in the page's language (content/curriculum.ts's translation). */
export function useShownLesson(lesson: CurriculumLesson): CurriculumLesson {
  const shown = useContent('curriculum', 'curriculum', curriculum);
  return findLesson(shown, lesson.id) ?? lesson;
}
