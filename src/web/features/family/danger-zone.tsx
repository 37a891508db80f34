import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { dangerButton } from '../../components/button-styles';
import { LazyPasswordDialog } from '../../components/lazy-password-dialog';
import { useT } from '../../i18n/use-t';
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
  const t = useT('family');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'withdraw' | 'delete' | null>(null);
  const id = useId();
  const passwordWords = {
    password: t('family.password'),
    passwordMissing: t('family.passwordMissing'),
    cancel: t('family.cancel'),
  };

  async function withdraw(password: string) {
    await deleteConsent(password);
    setOpen(null);
    // Every child's progress went with the profiles.
    queryClient.removeQueries({
      queryKey: FAMILY_QUERY_KEY,
      predicate: (query) => query.queryKey.length > 1,
    });
    toast({ title: t('family.withdraw.done'), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
  }

  async function removeAccount(password: string) {
    await deleteAccount(password);
    setOpen(null);
    // The server ended the session with the account: nothing here is anyone's any more.
    forgetUser();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    queryClient.setQueryData(USER_QUERY_KEY, null);
    toast({ title: t('family.deleteAccount.done'), variant: 'success' });
    void navigate(paths.home);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-3xl border-2 border-red-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-violet-900">
        {t('family.dangerTitle')}
      </h2>
      {consentGiven && (
        <div className="grid gap-2">
          <h3 className="text-xl font-extrabold text-red-900">{t('family.withdraw.title')}</h3>
          <p className="text-slate-800">{t('family.withdraw.text')}</p>
          <button type="button" className={outlinedDanger} onClick={() => setOpen('withdraw')}>
            {t('family.withdraw.open')}
          </button>
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="text-xl font-extrabold text-red-900">{t('family.deleteAccount.title')}</h3>
        <p className="text-slate-800">{t('family.deleteAccount.text')}</p>
        <button
          type="button"
          className={`${dangerButton} justify-self-start`}
          onClick={() => setOpen('delete')}
        >
          {t('family.deleteAccount.open')}
        </button>
      </div>
      <LazyPasswordDialog
        open={open === 'withdraw'}
        onOpenChange={(next) => setOpen(next ? 'withdraw' : null)}
        title={t('family.withdraw.title')}
        description={t('family.withdraw.text')}
        submit={t('family.withdraw.submit')}
        busy={t('family.withdraw.busy')}
        words={passwordWords}
        onConfirm={withdraw}
      />
      <LazyPasswordDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={t('family.deleteAccount.title')}
        description={t('family.deleteAccount.text')}
        submit={t('family.deleteAccount.submit')}
        busy={t('family.deleteAccount.busy')}
        words={passwordWords}
        onConfirm={removeAccount}
      />
    </section>
  );
}
