// /join on a device someone is signed in on: a child is told who they are (and can sign out for
// the next child); a grown-up signs out first, so a child's session never replaces theirs unseen.
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { nameOf, type User } from '../../lib/user';

export function SignedInNotice({ user }: { user: User }) {
  const t = useT('join');
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await logout();
    } catch (error) {
      console.warn('join: sign out failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const isChild = user.kind === 'child';
  return (
    <section className="grid max-w-xl gap-4 rounded-3xl bg-white p-6 shadow">
      <p className="text-xl font-bold text-slate-900">{t('join.signedInAs', { name: nameOf(user) })}</p>
      {!isChild && <p className="text-lg">{t('join.signOutGrownUp')}</p>}
      {failed && (
        <p role="alert" className="font-bold text-red-800">
          {t('join.signOutFailed')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {isChild && (
          <Link to={paths.learn} className={primaryButton}>
            {t('join.goLearn')}
          </Link>
        )}
        <button
          type="button"
          className={isChild ? secondaryButton : primaryButton}
          disabled={busy}
          onClick={() => void signOut()}
        >
          {isChild ? t('join.signOutChild') : t('join.signOut')}
        </button>
      </div>
    </section>
  );
}
