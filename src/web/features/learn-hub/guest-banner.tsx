import { Link } from 'react-router';
import { curriculum } from '../../../../content/curriculum';
import { completedCount } from '../../../domain/lessons/curriculum';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { hasGuestData, useGuestData } from '../../lib/use-guest-data';
import { rich, strong } from '../../i18n/rich';
import { useT } from '../../i18n/use-t';

/** docs/product.md#lessons-hub: for guests with saved guest data, their points and lessons, and a sign-up link. */
export function GuestBanner() {
  const t = useT('learn');
  const { user, isLoading } = useAuth();
  const guest = useGuestData();
  if (user || isLoading || !hasGuestData(guest)) return null;
  const lessons = completedCount(curriculum, guest.progress);
  return (
    <section
      aria-label={t('learn.guest.label')}
      className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5"
    >
      <p className="text-lg text-amber-950">
        <span aria-hidden="true">⭐ </span>
        {rich(t('learn.guest.line', { points: guest.points, lessons }), { b: strong })}
      </p>
      <Link
        to={paths.signUp}
        className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
      >
        {t('learn.guest.signUp')}
      </Link>
    </section>
  );
}
