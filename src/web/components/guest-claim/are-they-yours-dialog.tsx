import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { childSessionMessages } from '../../../domain/child-session-messages';
import type { GuestSummary } from '../../lib/guest-summary';
import { transferGuestData } from '../../lib/guest-transfer';
import { toast } from '../../lib/toast-store';
import { primaryButton, secondaryButton } from '../button-styles';
import { ModalFrame } from '../modal-frame';

const words = childSessionMessages.guestClaim;

/**
 * "We found 3 lessons on this device. Are they yours?" (docs/product.md#the-family-page): asked
 * once a child's session has started on a device that holds a guest's work. Yes moves it into
 * the child's profile by the sign-up transfer (the server recomputes every award) and clears it
 * from the device; No, Close or Escape leave it where it is. `onDone` runs either way.
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
  const [busy, setBusy] = useState(false);

  async function claim() {
    setBusy(true);
    const result = await transferGuestData(queryClient);
    if (result.transferred) toast({ title: words.moved(result.pointsAwarded), variant: 'success' });
    else toast({ title: words.failed, variant: 'destructive' });
    onDone();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onDone()}>
      <ModalFrame
        title={words.title}
        description={words.question(summary.lessons, summary.codeLabLevels)}
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
