import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { ModalFrame } from '../../components/modal-frame';
import { accountMessages } from '../../../domain/account-messages';
import { serverMessages } from '../../../domain/server-messages';
import { linkButton, primaryButton } from '../../components/button-styles';
import { EmailField } from '../../components/text-field';
import { ApiError } from '../../lib/api';
import { postPasswordResetRequest } from './auth-api';
import { useBusySubmit } from './use-busy-submit';

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * The 'Forgot Password' link (docs/product.md#sign-in-and-sign-up). The first spec showed the server's answer in an alert(); we show it
 * in the dialog instead, as a live message (docs/decisions/021-forgot-password-message.md).
 */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { busy, onSubmit } = useBusySubmit(async () => {
    setOutcome(null);
    try {
      const response = await postPasswordResetRequest(email.trim());
      setOutcome({ kind: 'sent', text: response.message || serverMessages.resetRequested });
    } catch (error) {
      console.warn('password reset request failed', error);
      // A rate limit says when to try again; anything else gets the spec's words.
      const text =
        error instanceof ApiError && error.status === 429
          ? error.userMessage
          : accountMessages.auth.forgotFailed;
      setOutcome({ kind: 'failed', text });
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setOutcome(null);
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
        <form className="grid gap-4" onSubmit={onSubmit}>
          <EmailField required value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
        <div role="status">
          {outcome && (
            <p
              className={`rounded-2xl p-4 text-lg font-bold ${outcome.kind === 'failed' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900'}`}
            >
              {outcome.text}
            </p>
          )}
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}
