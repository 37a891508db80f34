import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { childSessionMessages } from '../../../domain/child-session-messages';
import { useAuth } from '../../lib/auth';
import type { GuestSummary } from '../../lib/guest-summary';
import { transferGuestData } from '../../lib/guest-transfer';
import { personKeyOf } from '../../lib/person-store';
import { toast } from '../../lib/toast-store';
import { primaryButton, secondaryButton } from '../button-styles';
import { ModalFrame } from '../modal-frame';

const words = childSessionMessages.guestClaim;

/**
 * "We found 3 lessons on this device. Are they yours?" (docs/product.md#the-family-page): asked
 * once a child's session has started on a device that holds a guest's work. Yes moves it into
 * the child's profile by the sign-up transfer (the server recomputes every award), with the
 * guest's drafts and tries on this device (decision 174), and clears it from the guest; No, Close
 * or Escape leave it all with the guest. `onDone` runs either way.
 */
export function AreTheyYoursDialog({
  summary,
  nickname,
  onDone,
}: {
  summary: GuestSummary;
  nickname: string;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);

  async function claim() {
    setBusy(true);
    // Asked once the child's session has started: `user` is the child.
    const result = await transferGuestData(personKeyOf(user), queryClient);
    if (result.transferred) toast({ title: words.moved(result.pointsAwarded), variant: 'success' });
    else toast({ title: words.failed, variant: 'destructive' });
    onDone();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onDone()}>
      <ModalFrame
        title={words.title}
        description={words.question(summary.lessons, summary.codeLabLevels, summary.drawings)}
      >
        <p className="text-lg text-slate-800">{words.explain(nickname)}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void claim()}
          >
            {busy ? words.busy : words.yes}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={onDone}>
            {words.no}
          </button>
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}
