// The sign-up invitation for guests (docs/product/lessons.md#guest-prompt). Usage:
//   const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptLong);
//   ...on success: guestPrompt.schedule();   // opens after the delay, only for guests
//   <GuestPromptDialog {...guestPrompt.dialogProps} />
// The dialog itself (Radix, guest-prompt-modal.tsx) is not part of the lesson's first paint: it
// loads when schedule() is called (the delay leaves it time) or, at the latest, when it opens.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useAuth } from '../../lib/auth';
import type { GuestPromptProps } from './guest-prompt-modal';

let GuestPromptModal: ComponentType<GuestPromptProps> | undefined;
const loadModal = () =>
  import('./guest-prompt-modal').then((m) => {
    GuestPromptModal = m.GuestPromptModal;
  });

export function GuestPromptDialog(props: GuestPromptProps) {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    // No Suspense: a lazy component's reveal waits on timers, and the dialog must open on time.
    if (props.open && !GuestPromptModal)
      loadModal().then(
        () => setLoaded(true),
        () => {},
      );
  }, [props.open]);
  return GuestPromptModal ? <GuestPromptModal {...props} /> : null;
}

// A guest is asked at most once per visit (this tab's session), not after every lesson (docs/decisions/122-wrong-answers-help.md).
const shownKey = 'guestPromptShown';
function firstTimeThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(shownKey)) return false;
    sessionStorage.setItem(shownKey, '1');
  } catch {
    // Storage blocked: ask, as the spec does.
  }
  return true;
}

/**
 * Opens the guest prompt `delayMs` after schedule(), only once the user is known to be a guest,
 * and only the first time in this visit.
 */
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
      if (firstTimeThisVisit()) setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, isLoading, user, delayMs]);

  const schedule = useCallback(() => {
    setPending(true);
    if (!GuestPromptModal) loadModal().catch(() => {});
  }, []);
  return { schedule, dialogProps: { open, onOpenChange: setOpen } };
}
