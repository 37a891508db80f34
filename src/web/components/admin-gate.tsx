import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { PageLoading } from './page-loading';

/**
 * The admin pages' door (docs/product.md#admin-pages): guests are asked to sign in, learners are told
 * plainly that the page is not for them, admins see the page. The server checks again on
 * every call; this only decides what to show.
 */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('admin');
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <PageLoading className="mt-4 text-lg">{t('admin.loading')}</PageLoading>
      </section>
    );
  }
  if (!user || user.role !== 'admin') {
    return (
      <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="mt-4 text-lg" role="status">
          {user ? t('admin.notAllowed') : t('admin.signInNeeded')}
        </p>
        <Link
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
          to={user ? paths.home : paths.auth}
        >
          {user ? t('admin.backHome') : t('admin.signIn')}
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
