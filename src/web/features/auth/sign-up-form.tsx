import { useId, useRef, useState, type ChangeEvent } from 'react';
import { accountMessages } from '../../../domain/account-messages';
import { messages } from '../../../domain/messages';
import { newPasswordProblem } from '../../../domain/passwords';
import { paths } from '../../lib/paths';
import { EmailField, TextField } from '../../components/text-field';
import { primaryButton } from '../../components/button-styles';
import type { SignUpInput } from './use-auth-actions';
import { useBusySubmit } from './use-busy-submit';

const words = accountMessages.auth;

/**
 * docs/product.md#sign-in-and-sign-up: first name, last name, email and password, all required,
 * and the box a grown-up ticks (docs/product.md#accounts-and-children): the account is a parent's,
 * a guardian's or a teacher's; a child is told to ask one.
 */
export function SignUpForm({ onSubmit }: { onSubmit(input: SignUpInput): Promise<unknown> }) {
  const [values, setValues] = useState<SignUpInput>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [grownUp, setGrownUp] = useState(false);
  const [grownUpError, setGrownUpError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const grownUpRef = useRef<HTMLInputElement>(null);
  const grownUpId = useId();
  const { busy, onSubmit: submit } = useBusySubmit(async () => {
    // docs/product.md#passwords: the server's rule and words, checked before sending.
    const problem = newPasswordProblem(values.password);
    setPasswordError(problem);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    setGrownUpError(grownUp ? null : words.grownUpMissing);
    if (!grownUp) {
      grownUpRef.current?.focus();
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
    // In the dialog on a short screen, Create Account stays at the bottom of what is shown while
    // the fields scroll; the fields keep clear of it when they get the focus (decision 176).
    <form className="grid gap-4 [&_input]:scroll-mb-24" onSubmit={submit}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
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
      <div className="grid gap-1">
        <label
          htmlFor={grownUpId}
          className="flex min-h-11 cursor-pointer items-start gap-3 font-bold text-slate-800"
        >
          <input
            ref={grownUpRef}
            id={grownUpId}
            type="checkbox"
            name="grownUp"
            required
            checked={grownUp}
            onChange={(e) => setGrownUp(e.target.checked)}
            aria-invalid={grownUpError ? true : undefined}
            aria-describedby={
              grownUpError ? `${grownUpId}-error ${grownUpId}-hint` : `${grownUpId}-hint`
            }
            className="mt-1 size-6 shrink-0 accent-violet-700"
          />
          {words.grownUpLabel}
        </label>
        {grownUpError && (
          <p id={`${grownUpId}-error`} role="alert" className="text-sm font-bold text-red-800">
            {grownUpError}
          </p>
        )}
        <p id={`${grownUpId}-hint`} className="text-slate-700">
          {words.childHint}{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4"
          >
            {words.privacyLink}
            <span className="sr-only"> {messages.shell.opensInNewTab}</span>
          </a>
        </p>
      </div>
      <div className="grid in-[[role=dialog]]:sticky in-[[role=dialog]]:-bottom-6 in-[[role=dialog]]:-mx-6 in-[[role=dialog]]:-mb-6 in-[[role=dialog]]:border-t-2 in-[[role=dialog]]:border-violet-100 in-[[role=dialog]]:bg-white in-[[role=dialog]]:px-6 in-[[role=dialog]]:py-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </button>
      </div>
    </form>
  );
}
