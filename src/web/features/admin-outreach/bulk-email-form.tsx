import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { primaryButton } from '../../components/admin-styles';
import { ConfirmBulkSend } from './confirm-bulk-send';
import { EmailFields } from './email-fields';
import { MailBatches } from './mail-batches';
import { useActiveRecipients, useSendBulkEmail } from './outreach-api';
import { toastMissing, toastSendFailure } from './send-feedback';

export function BulkEmailForm() {
  const t = useT('admin');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const recipients = useActiveRecipients();
  const send = useSendBulkEmail();
  const count = recipients.data?.count;
  const [confirming, setConfirming] = useState(false);
  const sendButton = useRef<HTMLButtonElement>(null);

  const sendNow = () =>
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (result) => {
          toast({ title: t('admin.outreach.bulkSent'), description: result.message, variant: 'success' });
          setSubject('');
          setMessage('');
        },
        onError: (error) => toastSendFailure(t('admin.outreach.bulkFailed'), error),
      },
    );

  return (
    <div>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!subject.trim() || !message.trim()) return toastMissing(t('admin.outreach.bulkMissing'));
          // Ask first, with the number counted now (users may have joined since the page opened).
          void recipients.refetch();
          setConfirming(true);
        }}
      >
        <p className="rounded-2xl bg-violet-50 p-3 text-lg" aria-live="polite">
          {count === undefined
            ? t('admin.outreach.counting')
            : t('admin.outreach.recipients', { count })}
        </p>
        <EmailFields subject={subject} message={message} onSubject={setSubject} onMessage={setMessage} />
        <div>
          <button ref={sendButton} type="submit" className={primaryButton} disabled={send.isPending}>
            {send.isPending ? t('admin.outreach.sending') : t('admin.outreach.sendAll')}
          </button>
        </div>
      </form>
      <ConfirmBulkSend
        open={confirming}
        onOpenChange={setConfirming}
        count={recipients.isFetching ? undefined : count}
        subject={subject.trim()}
        onConfirm={sendNow}
        returnFocusTo={sendButton}
      />
      <MailBatches />
    </div>
  );
}
