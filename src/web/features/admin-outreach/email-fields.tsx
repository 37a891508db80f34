import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { inputClass } from '../../components/admin-styles';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 10_000;

/** Subject and message, with the server's limits (200 / 10,000 characters). */
export function EmailFields(props: {
  subject: string;
  message: string;
  onSubject: (v: string) => void;
  onMessage: (v: string) => void;
}) {
  const t = useT('admin');
  const subjectId = useId();
  const messageId = useId();
  const countId = useId();
  return (
    <>
      <div>
        <label htmlFor={subjectId} className="font-semibold">
          {t('admin.outreach.subject')}
        </label>
        <input
          id={subjectId}
          className={inputClass}
          maxLength={SUBJECT_MAX}
          value={props.subject}
          onChange={(e) => props.onSubject(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={messageId} className="font-semibold">
          {t('admin.outreach.message')}
        </label>
        <textarea
          id={messageId}
          className={`${inputClass} min-h-40`}
          maxLength={MESSAGE_MAX}
          aria-describedby={countId}
          value={props.message}
          onChange={(e) => props.onMessage(e.target.value)}
        />
        <p id={countId} className="mt-1 text-sm text-slate-700">
          {t('admin.outreach.characters', { count: props.message.length, max: MESSAGE_MAX })}
        </p>
      </div>
    </>
  );
}
