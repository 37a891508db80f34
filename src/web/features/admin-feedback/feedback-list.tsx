import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { secondaryButton } from '../../components/admin-styles';
import { useFeedbackPages, type FeedbackStatus } from './feedback-api';
import { FeedbackCard } from './feedback-card';

const FILTERS = [
  { status: 'all', label: 'admin.feedback.filterAll' },
  { status: 'open', label: 'admin.feedback.filterOpen' },
  { status: 'resolved', label: 'admin.feedback.filterResolved' },
] as const satisfies readonly { status: FeedbackStatus; label: string }[];

/** The total, a filter, the cards newest first, and more on demand (keyset pages). */
export function FeedbackList() {
  const t = useT('admin');
  const [status, setStatus] = useState<FeedbackStatus>('all');
  const query = useFeedbackPages(status);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <section aria-labelledby="feedback-list-heading">
      <h2 id="feedback-list-heading" className="sr-only">
        {t('admin.feedback.heading')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold" aria-live="polite">
          {total === undefined
            ? t('admin.feedback.loading')
            : t('admin.feedback.total', { status, count: total })}
        </p>
        <div role="group" aria-label={t('admin.feedback.show')} className="flex gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter.status}
              type="button"
              aria-pressed={status === filter.status}
              onClick={() => setStatus(filter.status)}
              className={`min-h-11 min-w-11 rounded-full border-2 border-violet-700 px-4 font-bold ${
                status === filter.status
                  ? 'bg-violet-700 text-white'
                  : 'bg-white text-violet-800 hover:bg-violet-50'
              }`}
            >
              {t(filter.label)}
            </button>
          ))}
        </div>
      </div>

      {query.isError && (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-900">
          {userMessageOf(query.error)}
        </p>
      )}
      {query.isPending && (
        // The empty answer's box, held while the first page loads, so what follows stays put
        // (docs/decisions/105-first-load-room-for-what-comes-next.md).
        <div aria-hidden="true" className="mt-6 rounded-3xl bg-white p-8 text-lg shadow">
          &nbsp;
        </div>
      )}
      {query.isSuccess && items.length === 0 && (
        <p className="mt-6 rounded-3xl bg-white p-8 text-center text-lg shadow">
          {status === 'all'
            ? t('admin.feedback.none')
            : status === 'open'
              ? t('admin.feedback.noneOpen')
              : t('admin.feedback.noneResolved')}
        </p>
      )}
      <ul className="mt-4 grid gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-4 text-center">
          <button
            type="button"
            className={secondaryButton}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('admin.loading') : t('admin.feedback.showMore')}
          </button>
        </div>
      )}
    </section>
  );
}
