// The sign-up invitation's Radix dialog (docs/product/lessons.md#guest-prompt). Lesson pages use
// GuestPromptDialog from guest-prompt-dialog.tsx, which loads this file when it first opens.
import { Link } from 'react-router';
import { lessonMessages } from '../../../domain/lesson-messages';
import { paths } from '../../lib/paths';
import { CelebrationModal, celebrationAction } from './celebration-modal';

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
    <CelebrationModal
      open={open}
      onOpenChange={onOpenChange}
      icon="🏆"
      title={title}
      description={description}
      action={
        <Link to={paths.signUp} className={celebrationAction}>
          {words.createAccount}
        </Link>
      }
      closeLabel={words.continueAsGuest}
    >
      <p className="rounded-xl bg-amber-50 p-3 text-base text-amber-950">
        <span aria-hidden="true">⚠️ </span>
        {words.warning}
      </p>
    </CelebrationModal>
  );
}
