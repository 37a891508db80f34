import { curriculum } from '../../../../content/curriculum';
import { badges as englishBadges } from '../../../../content/badges';
import { badgeStates, type BadgeState } from '../../../domain/points/badges';
import { useAchievements } from './use-achievements';
import { PointsPanel } from './points-panel';
import type { MessageKey } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';

const stateLabel: Record<BadgeState, MessageKey> = {
  earned: 'learn.badges.earned',
  'in-progress': 'learn.badges.inProgress',
  locked: 'learn.badges.locked',
};
const stateClass: Record<BadgeState, string> = {
  earned: 'border-amber-300 bg-amber-50',
  'in-progress': 'border-sky-300 bg-sky-50',
  locked: 'border-slate-200 bg-slate-100',
};
const labelClass: Record<BadgeState, string> = {
  earned: 'bg-amber-300 text-amber-950',
  'in-progress': 'bg-sky-200 text-sky-950',
  locked: 'bg-slate-300 text-slate-900',
};

/** docs/product.md#points-levels-and-badges: badges and the points panel from real data (the server's when signed in). */
export function BadgesPanel() {
  const t = useT('learn');
  const badges = useContent('badges', 'badges', englishBadges);
  const achieved = useAchievements();
  const statuses = badgeStates(curriculum, badges, achieved);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="badges-title" className="lg:col-span-2">
        <h2 id="badges-title" className="mb-4 text-2xl font-bold text-violet-900">
          {t('learn.badges.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {statuses.map(({ badge, state, progress }) => (
            <li
              key={badge.id}
              className={`flex items-center gap-4 rounded-3xl border-2 p-4 ${stateClass[state]}`}
            >
              <span
                aria-hidden="true"
                className={`text-4xl ${state === 'locked' ? 'opacity-40 grayscale' : ''}`}
              >
                {state === 'locked' ? '🔒' : badge.icon}
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{badge.title}</h3>
                <p className="text-sm text-slate-700">{badge.description}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-bold ${labelClass[state]}`}
                  >
                    {t(stateLabel[state])}
                  </span>
                  {progress && (
                    <span className="text-sm text-slate-700">
                      {t('learn.badges.gamesProgress', { have: progress.have, need: progress.need })}
                    </span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <PointsPanel points={achieved.points} />
    </div>
  );
}
