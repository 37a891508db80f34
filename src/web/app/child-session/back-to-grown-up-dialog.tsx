import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { childSessionMessages } from '../../../domain/child-session-messages';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { ModalFrame } from '../../components/modal-frame';
import { TextField } from '../../components/text-field';
import { apiRequest, userMessageOf } from '../../lib/api';
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(childSessionMessages.passwordMissing);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const grownUp = await postBackToGrownUp(password);
      onOpenChange(false);
      adoptUser(queryClient, grownUp);
      toast({ title: words.welcomeBack(nameOf(grownUp)), variant: 'success' });
      void navigate(paths.family);
    } catch (failure) {
      setError(userMessageOf(failure));
      setBusy(false);
      field.current?.focus();
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setPassword('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <ModalFrame title={words.backToGrownUp} description={words.backDescription}>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            ref={field}
            label={childSessionMessages.password}
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close type="button" className={secondaryButton} disabled={busy}>
              {childSessionMessages.cancel}
            </Dialog.Close>
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? words.backBusy : words.backSubmit}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
