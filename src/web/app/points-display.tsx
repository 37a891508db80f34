import { levelForPoints } from '../../domain/constants';
import { useAuth } from '../lib/auth';
import { useGuestPoints } from '../lib/use-guest-points';
import { useT } from '../i18n/use-t';

/**
 * Header points: the account's points and level, or a guest's points kept in the browser. Its
 * width is fixed for up to five digits, so the header never moves as points grow.
 */
export function PointsDisplay() {
  const t = useT('shell');
  const { user } = useAuth();
  const guestPoints = useGuestPoints();
  const points = user ? user.points : guestPoints;
  const level = user ? user.level : levelForPoints(guestPoints);
  return (
    <p className="inline-flex min-h-11 min-w-[11.5rem] shrink-0 xl:min-w-[8.5rem] xl:px-3 2xl:min-w-[11.5rem] items-center justify-center gap-2 rounded-full bg-violet-950/40 px-4 font-bold whitespace-nowrap tabular-nums">
      <span aria-hidden="true">⭐</span>
      <span>
        {points} <span className="sr-only 2xl:not-sr-only">{t('shell.adaPoints')}</span>
      </span>
      <span aria-hidden="true">·</span>
      <span>{t('shell.level', { level })}</span>
    </p>
  );
}
