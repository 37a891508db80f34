import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider, useAuth } from '../lib/auth';
import { useAfterPageShown } from '../components/page-loading';
import { pageWordsWhole } from '../i18n/i18n';

// Only a signed-in learner has saves waiting to be sent (a guest's stay in guest storage), so
// the sync and its queue load only once someone is signed in
// (docs/decisions/105-first-load-room-for-what-comes-next.md), and once the page has shown what it
// paints first (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const PendingSavesSync = lazy(() =>
  import('../lib/pending-saves-sync').then((m) => ({ default: m.PendingSavesSync })),
);

function SignedInSync() {
  const { user } = useAuth();
  const pageShown = useAfterPageShown();
  return user && pageShown ? (
    <Suspense fallback={null}>
      <PendingSavesSync />
    </Suspense>
  ) : null;
}

/** `client`: the one the server rendered with, or the one the browser hydrated from the page. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // The page is awake: the app has taken over the server's HTML and has all the words its controls
  // may say, and they answer (styles.css lets them be pressed from now on;
  // docs/decisions/401-the-first-paint-from-the-server.md).
  useEffect(() => {
    void pageWordsWhole().then(() => document.documentElement.setAttribute('data-awake', ''));
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SignedInSync />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}
