import type { RefObject } from 'react';
import { AlertDialog } from 'radix-ui';
import { useT } from '../../i18n/use-t';
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

/**
 * 'Send to All Active Users' asks first, naming how many people the email reaches
 * (docs/decisions/126-bulk-email-asks-first.md): a bulk email cannot be taken back.
 */
export function ConfirmBulkSend({
  open,
  onOpenChange,
  count,
  subject,
  onConfirm,
  returnFocusTo,
}: Props) {
  const t = useT('admin');
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
              ? t('admin.outreach.confirmTitleCounting')
              : nobody
                ? t('admin.outreach.confirmTitleNobody')
                : t('admin.outreach.confirmTitle', { count })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-lg break-words text-slate-700">
            {count === undefined
              ? t('admin.outreach.counting')
              : nobody
                ? t('admin.outreach.confirmNobody')
                : t('admin.outreach.confirmHelp', { subject })}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>{t('admin.outreach.cancel')}</AlertDialog.Cancel>
            {count !== undefined && !nobody && (
              <AlertDialog.Action className={primaryButton} onClick={onConfirm}>
                {t('admin.outreach.confirmYes', { count })}
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
