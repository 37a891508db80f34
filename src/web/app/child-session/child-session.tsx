// The header in a child's session (docs/product.md#the-family-page): who is learning (avatar and
// nickname) where Sign In / Sign Out sit for others, and in the menu "Back to grown-up" (a family's
// child) or Sign Out (a class's child). Loaded only for a child's session; the password dialog
// loads when it is opened.
import { lazy, Suspense, useState } from 'react';
import { childSessionMessages } from '../../../domain/child-session-messages';
import { ChildAvatar } from '../../components/avatars/child-avatar';
import { useAuth } from '../../lib/auth';
import { userMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { messages } from '../../../domain/messages';

const BackToGrownUpDialog = lazy(() =>
  import('./back-to-grown-up-dialog').then((m) => ({ default: m.BackToGrownUpDialog })),
);

const words = childSessionMessages.session;
const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-white px-5 font-bold whitespace-nowrap text-white hover:bg-white hover:text-violet-900 disabled:opacity-70';

/** The child's avatar and nickname: who is learning on this device. */
export function ChildBadge() {
  const { user } = useAuth();
  if (user?.kind !== 'child') return null;
  return (
    <p className="inline-flex min-h-11 min-w-0 items-center gap-2 font-bold">
      <ChildAvatar id={user.avatarId} size={36} decorative />
      <span className="max-w-[9rem] truncate sm:max-w-[12rem]">{user.nickname}</span>
    </p>
  );
}

/** "Back to grown-up" for a family's child; Sign Out for a class's child (nobody to go back to). */
export function ChildSessionControls() {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  if (user?.kind !== 'child') return null;

  if (user.profileOf === 'class') {
    const signOut = async () => {
      setBusy(true);
      try {
        await logout();
      } catch (error) {
        console.warn('logout failed', error);
        toast({
          title: messages.shell.logoutFailedTitle,
          description: userMessageOf(error),
          variant: 'destructive',
        });
      } finally {
        setBusy(false);
      }
    };
    return (
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void signOut()}>
        {words.signOut}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {words.backToGrownUp}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BackToGrownUpDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
