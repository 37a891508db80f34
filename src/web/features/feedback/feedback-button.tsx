import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../domain/messages';
import { track } from '../../lib/analytics';

// Loaded on the first click: the form and its schema stay out of the first page's download.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** docs/product.md#feedback-form: the floating feedback button, bottom right, on every page. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          track('feedback_button_clicked', 'engagement');
          setWanted(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-pink-700 px-5 text-lg font-bold text-white shadow-lg hover:bg-pink-800"
      >
        <span aria-hidden="true">💬</span>
        {messages.feedback.button}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
