import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api';
import { postPasswordResetCheck } from './auth-api';
import { ResetRequestForm } from './reset-request-form';

export type ResetLinkState =
  | { kind: 'checking' }
  | { kind: 'good' }
  | { kind: 'bad'; message: string };

/**
 * Asks the server, once, whether the link still works, without using it up
 * (docs/decisions/127-reset-link-checked-on-open.md). Only a clear 'used', 'too old' or 'unknown'
 * answer (400 or 410) counts as bad: when the check itself cannot be made, the form shows and the
 * reset says what is wrong.
 */
export function useResetLinkCheck(token: string): ResetLinkState {
  const check = useQuery({
    queryKey: ['/api/reset-password/check', token],
    queryFn: () => postPasswordResetCheck(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (check.isPending) return { kind: 'checking' };
  const error = check.error;
  if (error instanceof ApiError && (error.status === 400 || error.status === 410))
    return { kind: 'bad', message: error.userMessage };
  return { kind: 'good' };
}

/** What the page shows for a link that no longer works: why, and a way to get a new one. */
export function ResetLinkProblem({ message }: { message: string }) {
  const t = useT('account');
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-lg font-bold text-amber-900">
        {message}
      </p>
      <h2 className="text-2xl font-bold text-violet-900">{t('account.reset.newLinkTitle')}</h2>
      <p className="text-lg text-slate-700">
        {t('account.reset.newLinkText')}
      </p>
      <ResetRequestForm />
    </div>
  );
}
