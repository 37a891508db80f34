import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth';
import type { GuestSummary } from '../../lib/guest-summary';
import { transferGuestData } from '../../lib/guest-transfer';
import { personKeyOf } from '../../lib/person-store';
import { toast } from '../../lib/toast-store';
import { primaryButton, secondaryButton } from '../button-styles';
import { ModalFrame } from '../modal-frame';

/** "We found 3 lessons and 1 drawing on this device. Are they yours?": one whole sentence for each mix. */
export function guestClaimQuestion(t: Translate, lessons: number, levels: number, drawings = 0): string {
  if (lessons > 0 && levels > 0 && drawings > 0)
    return t('childSession.guestClaim.question.lcd', { lessons, levels, drawings });
  if (lessons > 0 && levels > 0) return t('childSession.guestClaim.question.lc', { lessons, levels });
  if (lessons > 0 && drawings > 0) return t('childSession.guestClaim.question.ld', { lessons, drawings });
  if (levels > 0 && drawings > 0) return t('childSession.guestClaim.question.cd', { levels, drawings });
  if (lessons > 0) return t('childSession.guestClaim.question.l', { lessons });
  if (levels > 0) return t('childSession.guestClaim.question.c', { levels });
  if (drawings > 0) return t('childSession.guestClaim.question.d', { drawings });
  return t('childSession.guestClaim.question.none');
}

/**
 * "We found 3 lessons on this device. Are they yours?" (docs/product.md#the-family-page): asked
 * once a child's session has started on a device that holds a guest's work. Yes moves it into
 * the child's profile by the sign-up transfer (the server recomputes every award), with the
 * guest's drafts and tries on this device
 * (docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md), and clears it from the
 * guest; No, Close or Escape leave it all with the guest. `onDone` runs either way.
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
  const t = useT('childSession');
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);

  async function claim() {
    setBusy(true);
    // Asked once the child's session has started: `user` is the child.
    const result = await transferGuestData(personKeyOf(user), queryClient);
    // Drafts alone move on the device: nothing for the server, and nothing failed.
    if (!result.failed) {
      const points = result.pointsAwarded;
      const title =
        points > 0
          ? t('childSession.guestClaim.movedWithPoints', { points })
          : t('childSession.guestClaim.moved');
      toast({ title, variant: 'success' });
    } else toast({ title: t('childSession.guestClaim.failed'), variant: 'destructive' });
    onDone();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onDone()}>
      <ModalFrame
        title={t('childSession.guestClaim.title')}
        description={guestClaimQuestion(t, summary.lessons, summary.codeLabLevels, summary.drawings)}
      >
        <p className="text-lg text-slate-800">{t('childSession.guestClaim.explain', { nickname })}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void claim()}
          >
            {busy ? t('childSession.guestClaim.busy') : t('childSession.guestClaim.yes')}
          </button>
          <button type="button" className={secondaryButton} disabled={busy} onClick={onDone}>
            {t('childSession.guestClaim.no')}
          </button>
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}
