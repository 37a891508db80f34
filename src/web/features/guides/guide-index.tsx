// /teach: every lesson guide, the lessons first, then the Code Lab worlds, each with its
// objective (docs/product/guide-pages.md).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/use-t';
import { secondaryButton } from '../../components/button-styles';
import { PageLoading } from '../../components/page-loading';
import { ApiError, userMessageOf } from '../../lib/api';
import { GuideProblem } from './guide-page';
import { guideListQueryOptions, guidePath, type GuideSummary } from './guides-api';

export function GuideIndex() {
  const t = useT('guides');
  const list = useQuery(guideListQueryOptions(useLocale()));
  if (list.isPending) return <PageLoading className="text-lg">{t('guides.loadingIndex')}</PageLoading>;
  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 403)
      return <GuideProblem error={list.error} onRetry={() => void list.refetch()} titled={false} />;
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-lg">
          {userMessageOf(list.error)}
        </p>
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => void list.refetch()}
        >
          {t('guides.retry')}
        </button>
      </div>
    );
  }
  const { guides } = list.data;
  return (
    <div className="grid gap-6">
      <GuideGroup
        id="guides-lessons"
        title={t('guides.lessonsTitle')}
        guides={guides.filter((g) => g.kind === 'lesson')}
      />
      <GuideGroup
        id="guides-worlds"
        title={t('guides.worldsTitle')}
        guides={guides.filter((g) => g.kind === 'world')}
      />
    </div>
  );
}

function GuideGroup({ id, title, guides }: { id: string; title: string; guides: GuideSummary[] }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-2xl font-extrabold text-violet-900">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {guides.map((g) => (
          <li key={g.id}>
            <Link
              to={guidePath(g.id)}
              className="grid h-full min-h-11 gap-1 rounded-3xl border-2 border-violet-200 bg-white p-4 shadow-sm hover:border-violet-500"
            >
              <span className="text-xl font-extrabold break-words text-violet-900">{g.title}</span>
              <span className="text-lg text-slate-800">{g.objective}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
