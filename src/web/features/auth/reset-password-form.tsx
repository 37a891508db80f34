import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { useT } from '../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';
import { primaryButton } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api';
import { postPasswordReset } from './auth-api';
import { toast } from '../../lib/toast-store';
import { useBusySubmit } from './use-busy-submit';

/** The first problem with the two passwords (mismatch first, then length: docs/product.md#reset-password-page), or null. */
function resetPasswordProblem(
  t: Translate,
  password: string,
  confirm: string,
): { title: string; description: string } | null {
  if (password !== confirm)
    return { title: t('account.reset.mismatchTitle'), description: t('account.reset.mismatch') };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { title: t('account.reset.tooShortTitle'), description: t('account.reset.tooShort') };
  return null;
}

function serverMessageOf(error: ApiError): string | null {
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** /reset-password (docs/product.md#reset-password-page): New Password, Confirm New Password, Update Password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const t = useT('account');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, onSubmit } = useBusySubmit(async () => {
    const problem = resetPasswordProblem(t, password, confirm);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await postPasswordReset(token, password);
    } catch (error) {
      if (error instanceof ApiError) {
        const description = serverMessageOf(error) ?? t('account.reset.failed');
        toast({ title: t('account.reset.failedTitle'), description, variant: 'destructive' });
      } else {
        console.warn('password reset failed', error);
        toast({
          title: t('account.auth.errorTitle'),
          description: t('account.auth.somethingWrong'),
          variant: 'destructive',
        });
      }
      return;
    }
    toast({ title: t('account.reset.successTitle'), description: t('account.reset.success'), variant: 'success' });
    onDone();
  });

  // noValidate: our own messages (docs/product.md#reset-password-page) explain a short or mismatched password; the inputs
  // still carry minLength for assistive tech and password managers.
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('account.reset.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('account.auth.passwordRule')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('account.reset.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? t('account.reset.updating') : t('account.reset.update')}
      </button>
    </form>
  );
}
