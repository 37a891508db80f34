import { useId, type Ref } from 'react';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import type { GuestSummary, WorkOwner } from '../../lib/guest-summary';

/** What the guest did, one line each, in the page's language; "Some activities" when only those. */
function workLines(t: Translate, work: GuestSummary): string[] {
  const lines = [
    work.lessons > 0 && t('account.auth.whoseWork.lessons', { count: work.lessons }),
    work.codeLabLevels > 0 && t('account.auth.whoseWork.levels', { count: work.codeLabLevels }),
    work.drawings > 0 && t('account.auth.whoseWork.drawings', { count: work.drawings }),
    work.games > 0 && t('account.auth.whoseWork.games', { count: work.games }),
    work.points > 0 && t('account.auth.whoseWork.points', { count: work.points }),
  ].filter((line): line is string => typeof line === 'string');
  return lines.length > 0 ? lines : [t('account.auth.whoseWork.other')];
}

/**
 * "Whose work is on this device?" (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md):
 * asked in the sign-up form only when a guest left work here. "Mine" moves it to the new account,
 * as sign-up always did; "My child's" keeps it on the device until a child profile answers "Are
 * they yours?".
 */
export function WhoseWork({
  work,
  owner,
  error,
  firstRef,
  onChange,
}: {
  work: GuestSummary;
  owner: WorkOwner | null;
  error: string | null;
  firstRef: Ref<HTMLInputElement>;
  onChange(owner: WorkOwner): void;
}) {
  const t = useT('account');
  const id = useId();
  const option = (value: WorkOwner, label: string, hint?: string) => (
    <div className="grid gap-1">
      <label
        htmlFor={`${id}-${value}`}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-slate-800"
      >
        <input
          ref={value === 'mine' ? firstRef : undefined}
          id={`${id}-${value}`}
          type="radio"
          name="whoseWork"
          value={value}
          required
          checked={owner === value}
          onChange={() => onChange(value)}
          aria-describedby={hint ? `${id}-${value}-hint` : undefined}
          className="size-6 shrink-0 accent-violet-700"
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-${value}-hint`} className="ml-9 text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <fieldset
      className="grid gap-2 rounded-2xl border-2 border-violet-200 p-4"
      aria-describedby={error ? `${id}-found ${id}-error` : `${id}-found`}
    >
      <legend className="px-1 text-lg font-extrabold text-violet-900">
        {t('account.auth.whoseWork.legend')}
      </legend>
      <div id={`${id}-found`} className="grid gap-1 text-slate-800">
        <p>{t('account.auth.whoseWork.found')}</p>
        <ul className="list-disc pl-6">
          {workLines(t, work).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {option('mine', t('account.auth.whoseWork.mine'))}
      {option('child', t('account.auth.whoseWork.child'), t('account.auth.whoseWork.childHint'))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
