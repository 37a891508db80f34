import { POINT_BADGE_THRESHOLDS } from '../../../domain/constants';
import { useT } from '../../i18n/use-t';

export type BadgeTone = 'purple' | 'blue' | 'green' | 'grey';

// docs/product.md#admin-pages: 500 or more purple, 200 or more blue, 50 or more green, otherwise grey.
export function pointBadgeTone(points: number): BadgeTone {
  if (points >= POINT_BADGE_THRESHOLDS.purple) return 'purple';
  if (points >= POINT_BADGE_THRESHOLDS.blue) return 'blue';
  if (points >= POINT_BADGE_THRESHOLDS.green) return 'green';
  return 'grey';
}

const toneClass: Record<BadgeTone, string> = {
  purple: 'bg-purple-100 text-purple-900 border-purple-700',
  blue: 'bg-blue-100 text-blue-900 border-blue-700',
  green: 'bg-green-100 text-green-900 border-green-700',
  grey: 'bg-slate-100 text-slate-800 border-slate-500',
};

/** The number is always written out: the colour is a hint, never the only signal. */
export function PointBadge({ points }: { points: number }) {
  const t = useT('admin');
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-bold whitespace-nowrap ${toneClass[pointBadgeTone(points)]}`}>
      {t('admin.outreach.points', { points })}
    </span>
  );
}
