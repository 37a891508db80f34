import { useEffect, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { useAuth } from '../../lib/auth';
import { openAuthDialog } from '../../lib/auth-dialog';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../components/page-loading';

/**
 * The class pages' door (docs/product.md#classes): a guest is asked to sign in, a child is told
 * the page is for teachers, any grown-up's account goes in (the server checks every call). The
 * teacher's screens are lazy: their code loads only for a grown-up
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function TeacherGate({
  title,
  children,
  prefetch,
  waiting,
}: {
  title: string;
  children: ReactNode;
  /** What shows while the signed-in user loads (a page's frame), instead of a loading line. */
  waiting?: ReactNode;
  /**
   * Asks for the page's data while the signed-in user loads, not after
   * (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
   */
  prefetch?: (queryClient: QueryClient) => void;
}) {
  const t = useT('classes');
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Loading means the signed_in hint says someone is signed in: most likely a teacher.
    if (isLoading) prefetch?.(queryClient);
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (isLoading && waiting) return waiting;
  if (isLoading) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <PageLoading className="mt-4 text-lg">{t('classes.loading')}</PageLoading>
      </section>
    );
  }
  if (!user || user.kind === 'child') {
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="text-lg" role="status">
          {user ? t('classes.childNotAllowed') : t('classes.signInNeeded')}
        </p>
        {user ? (
          <Link className={primaryButton} to={paths.learn}>
            {t('classes.backToLearn')}
          </Link>
        ) : (
          <button type="button" className={primaryButton} onClick={() => openAuthDialog('sign-in')}>
            {t('classes.signIn')}
          </button>
        )}
      </section>
    );
  }
  return <>{children}</>;
}
