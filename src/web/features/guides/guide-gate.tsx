import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { guidePageMessages as t } from '../../../domain/guide-page-messages';
import { primaryButton } from '../../components/button-styles';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth';
import { openAuthDialog } from '../../lib/auth-dialog';
import { paths } from '../../lib/paths';

const card =
  'mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow';

/**
 * The guide pages' door (docs/product/guide-pages.md, decision 295): a guest is asked to sign in,
 * as on the class and family pages; a child is sent home with a kind word; any grown-up goes in
 * (the server checks every call: a child's session gets a 403, no session a 401).
 */
export function GuideGate({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <PageLoading className="mt-4 text-lg">{t.loading}</PageLoading>
      </section>
    );
  }
  if (!user) {
    return (
      <section className={card}>
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="text-lg" role="status">
          {t.signInNeeded}
        </p>
        <button type="button" className={primaryButton} onClick={() => openAuthDialog('sign-in')}>
          {t.signIn}
        </button>
      </section>
    );
  }
  if (user.kind === 'child') {
    return (
      <section className={card}>
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <p className="text-lg" role="status">
          {t.childNotAllowed}
        </p>
        <Link className={primaryButton} to={paths.home}>
          {t.goHome}
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
