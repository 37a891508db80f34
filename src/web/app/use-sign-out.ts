import { useState } from 'react';
import { useAuth } from '../lib/auth';
import { userMessageOf } from '../lib/api';
import { toast } from '../lib/toast-store';
import { t } from '../i18n/i18n';

/**
 * Sign Out for the header's buttons (a learner's or grown-up's, and a class child's): busy while
 * the server ends the session; a failure is a toast, and the user stays signed in.
 */
export function useSignOut(): { signOut(): Promise<void>; busy: boolean } {
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      console.warn('logout failed', error);
      toast({
        title: t('shell.logoutFailedTitle'),
        description: userMessageOf(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return { signOut, busy };
}
