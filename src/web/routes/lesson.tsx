import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { curriculum } from '../../../content/curriculum';
import { findLesson, isOpen } from '../../domain/curriculum';
import { UnavailableLesson } from '../features/lesson-gate/unavailable-lesson';
import { lessonPages } from '../lessons/registry';
import { paths } from '../lib/paths';

/** /lessons/:lessonId: aliases redirect to the main id; open lessons load their own page. */
export function Component() {
  const { lessonId = '' } = useParams();
  const lesson = findLesson(curriculum, lessonId);
  if (lesson && lesson.id !== lessonId) return <Navigate to={paths.lesson(lesson.id)} replace />;
  const Page = lesson && isOpen(lesson) ? lessonPages[lesson.id] : undefined;
  if (!lesson || !Page) return <UnavailableLesson lesson={lesson} />;
  return (
    <Suspense fallback={<p className="p-8 text-center text-lg">Loading the lesson...</p>}>
      <Page />
    </Suspense>
  );
}
