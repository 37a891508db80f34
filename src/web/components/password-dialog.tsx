import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { userMessageOf } from '../lib/api';
import { dangerButton, primaryButton, secondaryButton } from './button-styles';
import { ModalFrame } from './modal-frame';
import { TextField } from './text-field';

/**
 * A grown-up types their password again: before something that cannot be undone (delete a
 * child, withdraw consent, delete the account: `tone="danger"`) and to come back from a child's
 * session (docs/product.md#the-family-page). The server's answer to a wrong password is shown
 * under the field; the dialog closes only when `onConfirm` succeeds (the caller closes it).
 */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  submit,
  busy: busyLabel,
  words,
  tone = 'danger',
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  submit: string;
  busy: string;
  /** The field's label, the word for an empty field, and Cancel. */
  words: { password: string; passwordMissing: string; cancel: string };
  tone?: 'danger' | 'primary';
  onConfirm(password: string): Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError(words.passwordMissing);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(null);
    } catch (failure) {
      setError(userMessageOf(failure));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <ModalFrame title={title} description={description}>
        <form className="grid gap-4" onSubmit={(e) => void confirm(e)} noValidate>
          <TextField
            ref={field}
            label={words.password}
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
              {words.cancel}
            </Dialog.Close>
            <button
              type="submit"
              className={tone === 'danger' ? dangerButton : primaryButton}
              disabled={busy}
            >
              {busy ? busyLabel : submit}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
