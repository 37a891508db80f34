import { currentLocale, t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast, toastAfterReload } from '../../lib/toast-store';
import type { WorkOwner } from '../../lib/guest-summary';
import { nameOf, registrationPayload, type User } from '../../lib/user';

/** Where the form is: the words differ between the modal dialog and the /auth page. */
export type AuthSurface = 'dialog' | 'page';
export type Credentials = { email: string; password: string };
export type SignUpInput = { firstName: string; lastName: string; email: string; password: string };

const somethingWentWrong = (error: unknown) => {
  console.warn('auth request failed', error);
  toast({
    title: t('account.auth.errorTitle'),
    description: t('account.auth.somethingWrong'),
    variant: 'destructive',
  });
};

/** Resolves true when signed in; failures are shown as toasts (docs/product.md#sign-in-and-sign-up). */
export function useSignIn(surface: AuthSurface): (credentials: Credentials) => Promise<boolean> {
  const { login } = useAuth();
  return async (credentials) => {
    try {
      const user = await login({ email: credentials.email.trim(), password: credentials.password });
      toast({ title: t('account.auth.welcomeBack', { name: nameOf(user) }), variant: 'success' });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        somethingWentWrong(error);
        return false;
      }
      // The dialog reads only "ok or not" (docs/product.md#sign-in-and-sign-up); a rate limit still says when to try again.
      const description =
        surface === 'page' || error.status === 429 ? error.userMessage : t('account.auth.loginFailedDialog');
      toast({ title: t('account.auth.loginFailedTitle'), description, variant: 'destructive' });
      return false;
    }
  };
}

/**
 * docs/product.md#guest-mode-and-transfer: register, move the guest's progress, welcome them, and
 * reload when data moved. A grown-up who said the work on this device is their child's keeps it
 * here, the guest's, for the child's "Are they yours?"
 * (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
 */
export function useSignUp(
  surface: AuthSurface,
): (input: SignUpInput, owner?: WorkOwner) => Promise<boolean> {
  const { register } = useAuth();
  return async (input, owner) => {
    let user: User;
    try {
      user = await register(registrationPayload(input, currentLocale()));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        somethingWentWrong(error);
        return false;
      }
      const description = surface === 'page' ? error.userMessage : t('account.auth.registrationFailedDialog');
      toast({ title: t('account.auth.registrationFailedTitle'), description, variant: 'destructive' });
      return false;
    }

    // docs/product.md#guest-mode-and-transfer: a failed transfer still welcomes the new account, just without points.
    let transfer = { transferred: false, pointsAwarded: 0 };
    let keptForChild = false;
    try {
      // Loaded only now (with the guest data's saves and chores): the forms paint without it
      // (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
      const [{ transferGuestData }, { personKeyOf }, { guestWorkToClaim, signUpMovesGuestWork }] =
        await Promise.all([
          import('../../lib/guest-transfer'),
          import('../../lib/person-store'),
          import('../../lib/guest-summary'),
        ]);
      if (signUpMovesGuestWork(guestWorkToClaim(), owner))
        transfer = await transferGuestData(personKeyOf(user));
      else keptForChild = true;
    } catch (error) {
      console.warn('guest transfer failed', error);
    }
    const description = keptForChild
      ? t('account.auth.keptForChildCheckEmail')
      : transfer.pointsAwarded > 0
        ? t('account.auth.progressSavedCheckEmail', { points: transfer.pointsAwarded })
        : t('account.auth.checkEmail');
    const welcome = {
      title: t('account.welcomeTitle', { name: nameOf(user) }),
      description,
      variant: 'success' as const,
    };
    if (transfer.transferred) {
      toastAfterReload(welcome);
      window.location.reload();
    } else {
      toast(welcome);
    }
    return true;
  };
}
