import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Redirect } from '../components/redirect';
import { curriculum } from '../../../content/curriculum';
import { findLesson, isOpen, isOpenAt } from '../../domain/lessons/curriculum';
import { UnavailableLesson } from '../features/lesson-gate/unavailable-lesson';
import { currentLocale, wordsReady } from '../i18n/i18n';
import { loadedLessonPage, loadLessonPage } from '../lessons/registry';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { useLevel } from '../lib/use-level';

/**
 * An open lesson's own chunk loads before the route renders (see loadLessonPage), and with it the
 * lesson's words in the page's language: the kit's (`lesson`, `readAloud`), the lesson content's
 * translation (content/lessons/<id>.ts) and the curriculum's, so the first paint is in that
 * language with nothing left to load (no flash).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const lesson = findLesson(curriculum, params.lessonId ?? '');
  if (lesson && isOpen(lesson)) {
    const locale = currentLocale();
    await Promise.all([loadLessonPage(lesson.id), wordsReady(locale, ['lesson', 'readAloud'], [`lessons/${lesson.id}`, 'curriculum'])]);
  }
  return null;
}

/** /lessons/:lessonId: aliases redirect to the main id; open lessons load their own page. */
export function Component() {
  const { lessonId = '' } = useParams();
  const { isLoading } = useAuth();
  const level = useLevel();
  const lesson = findLesson(curriculum, lessonId);
  if (lesson && lesson.id !== lessonId) return <Redirect to={paths.lesson(lesson.id)} />;
  // docs/product.md#curriculum: a lesson that opens at a level (Data Collector) is locked below it;
  // the learner's level is known once the user has loaded.
  if (lesson && isOpen(lesson) && !isOpenAt(lesson, level))
    return isLoading ? null : <UnavailableLesson lesson={lesson} />;
  const Page = lesson && isOpen(lesson) ? loadedLessonPage(lesson.id) : undefined;
  if (!lesson || !Page) return <UnavailableLesson lesson={lesson} />;
  return <Page />;
}
