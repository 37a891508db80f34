import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { familyMessages as words } from '../../../domain/family-messages';
import { dangerButton } from '../../components/button-styles';
import { LazyPasswordDialog } from '../../components/lazy-password-dialog';
import { USER_QUERY_KEY } from '../../lib/auth';
import { forgetUser } from '../../lib/known-user';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast-store';
import { deleteAccount, deleteConsent, FAMILY_QUERY_KEY } from './family-api';

const outlinedDanger =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-red-700 bg-white px-6 text-lg font-bold text-red-800 hover:bg-red-50 justify-self-start';

/**
 * Withdraw consent (every child profile goes) and delete the account (with its children and
 * classes), each behind the password (docs/product.md#the-family-page).
 */
export function DangerZone({ consentGiven }: { consentGiven: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'withdraw' | 'delete' | null>(null);
  const id = useId();

  async function withdraw(password: string) {
    await deleteConsent(password);
    setOpen(null);
    // Every child's progress went with the profiles.
    queryClient.removeQueries({
      queryKey: FAMILY_QUERY_KEY,
      predicate: (query) => query.queryKey.length > 1,
    });
    toast({ title: words.withdraw.done, variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
  }

  async function removeAccount(password: string) {
    await deleteAccount(password);
    setOpen(null);
    // The server ended the session with the account: nothing here is anyone's any more.
    forgetUser();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    queryClient.setQueryData(USER_QUERY_KEY, null);
    toast({ title: words.deleteAccount.done, variant: 'success' });
    void navigate(paths.home);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-3xl border-2 border-red-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-violet-900">
        {words.dangerTitle}
      </h2>
      {consentGiven && (
        <div className="grid gap-2">
          <h3 className="text-xl font-extrabold text-red-900">{words.withdraw.title}</h3>
          <p className="text-slate-800">{words.withdraw.text}</p>
          <button type="button" className={outlinedDanger} onClick={() => setOpen('withdraw')}>
            {words.withdraw.open}
          </button>
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="text-xl font-extrabold text-red-900">{words.deleteAccount.title}</h3>
        <p className="text-slate-800">{words.deleteAccount.text}</p>
        <button
          type="button"
          className={`${dangerButton} justify-self-start`}
          onClick={() => setOpen('delete')}
        >
          {words.deleteAccount.open}
        </button>
      </div>
      <LazyPasswordDialog
        open={open === 'withdraw'}
        onOpenChange={(next) => setOpen(next ? 'withdraw' : null)}
        title={words.withdraw.title}
        description={words.withdraw.text}
        submit={words.withdraw.submit}
        busy={words.withdraw.busy}
        words={words}
        onConfirm={withdraw}
      />
      <LazyPasswordDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={words.deleteAccount.title}
        description={words.deleteAccount.text}
        submit={words.deleteAccount.submit}
        busy={words.deleteAccount.busy}
        words={words}
        onConfirm={removeAccount}
      />
    </section>
  );
}
