import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordDialog } from '../../components/password-dialog';
import { useT } from '../../i18n/use-t';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { adoptUser } from '../../lib/session-switch';
import { toast } from '../../lib/toast-store';
import { nameOf, type User } from '../../lib/user';

/** POST /api/session/grown-up: signs the grown-up who switched back in (counts as a login). */
const postBackToGrownUp = (password: string) =>
  apiRequest<User>('POST', '/api/session/grown-up', { password });

/**
 * The grown-up types their password to come back from a child's session
 * (docs/product.md#the-family-page); a wrong one, or too many tries, says so under the field.
 */
export function BackToGrownUpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT('childSession');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function switchBack(password: string) {
    const grownUp = await postBackToGrownUp(password);
    onOpenChange(false);
    adoptUser(queryClient, grownUp);
    toast({ title: t('childSession.session.welcomeBack', { name: nameOf(grownUp) }), variant: 'success' });
    void navigate(paths.family);
  }

  return (
    <PasswordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('childSession.session.backToGrownUp')}
      description={t('childSession.session.backDescription')}
      submit={t('childSession.session.backSubmit')}
      busy={t('childSession.session.backBusy')}
      words={{
        password: t('childSession.password'),
        passwordMissing: t('childSession.passwordMissing'),
        cancel: t('childSession.cancel'),
      }}
      tone="primary"
      onConfirm={switchBack}
    />
  );
}
