import { Link } from 'react-router';
import { isOpen, openingLevel } from '../../../domain/lessons/curriculum';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import { LevelGateDetails } from '../../components/level-gate-details';
import { paths } from '../../lib/paths';
import { useLevel } from '../../lib/use-level';
import { curriculum as englishCurriculum } from '../../../../content/curriculum';
import { useContent, useT } from '../../i18n/use-t';

/**
 * docs/product.md#coming-soon-and-unknown-pages: a lesson that is coming soon, locked or unknown gets a friendly page with a
 * way back, never a 404 (the hub links to such slugs). So does a lesson that opens at a level the learner has not reached.
 */
export function UnavailableLesson({ lesson: english }: { lesson: CurriculumLesson | undefined }) {
  const t = useT('lessonGate');
  const curriculum = useContent('curriculum', 'curriculum', englishCurriculum);
  const lesson = english && (curriculum.lessons.find((l) => l.id === english.id) ?? english);
  const level = useLevel();
  // At or above its level, a lesson not built yet is simply coming soon
  // (docs/decisions/123-level-promises.md, by the one rule of docs/decisions/394-level-gates-as-data.md).
  // A real lesson that opens at a level (Data Collector) is shown here only below that level.
  const opensLater = lesson !== undefined && isOpen(lesson);
  const availability = opensLater
    ? ({ state: 'locked', unlockLevel: openingLevel(lesson) } as const)
    : lesson?.opensAtLevel !== undefined && !isOpenAtLevel(lesson.opensAtLevel, level)
      ? ({ state: 'locked', unlockLevel: lesson.opensAtLevel } as const)
      : lesson?.availability;
  const heading = !lesson
    ? t('lessonGate.notFoundTitle')
    : availability?.state === 'locked'
      ? t('lessonGate.lockedTitle', { lesson: lesson.cardTitle, level: availability.unlockLevel })
      : t('lessonGate.comingSoonTitle', { lesson: lesson.cardTitle });
  const text = !lesson
    ? t('lessonGate.notFound')
    : availability?.state === 'locked' && opensLater
      ? t('lessonGate.opensLater', { description: lesson.description, level: availability.unlockLevel })
      : availability?.state === 'locked'
        ? t('lessonGate.stillBuildingLocked', { description: lesson.description, level: availability.unlockLevel })
        : t('lessonGate.stillBuilding', { description: lesson.description });
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow">
      <span aria-hidden="true" className="text-6xl">
        {!lesson ? '🧭' : availability?.state === 'locked' ? '🔒' : lesson.icon}
      </span>
      <h1 className="mt-4 text-3xl font-bold text-violet-900">{heading}</h1>
      <p className="mt-4 text-lg">{text}</p>
      {/* How far, and how to get there (docs/decisions/365-how-far-to-a-level.md): the card says the same number. */}
      {lesson && availability?.state === 'locked' && <LevelGateDetails level={availability.unlockLevel} />}
      <Link
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
        to={paths.learn}
      >
        {t('lessonGate.backToLessons')}
      </Link>
    </section>
  );
}
