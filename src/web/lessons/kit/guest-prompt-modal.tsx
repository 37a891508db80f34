// The sign-up invitation's Radix dialog (docs/product/lessons.md#guest-prompt). Lesson pages use
// GuestPromptDialog from guest-prompt-dialog.tsx, which loads this file when it first opens.
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { CelebrationModal, celebrationAction } from './celebration-modal';

export type GuestPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description?: string;
};

export function GuestPromptModal({ open, onOpenChange, title, description }: GuestPromptProps) {
  const t = useT('lesson');
  return (
    <CelebrationModal
      open={open}
      onOpenChange={onOpenChange}
      icon="🏆"
      title={title ?? t('lesson.guestPrompt.title')}
      description={description ?? t('lesson.guestPrompt.description')}
      action={
        <Link to={paths.signUp} className={celebrationAction}>
          {t('lesson.guestPrompt.createAccount')}
        </Link>
      }
      closeLabel={t('lesson.guestPrompt.continueAsGuest')}
    >
      <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
        <span aria-hidden="true">⚠️ </span>
        {t('lesson.guestPrompt.warning')}
      </p>
    </CelebrationModal>
  );
}
