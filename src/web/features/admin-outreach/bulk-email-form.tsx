import { useRef, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages';
import { toast } from '../../lib/toast-store';
import { primaryButton } from '../../components/admin-styles';
import { ConfirmBulkSend } from './confirm-bulk-send';
import { EmailFields } from './email-fields';
import { MailBatches } from './mail-batches';
import { useActiveRecipients, useSendBulkEmail } from './outreach-api';
import { toastMissing, toastSendFailure } from './send-feedback';

export function BulkEmailForm() {
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
          toast({ title: adminMessages.admin.bulkSent, description: result.message, variant: 'success' });
          setSubject('');
          setMessage('');
        },
        onError: (error) => toastSendFailure(adminMessages.admin.bulkFailed, error),
      },
    );

  return (
    <div>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!subject.trim() || !message.trim()) return toastMissing(adminMessages.admin.bulkMissing);
          // Ask first, with the number counted now (users may have joined since the page opened).
          void recipients.refetch();
          setConfirming(true);
        }}
      >
        <p className="rounded-2xl bg-violet-50 p-3 text-lg" aria-live="polite">
          {count === undefined
            ? 'Counting recipients...'
            : `Recipients: ${count} active ${count === 1 ? 'user' : 'users'} (with points, and emails turned on).`}
        </p>
        <EmailFields subject={subject} message={message} onSubject={setSubject} onMessage={setMessage} />
        <div>
          <button ref={sendButton} type="submit" className={primaryButton} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send to All Active Users'}
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
