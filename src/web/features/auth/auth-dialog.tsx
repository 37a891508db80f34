import { Dialog } from 'radix-ui';
import { messages } from '../../../domain/messages';
import { iconButton } from '../../components/button-styles';
import { closeAuthDialog, setAuthDialogTab, useAuthDialog } from '../../lib/auth-dialog';
import { AuthTabs } from './auth-tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useSignIn, useSignUp } from './use-auth-actions';

/** SPEC §2: the modal login/registration dialog, Sign Up first. Opened with openAuthDialog(). */
export function AuthDialog() {
  const { open, tab } = useAuthDialog();
  const signIn = useSignIn('dialog');
  const signUp = useSignUp('dialog');
  const closeWhen = (ok: boolean) => ok && closeAuthDialog();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeAuthDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[92vh] w-[min(34rem,94vw)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl">
          <div className="flex items-start gap-2">
            <div className="grid flex-1 gap-1">
              <Dialog.Title className="text-2xl font-extrabold text-violet-900">
                {messages.auth.dialogTitle}
              </Dialog.Title>
              <Dialog.Description className="text-lg text-slate-700">
                {messages.auth.dialogDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close className={iconButton} aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <AuthTabs
            value={tab}
            onValueChange={setAuthDialogTab}
            order={['sign-up', 'sign-in']}
            panels={{
              'sign-up': <SignUpForm onSubmit={async (input) => closeWhen(await signUp(input))} />,
              'sign-in': (
                <SignInForm
                  onSubmit={async (credentials) => closeWhen(await signIn(credentials))}
                />
              ),
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
