import { useRef, useState, type ChangeEvent } from 'react';
import { registerBody } from '../../../domain/account-schemas';
import { accountMessages } from '../../../domain/account-messages';
import { EmailField, TextField } from '../../components/text-field';
import { primaryButton } from '../../components/button-styles';
import type { SignUpInput } from './use-auth-actions';
import { useBusySubmit } from './use-busy-submit';

/** docs/product.md#passwords: sign-up passwords follow the reset rule, 6 to 128 characters (the server's schema). */
function passwordProblem(password: string): string | null {
  const checked = registerBody.shape.password.safeParse(password);
  return checked.success
    ? null
    : (checked.error.issues[0]?.message ?? accountMessages.auth.passwordRule);
}

/** docs/product.md#sign-in-and-sign-up: first name, last name, email and password, all required. */
export function SignUpForm({ onSubmit }: { onSubmit(input: SignUpInput): Promise<unknown> }) {
  const [values, setValues] = useState<SignUpInput>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { busy, onSubmit: submit } = useBusySubmit(async () => {
    const problem = passwordProblem(values.password);
    setPasswordError(problem);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    await onSubmit(values);
  });
  const field = (key: keyof SignUpInput) => ({
    name: key,
    required: true,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={100}
          {...field('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={100}
          {...field('lastName')}
        />
      </div>
      <EmailField {...field('email')} />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={accountMessages.auth.passwordRule}
        error={passwordError}
        {...field('password')}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
