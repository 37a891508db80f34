import { useId, useState } from 'react';
import { RATING_MAX } from '../../../domain/constants';
import { userMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { inputClass, primaryButton, secondaryButton } from '../../components/admin-styles';
import { useUpdateFeedback, type FeedbackItem } from './feedback-api';
import { useLocale, useT } from '../../i18n/use-t';
import { feedbackTypeLabel, formatSubmittedAt, ratingText } from './format';

const NOTES_MAX = 2000;

function RatingStars({ rating }: { rating: number | null }) {
  const t = useT('admin');
  return (
    <p className="flex items-center gap-2">
      {rating !== null && (
        <span aria-hidden="true" className="text-xl tracking-wide text-amber-600">
          {'★'.repeat(rating)}
          <span className="text-slate-400">{'☆'.repeat(RATING_MAX - rating)}</span>
        </span>
      )}
      <span className="text-sm font-semibold text-slate-700">{ratingText(t, rating)}</span>
    </p>
  );
}

/** One piece of feedback. Everything people typed is rendered as text (React escapes it). */
export function FeedbackCard({ item }: { item: FeedbackItem }) {
  const t = useT('admin');
  const locale = useLocale();
  const update = useUpdateFeedback();
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  const notesId = useId();
  const headingId = useId();

  const save = (changes: { resolved?: boolean; adminNotes?: string | null }, done: string) =>
    update.mutate(
      { id: item.id, ...changes },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: (error) => toast({ title: t('admin.feedback.couldNotSave'), description: userMessageOf(error), variant: 'destructive' }),
      },
    );

  return (
    <article aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-violet-900">
            {item.subject}
          </h3>
          <p className="text-sm text-slate-700">
            {feedbackTypeLabel(item.feedbackType, t('admin.feedback.typeFallback'))} · <time dateTime={item.submittedAt}>{formatSubmittedAt(item.submittedAt, locale)}</time>
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${item.resolved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {item.resolved ? t('admin.feedback.resolved') : t('admin.feedback.open')}
        </span>
      </div>
      <RatingStars rating={item.rating} />
      <p className="mt-3 whitespace-pre-wrap break-words text-base">{item.message}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('admin.feedback.email')}</dt>
        <dd className="break-all">{item.email ?? t('admin.feedback.notGiven')}</dd>
        <dt className="font-semibold">{t('admin.feedback.page')}</dt>
        <dd className="break-all">{item.pageUrl ?? t('admin.feedback.notGiven')}</dd>
        {item.userId !== null && (
          <>
            <dt className="font-semibold">{t('admin.feedback.userId')}</dt>
            <dd>{item.userId}</dd>
          </>
        )}
      </dl>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          save({ adminNotes: notes.trim() ? notes.trim() : null }, t('admin.feedback.notesSaved'));
        }}
      >
        <label htmlFor={notesId} className="font-semibold">
          {t('admin.feedback.notesLabel')}
        </label>
        <textarea id={notesId} className={`${inputClass} min-h-20`} maxLength={NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={secondaryButton} disabled={update.isPending}>
            {t('admin.feedback.saveNotes')}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={update.isPending}
            onClick={() => save({ resolved: !item.resolved }, item.resolved ? t('admin.feedback.reopened') : t('admin.feedback.resolvedDone'))}
          >
            {item.resolved ? t('admin.feedback.reopen') : t('admin.feedback.markResolved')}
          </button>
        </div>
      </form>
    </article>
  );
}
