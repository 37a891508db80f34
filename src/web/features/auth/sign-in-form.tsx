import { useState } from 'react';
import { EmailField, TextField } from '../../components/text-field';
import { primaryButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import type { Credentials } from './use-auth-actions';
import { useBusySubmit } from './use-busy-submit';

/** docs/product.md#sign-in-and-sign-up: email (email-typed) and password, both required. */
export function SignInForm({ onSubmit }: { onSubmit(credentials: Credentials): Promise<unknown> }) {
  const t = useT('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, onSubmit: submit } = useBusySubmit(() => onSubmit({ email, password }));
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <EmailField label={t('account.email')} required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('account.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? t('account.signingIn') : t('account.signIn')}
      </button>
    </form>
  );
}
