import { userMessageOf } from '../../lib/api';
import { secondaryButton } from '../../components/admin-styles';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useMailBatches, type MailBatch } from './outreach-api';

// Made at the first use: this tab loads before it is opened
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();
const when = (iso: string, locale: Locale) => {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: 'short', timeStyle: 'short' });
    dateTimes.set(locale, format);
  }
  return format.format(new Date(iso));
};

const progressText = (t: Translate, b: MailBatch) =>
  [
    t('admin.outreach.sent', { sent: b.sent, total: b.total }),
    b.queued + b.sending > 0 && t('admin.outreach.waiting', { count: b.queued + b.sending }),
    b.failed > 0 && t('admin.outreach.failed', { count: b.failed }),
    b.skipped > 0 && t('admin.outreach.skipped', { count: b.skipped }),
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Each bulk send's progress, from the durable queue. Refreshed when asked (no polling loop,
 * docs/product.md#data-fetching-and-caching; docs/decisions/073-admin-pages-refresh-not-poll.md).
 */
export function MailBatches() {
  const t = useT('admin');
  const locale = useLocale();
  const query = useMailBatches();
  const batches = query.data ?? [];
  return (
    <section aria-labelledby="batches-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="batches-heading" className="text-xl font-bold text-violet-900">
          {t('admin.outreach.batchesTitle')}
        </h3>
        <button
          type="button"
          className={secondaryButton}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? t('admin.outreach.refreshing') : t('admin.outreach.refreshProgress')}
        </button>
      </div>
      {query.isError && (
        <p role="alert" className="mt-2 text-red-900">
          {userMessageOf(query.error)}
        </p>
      )}
      {query.isSuccess && batches.length === 0 && <p className="mt-2">{t('admin.outreach.noBatches')}</p>}
      <ul className="mt-2 grid gap-2">
        {batches.map((batch) => {
          const done = batch.sent + batch.failed + batch.skipped;
          return (
            <li key={batch.id} className="rounded-2xl border-2 border-violet-100 p-3">
              <p className="font-semibold break-words">{batch.subject}</p>
              <p className="text-sm text-slate-700">{when(batch.createdAt, locale)}</p>
              <progress
                className="mt-2 h-3 w-full accent-violet-700"
                max={batch.total}
                value={done}
                aria-label={t('admin.outreach.progressOf', { subject: batch.subject })}
              />
              <p className="text-sm">{progressText(t, batch)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
