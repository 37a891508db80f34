import { Link } from 'react-router';
import { curriculum } from '../../../../content/curriculum';
import { brand } from '../../../domain/brand';
import { completedCount } from '../../../domain/curriculum';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { hasGuestData, useGuestData } from '../../lib/use-guest-data';

/** docs/product.md#lessons-hub: for guests with saved guest data, their points and lessons, and a sign-up link. */
export function GuestBanner() {
  const { user, isLoading } = useAuth();
  const guest = useGuestData();
  if (user || isLoading || !hasGuestData(guest)) return null;
  const lessons = completedCount(curriculum, guest.progress);
  return (
    <section
      aria-label="Your guest progress"
      className="flex flex-wrap items-center justify-between gap-4 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5"
    >
      <p className="text-lg text-amber-950">
        <span aria-hidden="true">⭐ </span>
        You have earned <strong>{guest.points}</strong> {brand.points} and completed{' '}
        <strong>{lessons}</strong> {lessons === 1 ? 'lesson' : 'lessons'} as a guest. Sign up so you
        don&apos;t lose them!
      </p>
      <Link
        to={paths.signUp}
        className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
      >
        Sign Up to Save Progress
      </Link>
    </section>
  );
}
