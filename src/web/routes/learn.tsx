import { useAuth } from '../lib/auth';
import { GuestBanner } from '../features/learn-hub/guest-banner';
import { LearnHub } from '../features/learn-hub/learn-hub';
import { useT } from '../i18n/use-t';

export function Component() {
  const t = useT('learn');
  const { user } = useAuth();
  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-4xl font-extrabold text-violet-900">{t('learn.title')}</h1>
        <p className="mt-2 text-xl">{t('learn.intro')}</p>
        {/* A child's work is seen by the grown-up or teacher who made the profile (docs/product.md#the-family-page). */}
        {user?.kind === 'child' && (
          <p className="mt-2 text-lg font-bold text-violet-900">{t('learn.childNote')}</p>
        )}
      </header>
      <GuestBanner />
      <LearnHub />
    </div>
  );
}
