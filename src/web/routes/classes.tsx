import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { linkButton } from '../components/button-styles';
import { classListQueryOptions } from '../features/classes/classes-api';
import { TeacherGate } from '../features/classes/teacher-gate';
import { PageLoading } from '../components/page-loading';
import { hasSignedInHint } from '../lib/auth';
import { paths } from '../lib/paths';
import { preloadable } from '../lib/preloadable';
import { usePageOrigin } from '../lib/page-origin';

// The class list is its own chunk: a visitor, asked to sign in, never loads it.
const classList = preloadable(() =>
  import('../features/classes/class-list').then((m) => m.ClassList),
);

/**
 * Someone signed in (the hint cookie says so) most likely needs the list: its code starts
 * loading with the route, but the route does not wait for it (the page's title and loading line
 * paint first; docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function loader() {
  if (hasSignedInHint()) classList.preload();
  return null;
}

/**
 * The signed-in screen a page rendered on the server shows, loaded before it renders there and
 * before the browser wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export const handle = {
  beforeFirstPaint: () => (hasSignedInHint() ? classList.load() : undefined),
  // What the server asks before it renders the page for its teacher (TeacherGate's prefetch).
  serverQueries: () => [classListQueryOptions()],
};

// /classes: a teacher's classes (docs/product.md#classes).
export function Component() {
  const t = useT('classes', 'guides');
  const origin = usePageOrigin();
  return (
    <TeacherGate
      title={t('classes.listTitle')}
      prefetch={(queryClient) => void queryClient.prefetchQuery(classListQueryOptions())}
    >
      <div className="mx-auto grid max-w-4xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-4xl font-extrabold text-violet-900">{t('classes.listTitle')}</h1>
          <p className="text-lg">{t('classes.listIntro', { joinAddress: `${origin}${paths.join}` })}</p>
          <p>
            <Link to={paths.teach} className={linkButton}>
              {t('guides.guidesLink')}
            </Link>
          </p>
        </header>
        <classList.WhenLoaded
          props={{}}
          waiting={<PageLoading className="text-lg">{t('classes.loading')}</PageLoading>}
        />
      </div>
    </TeacherGate>
  );
}
