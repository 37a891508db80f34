import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';

/**
 * The guide pages' door (docs/product/guide-pages.md, docs/decisions/295-the-guide-pages-door.md,
 * docs/decisions/405-the-guides-door-stays.md): a child's session and a guest are told with a kind
 * word, which says how a grown-up gets in, with a way home; any grown-up goes in (the server checks
 * every call: a child's session gets a 403, no session a 401).
 */
export function GuideGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('guides', 'shell');
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <section aria-busy="true" className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
        <PageLoading className="mt-4 text-lg">{t('guides.loading')}</PageLoading>
      </section>
    );
  }
  if (!user || user.kind === 'child')
    return (
      <SentHome
        title={title}
        words={user ? t('guides.childNotAllowed') : t('guides.signInNeeded')}
        home={t('shell.backHome')}
      />
    );
  return <>{children}</>;
}

/**
 * The kind word, with a way home: the page the server painted, which stays as it is when it wakes
 * up (it used to go home by itself, which moved the whole page: docs/decisions/405-the-guides-door-stays.md).
 */
function SentHome({ title, words, home }: { title: string; words: string; home: string }) {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
      <p className="mt-4 text-lg">{words}</p>
      <Link
        to={paths.home}
        className="mt-4 inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4"
      >
        {home}
      </Link>
    </section>
  );
}
