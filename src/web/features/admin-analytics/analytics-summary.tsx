import { userMessageOf } from '../../lib/api';
import { secondaryButton } from '../../components/admin-styles';
import { useAnalyticsReport } from './analytics-api';

const DAYS = 30;
const EVENT_LABELS: Record<string, string> = {
  sign_up: 'Sign ups',
  login: 'Sign ins',
  lesson_completion: 'Lessons completed',
  feedback_button_clicked: 'Feedback button clicks',
  feedback_submitted: 'Feedback sent',
};

/**
 * First-party analytics (docs/product.md#analytics), counted per day on our own server: no personal
 * data. Fetched when the page opens and on Refresh only (no polling, docs/product.md#data-fetching-and-caching).
 */
export function AnalyticsSummary() {
  const query = useAnalyticsReport(DAYS);
  const totals = query.data?.totals ?? [];
  const activeDays = new Set(query.data?.daily.map((d) => d.day)).size;

  return (
    <section aria-labelledby="analytics-heading" className="rounded-3xl bg-white p-5 shadow">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-heading" className="text-2xl font-bold text-violet-900">
          App activity (last {DAYS} days)
        </h2>
        <button type="button" className={secondaryButton} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Refreshing...' : 'Refresh activity'}
        </button>
      </div>
      {query.isError && (
        <p role="alert" className="mt-3 text-red-900">
          {userMessageOf(query.error)}
        </p>
      )}
      {query.isSuccess && totals.length === 0 && <p className="mt-3">No activity counted yet.</p>}
      {totals.length > 0 && (
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">Event counts for the last {DAYS} days</caption>
          <thead>
            <tr className="border-b-2 border-violet-200">
              <th scope="col" className="py-2">
                Event
              </th>
              <th scope="col" className="py-2">
                Category
              </th>
              <th scope="col" className="py-2 text-right">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={`${row.name}/${row.category}`} className="border-b border-violet-100">
                <td className="py-2">{EVENT_LABELS[row.name] ?? row.name}</td>
                <td className="py-2">{row.category || '—'}</td>
                <td className="py-2 text-right font-semibold">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.isSuccess && totals.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          Counted on {activeDays} {activeDays === 1 ? 'day' : 'days'}. Only event names are kept, never who did them.
        </p>
      )}
    </section>
  );
}
