import type { RouteObject } from 'react-router';
import { currentLocale, wordsReady, type Namespace } from '../i18n/i18n';
import { Layout } from './layout';
import { lazy, Suspense } from 'react';
import type { User } from '../lib/user';
import { hasClassesQueryOptions } from './has-classes-query';

/**
 * The words a screen paints first with, in the page's language, fetched beside its code (not
 * after it), so it shows at once in that language (docs/product/languages.md): its message
 * namespaces and its content translations. A screen not listed loads its words when a component
 * first asks (useT suspends), or at its module's top (`await loadNamespace(...)`).
 */
const screenWords: Record<string, { namespaces: Namespace[]; content?: string[] }> = {
  '/': { namespaces: ['home'], content: ['curriculum'] },
  '/learn': { namespaces: ['learn'], content: ['curriculum', 'badges', 'games'] },
  '/projects': { namespaces: ['projects'], content: ['projects'] },
  '/chore-tracker': { namespaces: ['chores'] },
  '/play': { namespaces: ['play'], content: ['games'] },
  '/play/:gameId': { namespaces: ['play'], content: ['games'] },
  // Only for a lesson that is not open (its friendly page), but small.
  '/lessons/:lessonId': { namespaces: ['lessonGate'], content: ['curriculum'] },
};

// The error page loads when a page fails, not with every page.
const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));
function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

type Lazy = () => Promise<object>;
const withWords = (path: string, lazy: Lazy): Lazy => {
  const words = screenWords[path];
  if (!words) return lazy;
  return async () => {
    const locale = currentLocale();
    const [module] = await Promise.all([lazy(), wordsReady(locale, words.namespaces, words.content)]);
    return module;
  };
};

// Every screen is its own lazily loaded chunk (per-route code splitting, docs/product.md#stack).
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: LazyRouteError,
    // Nothing shows while the first page's code and loader run (their files are preloaded,
    // docs/decisions/084-first-paint-on-slow-connections.md); naming that spares React Router's
    // console warning, and the stack trace it makes, on every page load
    // (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
    HydrateFallback: () => null,
    // The header's Classes link, for a grown-up: asked by the server before it renders their page
    // (docs/decisions/401-the-first-paint-from-the-server.md).
    handle: {
      serverQueries: (_params: unknown, user: User) => (user.kind === 'grown-up' ? [hasClassesQueryOptions(user.id)] : []),
    },
    children: [
      { path: '/', lazy: () => import('../routes/home') },
      { path: '/learn', lazy: () => import('../routes/learn') },
      { path: '/projects', lazy: () => import('../routes/projects') },
      { path: '/play', lazy: () => import('../routes/play') },
      { path: '/play/:gameId', lazy: () => import('../routes/play') },
      { path: '/lessons/:lessonId', lazy: () => import('../routes/lesson') },
      { path: '/auth', lazy: () => import('../routes/auth') },
      { path: '/reset-password', lazy: () => import('../routes/reset-password') },
      { path: '/admin', lazy: () => import('../routes/admin') },
      { path: '/admin/feedback', lazy: () => import('../routes/admin-feedback') },
      { path: '/admin/outreach', lazy: () => import('../routes/admin-outreach') },
      { path: '/code-lab', lazy: () => import('../routes/code-lab') },
      { path: '/code-lab/worlds/:worldId', lazy: () => import('../routes/code-lab-world') },
      { path: '/code-lab/studio', lazy: () => import('../routes/code-lab-studio') },
      { path: '/gallery', lazy: () => import('../routes/gallery') },
      { path: '/code-lab/:levelId', lazy: () => import('../routes/code-lab-level') },
      { path: '/chore-tracker', lazy: () => import('../routes/chore-tracker') },
      { path: '/unsubscribe', lazy: () => import('../routes/unsubscribe') },
      { path: '/confirm-email', lazy: () => import('../routes/confirm-email') },
      { path: '/family', lazy: () => import('../routes/family') },
      { path: '/privacy', lazy: () => import('../routes/privacy') },
      { path: '/join', lazy: () => import('../routes/join') },
      { path: '/classes', lazy: () => import('../routes/classes') },
      { path: '/classes/:classId', lazy: () => import('../routes/class') },
      { path: '/classes/:classId/present/:levelId', lazy: () => import('../routes/class-present') },
      { path: '/teach', lazy: () => import('../routes/teach') },
      { path: '/teach/code-lab/:worldId', lazy: () => import('../routes/teach-guide') },
      { path: '/teach/:lessonId', lazy: () => import('../routes/teach-guide') },
      { path: '*', lazy: () => import('../routes/not-found') },
    ],
  },
];

for (const route of routes[0]!.children! as Array<{ path: string; lazy: Lazy }>) {
  route.lazy = withWords(route.path, route.lazy);
}

