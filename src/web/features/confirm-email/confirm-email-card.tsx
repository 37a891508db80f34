import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailResponse, ResendConfirmationResponse } from '../../../domain/api/email-confirmation-api';
import { useT } from '../../i18n/use-t';
import { apiRequest, userMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800 disabled:opacity-60';

type Props = {
  token: string;
  signedIn: boolean;
  /** A grown-up's account: once confirmed, its family page is where to go next. */
  grownUp?: boolean;
  /** After a confirmation: the signed-in user's role and status may have changed. */
  onConfirmed(): void;
  onSignIn(): void;
};

/**
 * Posts the link's token once the page has opened (a mail scanner's GET changes nothing) and
 * says how it went; a used or expired link offers a new one to its signed-in owner.
 */
export function ConfirmEmailCard({ token, signedIn, grownUp = false, onConfirmed, onSignIn }: Props) {
  const t = useT('account');
  const confirm = useMutation({
    mutationFn: (value: string) => apiRequest<ConfirmEmailResponse>('POST', '/api/confirm-email', { token: value }),
    onSuccess: onConfirmed,
  });
  const resend = useMutation({
    mutationFn: () => apiRequest<ResendConfirmationResponse>('POST', '/api/confirm-email/resend'),
    onSuccess: (data) => {
      if (data.emailConfirmed) onConfirmed();
    },
  });
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failed = !token || confirm.isError;
  return (
    <section aria-labelledby="confirm-email-title" className="mx-auto grid max-w-xl gap-4 rounded-3xl bg-white p-6 text-center shadow sm:p-8">
      <h1 id="confirm-email-title" className="text-3xl font-extrabold text-violet-900">
        {t('account.confirmEmail.title')}
      </h1>
      {token && (confirm.isPending || confirm.isIdle) && (
        <p className="text-lg" role="status">
          {t('account.confirmEmail.checking')}
        </p>
      )}
      {confirm.isSuccess && (
        <>
          <p className="text-lg" role="status">
            {confirm.data.message}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {grownUp && (
              <Link to={paths.family} className={buttonClass}>
                {t('account.confirmEmail.toFamily')}
              </Link>
            )}
            {/* A new teacher finds their classes from here too (issue 32). */}
            {grownUp && (
              <Link to={paths.classes} className={buttonClass}>
                {t('account.confirmEmail.teach')}
              </Link>
            )}
            <Link to={paths.learn} className={buttonClass}>
              {t('account.confirmEmail.startLearning')}
            </Link>
          </div>
        </>
      )}
      {failed && (
        <>
          <p className="rounded-2xl bg-red-50 p-3 text-lg text-red-900" role="alert">
            {token ? userMessageOf(confirm.error) : t('account.confirmEmail.missing')}
          </p>
          {resend.isSuccess ? (
            <p className="text-lg" role="status">
              {resend.data.message}
            </p>
          ) : signedIn ? (
            <>
              {resend.isError && (
                <p className="rounded-2xl bg-red-50 p-3 text-red-900" role="alert">
                  {userMessageOf(resend.error)}
                </p>
              )}
              <button type="button" className={`${buttonClass} mx-auto`} disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? t('account.confirmEmail.resending') : t('account.confirmEmail.resend')}
              </button>
            </>
          ) : (
            <>
              <p className="text-lg">{t('account.confirmEmail.signInHint')}</p>
              <button type="button" className={`${buttonClass} mx-auto`} onClick={onSignIn}>
                {t('account.confirmEmail.signInForNew')}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
