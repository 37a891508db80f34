import { Link } from 'react-router';
import { promisesUnlock } from '../../../domain/lessons/curriculum';
import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { useLevel } from '../../lib/use-level';
import { LevelGateLine } from '../../components/level-gate';

export type HubCardStatus =
  | { kind: 'open'; href: string; tag?: 'START HERE' | 'COMPLETED' }
  | { kind: 'coming-soon' }
  | { kind: 'locked'; unlockLevel: number };

const tagClass = {
  'START HERE': 'bg-amber-300 text-amber-950',
  COMPLETED: 'bg-emerald-700 text-white',
} as const;
const tagWords: Record<keyof typeof tagClass, MessageKey> = {
  'START HERE': 'learn.card.startHere',
  COMPLETED: 'learn.card.completed',
};

/**
 * A hub card. Open cards are one big link (the title's link covers the card); coming-soon
 * and locked cards are not links at all (docs/product.md#curriculum: locked lessons are not openable).
 */
export function HubCard({
  title,
  description,
  icon,
  details,
  status,
}: {
  title: string;
  description: string;
  icon: string;
  details?: string[];
  status: HubCardStatus;
}) {
  const t = useT('learn');
  const open = status.kind === 'open';
  const level = useLevel();
  return (
    <article
      className={`relative flex flex-col gap-3 rounded-3xl border-2 p-5 shadow-sm ${
        open
          ? 'border-violet-200 bg-white focus-within:ring-4 focus-within:ring-violet-400 hover:border-violet-500 hover:shadow-md'
          : 'border-slate-200 bg-slate-100'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className="text-4xl">
          {status.kind === 'locked' ? '🔒' : icon}
        </span>
        {open && status.tag && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-extrabold tracking-wide ${tagClass[status.tag]}`}
          >
            {t(tagWords[status.tag])}
          </span>
        )}
        {status.kind === 'coming-soon' && (
          <span className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900">
            {t('learn.card.comingSoon')}
          </span>
        )}
      </div>
      <h3 className="text-xl font-bold text-violet-950">
        {open ? (
          <Link
            to={status.href}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <p className="text-base text-slate-700">{description}</p>
      {details && details.length > 0 && (
        <p className="text-sm font-semibold text-slate-700">{details.join(' · ')}</p>
      )}
      {status.kind === 'locked' && (
        <div className="mt-auto grid gap-1">
          <p className="flex items-center gap-2 font-bold text-slate-800">
            <span aria-hidden="true">🔒</span> {promisesUnlock(status.unlockLevel, level)
              ? t('learn.card.unlockAtLevel', { level: status.unlockLevel })
              : t('learn.card.soon')}
          </p>
          {/* How far: "300 more points to Level 4" (docs/decisions/365-how-far-to-a-level.md). */}
          <LevelGateLine level={status.unlockLevel} howTo />
        </div>
      )}
    </article>
  );
}
