import { curriculum as englishCurriculum } from '../../../../content/curriculum';
import type { HubTab } from '../../../domain/lessons/curriculum-types';
import { lessonCardState } from '../../../domain/lessons/curriculum';
import { paths } from '../../lib/paths';
import { useLevel } from '../../lib/use-level';
import { HubCard, type HubCardStatus } from './hub-card';
import { useContent, useT } from '../../i18n/use-t';

/** The lesson cards of one hub tab, in learning-path order (docs/product.md#curriculum). */
export function LessonCards({ tab, completed }: { tab: HubTab; completed: ReadonlySet<string> }) {
  const t = useT('learn');
  const curriculum = useContent('curriculum', 'curriculum', englishCurriculum);
  const lessons = curriculum.lessons.filter((lesson) => lesson.hubTab === tab);
  const level = useLevel();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {lessons.map((lesson) => {
        const state = lessonCardState(curriculum, lesson, completed, level);
        const href = paths.lesson(lesson.id);
        const status: HubCardStatus =
          state.kind === 'completed'
            ? { kind: 'open', href, tag: 'COMPLETED' }
            : state.kind === 'start-here'
              ? { kind: 'open', href, tag: 'START HERE' }
              : state.kind === 'open'
                ? { kind: 'open', href }
                : state;
        const details =
          state.kind === 'open' || state.kind === 'start-here' || state.kind === 'completed'
            ? [t('learn.card.minutes', { minutes: lesson.durationMinutes }), t('learn.card.points', { points: lesson.points })]
            : [t('learn.card.minutes', { minutes: lesson.durationMinutes })];
        return (
          <li key={lesson.id} className="grid">
            <HubCard
              title={lesson.cardTitle}
              description={lesson.description}
              icon={lesson.icon}
              details={details}
              status={status}
            />
          </li>
        );
      })}
    </ul>
  );
}
