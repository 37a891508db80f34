import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useAuth } from '../lib/auth';
import { openAuthDialog } from '../lib/auth-dialog';
import { ConfirmEmailCard } from '../features/confirm-email/confirm-email-card';

/**
 * /confirm-email?token=...: the link in the sign-up email
 * (docs/decisions/110-email-confirmation.md).
 */
export function Component() {
  const [search] = useSearchParams();
  // Read once: the page keeps working with this token whatever happens to the address bar.
  const [token] = useState(() => search.get('token')?.trim() ?? '');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <ConfirmEmailCard
      token={token}
      signedIn={user !== null}
      grownUp={user?.kind === 'grown-up'}
      onConfirmed={() => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })}
      onSignIn={() => openAuthDialog('sign-in')}
    />
  );
}
