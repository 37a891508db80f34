import { userMessageOf } from '../../lib/api';
import { secondaryButton } from '../../components/admin-styles';
import { useMailBatches, type MailBatch } from './outreach-api';

// Made at the first use: this tab loads before it is opened (decision 144).
let dateTime: Intl.DateTimeFormat | undefined;
const when = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
  })).format(new Date(iso));

const progressText = (b: MailBatch) =>
  [
    `${b.sent} of ${b.total} sent`,
    b.queued + b.sending > 0 && `${b.queued + b.sending} waiting`,
    b.failed > 0 && `${b.failed} failed`,
    b.skipped > 0 && `${b.skipped} skipped (unsubscribed)`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Each bulk send's progress, from the durable queue. Refreshed when asked (no polling loop,
 * docs/product.md#data-fetching-and-caching; decision 073).
 */
export function MailBatches() {
  const query = useMailBatches();
  const batches = query.data ?? [];
  return (
    <section aria-labelledby="batches-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="batches-heading" className="text-xl font-bold text-violet-900">
          Bulk emails sent
        </h3>
        <button
          type="button"
          className={secondaryButton}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? 'Refreshing...' : 'Refresh progress'}
        </button>
      </div>
      {query.isError && (
        <p role="alert" className="mt-2 text-red-900">
          {userMessageOf(query.error)}
        </p>
      )}
      {query.isSuccess && batches.length === 0 && <p className="mt-2">No bulk emails yet.</p>}
      <ul className="mt-2 grid gap-2">
        {batches.map((batch) => {
          const done = batch.sent + batch.failed + batch.skipped;
          return (
            <li key={batch.id} className="rounded-2xl border-2 border-violet-100 p-3">
              <p className="font-semibold break-words">{batch.subject}</p>
              <p className="text-sm text-slate-700">{when(batch.createdAt)}</p>
              <progress
                className="mt-2 h-3 w-full accent-violet-700"
                max={batch.total}
                value={done}
                aria-label={`Progress of "${batch.subject}"`}
              />
              <p className="text-sm">{progressText(batch)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
