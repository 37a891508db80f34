import { useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages';
import { toast } from '../../lib/toast-store';
import { primaryButton } from '../../components/admin-styles';
import { EmailFields } from './email-fields';
import { useSendUserEmail, type OutreachUser } from './outreach-api';
import { toastMissing, toastSendFailure } from './send-feedback';
import { UserPicker } from './user-picker';

export function IndividualEmailForm() {
  const [user, setUser] = useState<OutreachUser | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendUserEmail();

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // docs/product.md#admin-pages: a selected user, subject and message are required.
        if (!user || !subject.trim() || !message.trim()) return toastMissing(adminMessages.admin.individualMissing);
        send.mutate(
          { userId: user.id, subject: subject.trim(), message: message.trim() },
          {
            onSuccess: (result) => {
              toast({ title: adminMessages.admin.emailSent, description: result.message, variant: 'success' });
              setSubject('');
              setMessage('');
            },
            onError: (error) => toastSendFailure(adminMessages.admin.emailFailed, error),
          },
        );
      }}
    >
      <UserPicker selected={user} onSelect={setUser} />
      <EmailFields subject={subject} message={message} onSubject={setSubject} onMessage={setMessage} />
      <div>
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Email'}
        </button>
      </div>
    </form>
  );
}
