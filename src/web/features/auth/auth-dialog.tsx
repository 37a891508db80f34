import { Dialog } from 'radix-ui';
import { ModalFrame } from '../../components/modal-frame';
import { useT } from '../../i18n/use-t';

import { closeAuthDialog, setAuthDialogTab, useAuthDialog } from '../../lib/auth-dialog';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useSignIn, useSignUp } from './use-auth-actions';

/** docs/product.md#sign-in-and-sign-up: the modal login/registration dialog, Sign Up first. Opened with openAuthDialog(). */
export function AuthDialog() {
  const t = useT('account');
  const { open, tab } = useAuthDialog();
  const signIn = useSignIn('dialog');
  const signUp = useSignUp('dialog');
  const closeWhen = (ok: boolean) => ok && closeAuthDialog();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeAuthDialog()}>
      <ModalFrame title={t('account.auth.dialogTitle')} description={t('account.auth.dialogDescription')}>
        <AuthTabs
          value={tab}
          onValueChange={setAuthDialogTab}
          order={['sign-up', 'sign-in']}
          panels={{
            'sign-up': <SignUpForm onSubmit={async (input, owner) => closeWhen(await signUp(input, owner))} />,
            'sign-in': (
              <>
                <SignInForm onSubmit={async (credentials) => closeWhen(await signIn(credentials))} />
                <ForgotPasswordDialog />
              </>
            ),
          }}
        />
      </ModalFrame>
    </Dialog.Root>
  );
}
