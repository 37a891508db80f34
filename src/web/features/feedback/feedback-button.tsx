import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { track } from '../../lib/analytics';
import { FeedbackDialog } from './feedback-dialog';

/** SPEC §2: the floating feedback button, bottom right, on every page. */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          track('feedback_button_clicked', 'engagement');
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex min-h-12 items-center gap-2 rounded-full bg-pink-700 px-5 text-lg font-bold text-white shadow-lg hover:bg-pink-800"
      >
        <span aria-hidden="true">💬</span>
        {messages.feedback.button}
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
