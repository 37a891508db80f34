import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classPageMessages as t } from '../../../domain/class-page-messages';
import { primaryButton } from '../../components/button-styles';
import { useAuth } from '../../lib/auth';
import { openAuthDialog } from '../../lib/auth-dialog';
import { paths } from '../../lib/paths';

/**
 * The class pages' door (docs/product.md#classes): a guest is asked to sign in, a child is told
 * the page is for teachers, any grown-up's account goes in (the server checks every call).
 */
export function TeacherGate({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="mt-4 text-lg">{t.loading}</p>
      </section>
    );
  }
  if (!user || user.kind === 'child') {
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="text-lg" role="status">
          {user ? t.childNotAllowed : t.signInNeeded}
        </p>
        {user ? (
          <Link className={primaryButton} to={paths.learn}>
            {t.backToLearn}
          </Link>
        ) : (
          <button type="button" className={primaryButton} onClick={() => openAuthDialog('sign-in')}>
            {t.signIn}
          </button>
        )}
      </section>
    );
  }
  return <>{children}</>;
}
