import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { Header } from './header';
import { LazyAuthDialog } from './lazy-dialogs';
import { ToasterLoader } from '../components/toaster-loader';
import { FeedbackButton } from '../features/feedback/feedback-button';
import { LazyInstallCard } from './lazy-install-card';
import { useLandAtStart } from './use-land-at-start';
import { PageLoading, usePageLoading } from '../components/page-loading';
import { useT } from '../i18n/use-t';

export function Layout() {
  const t = useT('shell');
  const navigation = useNavigation();
  const { isLoading: userLoading } = useAuth();
  const pageLoading = usePageLoading();
  useLandAtStart();
  return (
    <div className="min-h-screen bg-violet-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main
        id="main"
        className="mx-auto max-w-6xl px-4 py-6"
        aria-busy={navigation.state === 'loading'}
      >
        <Suspense fallback={<PageLoading className="p-8 text-center">{t('shell.loading')}</PageLoading>}>
          <Outlet />
        </Suspense>
      </main>
      {/* What comes later is added below what is already shown, never above it, so nothing on
          screen moves (docs/decisions/105-first-load-room-for-what-comes-next.md): the footer waits while a signed-in user loads and while the
          page shows a loading line (it grows then, docs/decisions/144-first-paint-loads-only-what-it-shows.md), and the install card, which
          appears when the browser offers it, comes last. */}
      {!userLoading && !pageLoading && (
        <footer className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-2 pb-6">
          <Link
            to={paths.privacy}
            className="inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4"
          >
            {t('shell.privacy')}
          </Link>
          <FeedbackButton />
        </footer>
      )}
      <LazyInstallCard />
      <LazyAuthDialog />
      <ToasterLoader />
      <ScrollRestoration />
    </div>
  );
}
