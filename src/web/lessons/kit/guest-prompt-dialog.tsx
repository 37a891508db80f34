// The sign-up invitation for guests (SPEC §2 "Guest prompt dialog"). Usage:
//   const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptLong);
//   ...on success: guestPrompt.schedule();   // opens after the delay, only for guests
//   <GuestPromptDialog {...guestPrompt.dialogProps} />
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { messages } from '../../../domain/messages';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';

const words = messages.lessonKit.guestPrompt;

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; title?: string; description?: string };

export function GuestPromptDialog({ open, onOpenChange, title = words.title, description = words.description }: DialogProps) {
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

/** Opens the guest prompt `delayMs` after schedule(), only once the user is known to be a guest. */
export function useGuestPrompt(delayMs: number) {
  const { user, isLoading } = useAuth();
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!pending || isLoading) return;
    if (user) {
      setPending(false);
      return;
    }
    const timer = setTimeout(() => {
      setPending(false);
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, isLoading, user, delayMs]);

  const schedule = useCallback(() => setPending(true), []);
  return { schedule, dialogProps: { open, onOpenChange: setOpen } };
}
