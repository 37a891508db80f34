import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { useT } from '../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';
import { paths } from '../../lib/paths';
import { EmailField, TextField } from '../../components/text-field';
import { primaryButton } from '../../components/button-styles';
import type { GuestSummary, WorkOwner } from '../../lib/guest-summary';
import type { SignUpInput } from './use-auth-actions';
import { useBusySubmit } from './use-busy-submit';
import { WhoseWork } from './whose-work';

/**
 * What reads the guest's work on this device, loaded after the form paints
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
const loadGuestWorkReader = (): Promise<() => GuestSummary | null> =>
  import('../../lib/guest-summary').then((m) => m.guestWorkToClaim);

/** docs/product.md#passwords: the server's rule, checked before sending, in the page's language. */
function newPasswordProblem(t: Translate, password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return t('account.auth.passwordTooShort');
  if (password.length > PASSWORD_MAX_LENGTH) return t('account.auth.passwordTooLong');
  return null;
}

/**
 * docs/product.md#sign-in-and-sign-up: first name, last name, email and password, all required,
 * and the box a grown-up ticks (docs/product.md#accounts-and-children): the account is a parent's,
 * a guardian's or a teacher's; a child is told to ask one. When a guest left work on this device,
 * it also asks whose it is (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md) and hands
 * the answer on with the fields.
 */
export function SignUpForm({
  onSubmit,
}: {
  onSubmit(input: SignUpInput, owner?: WorkOwner): Promise<unknown>;
}) {
  const t = useT('account');
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
  const [work, setWork] = useState<GuestSummary | null>(null);
  const [owner, setOwner] = useState<WorkOwner | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const ownerRef = useRef<HTMLInputElement>(null);
  const guestWork = useRef<(() => GuestSummary | null) | null>(null);
  useEffect(() => {
    let open = true;
    loadGuestWorkReader()
      .then((read) => {
        guestWork.current = read;
        if (open) setWork(read());
      })
      .catch((error: unknown) => console.warn('sign-up: could not read the guest work', error));
    return () => {
      open = false;
    };
  }, []);
  const { busy, onSubmit: submit } = useBusySubmit(async () => {
    // docs/product.md#passwords: the server's rule and words, checked before sending.
    const problem = newPasswordProblem(t, values.password);
    setPasswordError(problem);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    setGrownUpError(grownUp ? null : t('account.auth.grownUpMissing'));
    if (!grownUp) {
      grownUpRef.current?.focus();
      return;
    }
    // Read again: the work may have come (or gone) since the form opened.
    const read = guestWork.current ?? (await loadGuestWorkReader().catch(() => () => work));
    const found = read();
    setWork(found);
    if (found && !owner) {
      setOwnerError(t('account.auth.whoseWork.missing'));
      ownerRef.current?.focus();
      return;
    }
    setOwnerError(null);
    await onSubmit(values, found && owner ? owner : undefined);
  });
  const field = (key: keyof SignUpInput) => ({
    name: key,
    required: true,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  return (
    // In the dialog and on /auth, Create Account stays at the bottom of what is shown while
    // the fields scroll; the fields keep clear of it when they get the focus
    // (docs/decisions/176-code-lab-on-a-phone.md).
    <form className="grid gap-4 [&_input]:scroll-mb-24" onSubmit={submit}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <TextField
          label={t('account.firstName')}
          autoComplete="given-name"
          maxLength={100}
          {...field('firstName')}
        />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          maxLength={100}
          {...field('lastName')}
        />
      </div>
      <EmailField label={t('account.email')} {...field('email')} />
      <TextField
        ref={passwordRef}
        label={t('account.password')}
        type="password"
        autoComplete="new-password"
        hint={t('account.auth.passwordRule')}
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
          {t('account.auth.grownUpLabel')}
        </label>
        {grownUpError && (
          <p id={`${grownUpId}-error`} role="alert" className="text-sm font-bold text-red-800">
            {grownUpError}
          </p>
        )}
        <p id={`${grownUpId}-hint`} className="text-slate-700">
          {t('account.auth.childHint')}{' '}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4"
          >
            {t('account.auth.privacyLink')}
            <span className="sr-only"> {t('account.opensInNewTab')}</span>
          </a>
        </p>
      </div>
      {work && (
        <WhoseWork
          work={work}
          owner={owner}
          error={ownerError}
          firstRef={ownerRef}
          onChange={(chosen) => {
            setOwner(chosen);
            setOwnerError(null);
          }}
        />
      )}
      {/* Create Account stays on the screen, in the dialog and on /auth (a laptop's 768 px too). */}
      <div className="sticky bottom-0 z-10 -mx-6 grid border-t-2 border-violet-100 bg-white px-6 py-3 sm:-mx-8 sm:px-8 in-[[role=dialog]]:-bottom-6 in-[[role=dialog]]:-mb-6 in-[[role=dialog]]:sm:-mx-6 in-[[role=dialog]]:sm:px-6">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('account.creatingAccount') : t('account.createAccount')}
        </button>
      </div>
    </form>
  );
}
