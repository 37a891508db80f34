// The sign-up invitation's Radix dialog (SPEC §2 "Guest prompt dialog"). Lesson pages use
// GuestPromptDialog from guest-prompt-dialog.tsx, which loads this file when it first opens.
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { lessonMessages } from '../../../domain/lesson-messages';
import { paths } from '../../lib/paths';

const words = lessonMessages.lessonKit.guestPrompt;

export type GuestPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
};

export function GuestPromptModal({
  open,
  onOpenChange,
  title = words.title,
  description = words.description,
}: GuestPromptProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-3xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-2xl font-extrabold text-violet-900">
            <span aria-hidden="true">🏆 </span>
            {title}
          </Dialog.Title>
          <Dialog.Description className="text-lg text-slate-800">{description}</Dialog.Description>
          <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
            <span aria-hidden="true">⚠️ </span>
            {words.warning}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.auth}
              className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-5 font-bold text-white hover:bg-violet-800"
            >
              {words.createAccount}
            </Link>
            <Dialog.Close className="inline-flex min-h-11 items-center rounded-full border-2 border-violet-700 px-5 font-bold text-violet-900">
              {words.continueAsGuest}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
