import type { RefObject } from 'react';
import { AlertDialog } from 'radix-ui';
import { primaryButton, secondaryButton } from '../../components/admin-styles';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's count of active recipients; undefined while it is being counted. */
  count: number | undefined;
  subject: string;
  onConfirm: () => void;
  /** Where focus goes back to when the question closes: the button that asked it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const users = (count: number) => `${count} active ${count === 1 ? 'user' : 'users'}`;

/**
 * 'Send to All Active Users' asks first, naming how many people the email reaches
 * (decision 126): a bulk email cannot be taken back.
 */
export function ConfirmBulkSend({
  open,
  onOpenChange,
  count,
  subject,
  onConfirm,
  returnFocusTo,
}: Props) {
  const nobody = count === 0;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[92vh] w-[min(32rem,94vw)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-2xl font-extrabold text-violet-900">
            {count === undefined
              ? 'Send this email?'
              : nobody
                ? 'Nobody to send to'
                : `Send this email to ${users(count)}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-lg break-words text-slate-700">
            {count === undefined
              ? 'Counting recipients...'
              : nobody
                ? 'No user has points and emails turned on right now, so nobody would get it.'
                : `Every one of them gets "${subject}". An email cannot be taken back once it is sent.`}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            {count !== undefined && !nobody && (
              <AlertDialog.Action className={primaryButton} onClick={onConfirm}>
                {`Yes, send to ${users(count)}`}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
