// The way out of a child's session, in the header's menu (docs/product.md#the-family-page): "Back
// to grown-up" for a family's child, Sign Out for a class's child. Loaded only for a child's
// session; the password dialog loads when it is opened. (Who is learning, the avatar and
// nickname, is in account-controls.tsx.)
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth';
import { useSignOut } from '../use-sign-out';

const BackToGrownUpDialog = lazy(() =>
  import('./back-to-grown-up-dialog').then((m) => ({ default: m.BackToGrownUpDialog })),
);

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-white px-5 font-bold whitespace-nowrap text-white hover:bg-white hover:text-violet-900 disabled:opacity-70';

/** "Back to grown-up" for a family's child; Sign Out for a class's child (nobody to go back to). */
export function ChildSessionControls() {
  const t = useT('childSession');
  const { user } = useAuth();
  const { signOut, busy } = useSignOut();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (user?.kind !== 'child') return null;

  if (user.profileOf === 'class') {
    return (
      <button type="button" className={buttonClass} disabled={busy} onClick={() => void signOut()}>
        {t('childSession.session.signOut')}
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
        {t('childSession.session.backToGrownUp')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BackToGrownUpDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
