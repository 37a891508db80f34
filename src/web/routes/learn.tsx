import { brand } from '../../domain/brand';
import { GuestBanner } from '../features/learn-hub/guest-banner';
import { LearnHub } from '../features/learn-hub/learn-hub';

export function Component() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-4xl font-extrabold text-violet-900">Choose Your Adventure</h1>
        <p className="mt-2 text-xl">
          Pick a lesson and learn to code with {brand.mascot}, one small step at a time.
        </p>
      </header>
      <GuestBanner />
      <LearnHub />
    </div>
  );
}
