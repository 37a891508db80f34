import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast-store';

/**
 * The guide pages' door (docs/product/guide-pages.md, docs/decisions/295-the-guide-pages-door.md):
 * a child's session and a guest are sent home with a kind word, which says how a grown-up gets in;
 * any grown-up goes in (the server checks every call: a child's session gets a 403, no session a
 * 401).
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
    return <SentHome title={title} words={user ? t('guides.childNotAllowed') : t('guides.signInNeeded')} home={t('shell.backHome')} />;
  return <>{children}</>;
}

/**
 * Says the kind word as a toast, which stays on screen over Home, and goes there. Until then (and
 * read without JavaScript, as the server renders it) the page says it, with a way home.
 */
function SentHome({ title, words, home }: { title: string; words: string; home: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: words });
    void navigate(paths.home, { replace: true });
  }, [words, navigate]);
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-extrabold text-violet-900">{title}</h1>
      <p className="mt-4 text-lg">{words}</p>
      <Link to={paths.home} className="mt-4 inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4">
        {home}
      </Link>
    </section>
  );
}
