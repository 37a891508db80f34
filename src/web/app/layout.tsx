import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Header } from './header';
import { Toaster } from '../components/toaster';
import { AuthDialog } from '../features/auth/auth-dialog';
import { FeedbackButton } from '../features/feedback/feedback-button';
import { InstallCard } from '../features/install-app/install-card';

export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-violet-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3">
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6" aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<p className="p-8 text-center">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <InstallCard />
      {/* Room at the bottom so the floating feedback button never covers the page's last line. */}
      <div aria-hidden="true" className="h-24" />
      <FeedbackButton />
      <AuthDialog />
      <Toaster />
    </div>
  );
}
