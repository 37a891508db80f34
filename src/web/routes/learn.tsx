import { brand } from '../../domain/brand';
import { childSessionMessages } from '../../domain/child-session-messages';
import { useAuth } from '../lib/auth';
import { GuestBanner } from '../features/learn-hub/guest-banner';
import { LearnHub } from '../features/learn-hub/learn-hub';

export function Component() {
  const { user } = useAuth();
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-4xl font-extrabold text-violet-900">Choose Your Adventure</h1>
        <p className="mt-2 text-xl">
          Pick a lesson and learn to code with {brand.mascot}, one small step at a time.
        </p>
        {/* A child's work is seen by the grown-up or teacher who made the profile (docs/product.md#the-family-page). */}
        {user?.kind === 'child' && (
          <p className="mt-2 text-lg font-bold text-violet-900">{childSessionMessages.session.childNote}</p>
        )}
      </header>
      <GuestBanner />
      <LearnHub />
    </div>
  );
}
