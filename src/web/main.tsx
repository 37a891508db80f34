import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { loadMatchedRoutes } from './app/first-paint';
import { readPageData } from './app/page-data';
import { setServerOrigin } from './lib/page-origin';
import { loadPageWords, startI18n } from './i18n/i18n';
import { hasSignedInHint, USER_QUERY_KEY } from './lib/auth';
import type { User } from './lib/user';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const page = readPageData();

// A page kept for offline use was rendered for a visitor: someone signed in since renders it anew.
if (page && page.signedIn === hasSignedInHint()) {
  // The server rendered this page (docs/decisions/401-the-first-paint-from-the-server.md): with its
  // words, its data and its route's code in hand, the browser's first render is the server's.
  loadPageWords(page.words);
  setServerOrigin(page.origin ?? '');
  if (page.queries) hydrate(queryClient, page.queries);
  // The server said who is signed in: this device keeps them for offline use (known-user.ts).
  const user = queryClient.getQueryData<User>(USER_QUERY_KEY);
  if (user) void import('./lib/known-user').then((m) => m.rememberUser(user));
  await loadMatchedRoutes(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData: page.router });
  hydrateRoot(
    root,
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
    {
      // A page that wakes up unlike the server drew it is redrawn by React, which says so only in
      // a development build: say it here too, so every test in a browser fails on it.
      onRecoverableError: (error) => console.error('Hydration:', error),
    },
  );
} else {
  // The app's own shell (the service worker's offline copy): the page's language and the shell's
  // words first, so the first paint is in that language.
  const router = createBrowserRouter(routes);
  await startI18n();
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
