import { userMessageOf } from '../../lib/api';
import { secondaryButton } from '../../components/admin-styles';
import { useT } from '../../i18n/use-t';
import { useAnalyticsReport } from './analytics-api';

const DAYS = 30;
/** The events named in words; another event shows its own name. */
const EVENTS = ['sign_up', 'login', 'lesson_completion', 'feedback_button_clicked', 'feedback_submitted'] as const;
type NamedEvent = (typeof EVENTS)[number];
const isNamed = (name: string): name is NamedEvent => (EVENTS as readonly string[]).includes(name);

/**
 * First-party analytics (docs/product.md#analytics), counted per day on our own server: no personal
 * data. Fetched when the page opens and on Refresh only (no polling, docs/product.md#data-fetching-and-caching).
 */
export function AnalyticsSummary() {
  const t = useT('admin');
  const query = useAnalyticsReport(DAYS);
  const totals = query.data?.totals ?? [];
  const activeDays = new Set(query.data?.daily.map((d) => d.day)).size;

  return (
    <section aria-labelledby="analytics-heading" className="rounded-3xl bg-white p-5 shadow">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-heading" className="text-2xl font-bold text-violet-900">
          {t('admin.analytics.title', { days: DAYS })}
        </h2>
        <button type="button" className={secondaryButton} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? t('admin.analytics.refreshing') : t('admin.analytics.refresh')}
        </button>
      </div>
      {query.isError && (
        <p role="alert" className="mt-3 text-red-900">
          {userMessageOf(query.error)}
        </p>
      )}
      {query.isSuccess && totals.length === 0 && <p className="mt-3">{t('admin.analytics.none')}</p>}
      {totals.length > 0 && (
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">{t('admin.analytics.caption', { days: DAYS })}</caption>
          <thead>
            <tr className="border-b-2 border-violet-200">
              <th scope="col" className="py-2">
                {t('admin.analytics.event')}
              </th>
              <th scope="col" className="py-2">
                {t('admin.analytics.category')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('admin.analytics.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={`${row.name}/${row.category}`} className="border-b border-violet-100">
                <td className="py-2">{isNamed(row.name) ? t(`admin.analytics.events.${row.name}`) : row.name}</td>
                <td className="py-2">{row.category || '—'}</td>
                <td className="py-2 text-right font-semibold">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.isSuccess && totals.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t('admin.analytics.countedOn', { count: activeDays })}
        </p>
      )}
    </section>
  );
}
