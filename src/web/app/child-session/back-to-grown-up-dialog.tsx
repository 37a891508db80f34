import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { childSessionMessages } from '../../../domain/child-session-messages';
import { PasswordDialog } from '../../components/password-dialog';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { adoptUser } from '../../lib/session-switch';
import { toast } from '../../lib/toast-store';
import { nameOf, type User } from '../../lib/user';

const words = childSessionMessages.session;

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function switchBack(password: string) {
    const grownUp = await postBackToGrownUp(password);
    onOpenChange(false);
    adoptUser(queryClient, grownUp);
    toast({ title: words.welcomeBack(nameOf(grownUp)), variant: 'success' });
    void navigate(paths.family);
  }

  return (
    <PasswordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.backToGrownUp}
      description={words.backDescription}
      submit={words.backSubmit}
      busy={words.backBusy}
      words={childSessionMessages}
      tone="primary"
      onConfirm={switchBack}
    />
  );
}
