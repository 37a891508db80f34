import { Suspense, useState } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words';
import { useT } from '../../i18n/use-t';

// Loaded on the first click: the form and its schema stay out of the first page's download.
const FeedbackDialog = lazyWithWords(() => import('./feedback-dialog').then((m) => m.FeedbackDialog), ['feedback']);

/**
 * The feedback button on every page: at the end of the page below 1536 px, where it covers
 * nothing; floating bottom right only on screens wide enough to keep it in the margin
 * (docs/decisions/121-nothing-covers-the-page.md).
 */
export function FeedbackButton() {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // The analytics code loads with the first click, not with every page.
          void import('../../lib/analytics').then((m) => m.track('feedback_button_clicked', 'engagement'));
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex 2xl:fixed 2xl:right-4 2xl:bottom-4 2xl:z-40 min-h-12 items-center gap-2 rounded-full bg-pink-700 px-5 text-lg font-bold text-white shadow-lg hover:bg-pink-800"
      >
        <span aria-hidden="true">💬</span>
        {t('shell.feedbackButton')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
