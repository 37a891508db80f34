import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyResponse } from '../../../domain/api/family-api';
import { primaryButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/auth';
import { rememberUser } from '../../lib/known-user';
import { FAMILY_QUERY_KEY, postConsentRequest, postGrownUp } from './family-api';

const card = 'grid gap-3 rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 sm:p-6';

/** An older account says once that it belongs to a grown-up (docs/product.md#the-family-page). */
export function AskGrownUp() {
  const t = useT('family');
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const save = useMutation({
    mutationFn: postGrownUp,
    onSuccess: (user) => {
      rememberUser(user);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!ticked);
    if (ticked) save.mutate();
  };
  const error = missing
    ? t('family.askGrownUp.missing')
    : save.isError
      ? userMessageOf(save.error)
      : null;
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-violet-900">
        {t('family.askGrownUp.title')}
      </h2>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <label
          htmlFor={id}
          className="flex min-h-11 cursor-pointer items-start gap-3 text-lg font-bold text-slate-900"
        >
          <input
            id={id}
            type="checkbox"
            checked={ticked}
            onChange={(e) => setTicked(e.target.checked)}
            aria-invalid={missing ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 size-6 shrink-0 accent-violet-700"
          />
          {t('family.askGrownUp.label')}
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="font-bold text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          className={`${primaryButton} justify-self-start`}
          disabled={save.isPending}
        >
          {save.isPending ? t('family.askGrownUp.busy') : t('family.askGrownUp.submit')}
        </button>
      </form>
    </section>
  );
}

/**
 * Where the grown-up's consent stands, until it is given: `none` offers the email with our notice
 * about children's data; `pending` says to open it, and can send it again.
 */
export function ConsentPanel({
  consent,
  email,
}: {
  consent: FamilyResponse['consent'];
  email: string;
}) {
  const t = useT('family');
  const queryClient = useQueryClient();
  const id = useId();
  const request = useMutation({
    mutationFn: postConsentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY }),
  });
  if (consent === 'given') return null;
  const pending = consent === 'pending';
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-violet-900">
        {pending ? t('family.consentPending.title') : t('family.consentNone.title')}
      </h2>
      <p className="text-lg text-slate-900">
        {pending ? t('family.consentPending.text', { email }) : t('family.consentNone.text')}
      </p>
      <div role="status" className="empty:hidden">
        {request.isSuccess && (
          <p className="text-lg font-bold text-emerald-900">{request.data.message}</p>
        )}
      </div>
      {request.isError && (
        <p role="alert" className="font-bold text-red-800">
          {userMessageOf(request.error)}
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} justify-self-start`}
        disabled={request.isPending}
        onClick={() => request.mutate()}
      >
        {request.isPending
          ? t('family.sending')
          : pending
            ? t('family.consentPending.resend')
            : t('family.consentNone.send')}
      </button>
    </section>
  );
}
