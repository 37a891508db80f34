import { Dialog } from 'radix-ui';
import { useT } from '../../i18n/use-t';
import { ModalFrame } from '../../components/modal-frame';
import { ResetRequestForm } from './reset-request-form';

/** The Forgot Password dialog, mounted while open; focus goes back to its link when it closes. */
export function ForgotPasswordContent({
  onClose,
  returnFocusTo,
}: {
  onClose(): void;
  returnFocusTo(): void;
}) {
  const t = useT('account');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ModalFrame
        title={t('account.auth.forgotTitle')}
        description={t('account.auth.forgotDescription')}
        width="w-[min(30rem,94vw)]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo();
        }}
      >
        <ResetRequestForm />
      </ModalFrame>
    </Dialog.Root>
  );
}
