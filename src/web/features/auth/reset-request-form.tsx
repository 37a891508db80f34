import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { EmailField } from '../../components/text-field';
import { ApiError } from '../../lib/api';
import { postPasswordResetRequest } from './auth-api';
import { useBusySubmit } from './use-busy-submit';

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * Email and 'Send Reset Link': asks for a reset link (POST /api/password-reset-request) and
 * shows the answer as a live message. Used by the Forgot Password dialog and by the reset page
 * when its link no longer works (docs/decisions/127-reset-link-checked-on-open.md).
 */
export function ResetRequestForm() {
  const t = useT('account');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { busy, onSubmit } = useBusySubmit(async () => {
    setOutcome(null);
    try {
      const response = await postPasswordResetRequest(email.trim());
      setOutcome({ kind: 'sent', text: response.message || t('account.auth.resetRequested') });
    } catch (error) {
      console.warn('password reset request failed', error);
      // A rate limit says when to try again; anything else gets the spec's words.
      const text =
        error instanceof ApiError && error.status === 429
          ? error.userMessage
          : t('account.auth.forgotFailed');
      setOutcome({ kind: 'failed', text });
    }
  });

  return (
    <>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <EmailField label={t('account.email')} required value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('account.auth.sending') : t('account.auth.sendResetLink')}
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
    </>
  );
}
