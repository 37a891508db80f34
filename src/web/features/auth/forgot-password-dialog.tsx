import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { ModalFrame } from '../../components/modal-frame';
import { accountMessages } from '../../../domain/account-messages';
import { linkButton } from '../../components/button-styles';
import { ResetRequestForm } from './reset-request-form';

/**
 * The 'Forgot Password' link (docs/product.md#sign-in-and-sign-up). The first spec showed the server's answer in an alert(); we show it
 * in the dialog instead, as a live message (docs/decisions/021-forgot-password-message.md).
 */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  // A new form each time the dialog opens: no old answer shows.
  const [round, setRound] = useState(0);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRound((r) => r + 1);
      }}
    >
      <Dialog.Trigger className={`${linkButton} justify-self-start`}>
        Forgot Password?
      </Dialog.Trigger>
      <ModalFrame
        title={accountMessages.auth.forgotTitle}
        description={accountMessages.auth.forgotDescription}
        width="w-[min(30rem,94vw)]"
      >
        <ResetRequestForm key={round} />
      </ModalFrame>
    </Dialog.Root>
  );
}
