import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { primaryButton } from '../../components/admin-styles';
import { EmailFields } from './email-fields';
import { useSendUserEmail, type OutreachUser } from './outreach-api';
import { toastMissing, toastSendFailure } from './send-feedback';
import { UserPicker } from './user-picker';

export function IndividualEmailForm() {
  const t = useT('admin');
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
        if (!user || !subject.trim() || !message.trim()) return toastMissing(t('admin.outreach.individualMissing'));
        send.mutate(
          { userId: user.id, subject: subject.trim(), message: message.trim() },
          {
            onSuccess: (result) => {
              toast({ title: t('admin.outreach.emailSent'), description: result.message, variant: 'success' });
              setSubject('');
              setMessage('');
            },
            onError: (error) => toastSendFailure(t('admin.outreach.emailFailed'), error),
          },
        );
      }}
    >
      <UserPicker selected={user} onSelect={setUser} />
      <EmailFields subject={subject} message={message} onSubject={setSubject} onMessage={setMessage} />
      <div>
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? t('admin.outreach.sending') : t('admin.outreach.sendEmail')}
        </button>
      </div>
    </form>
  );
}
