import { useId } from 'react';
import { inputClass } from '../../components/admin-styles';

const SUBJECT_MAX = 200;
const MESSAGE_MAX = 10_000;
// '10,000', written without Intl: a page's first toLocaleString loads the number formats, a
// long task on a slow phone (decision 144).
const MESSAGE_MAX_TEXT = String(MESSAGE_MAX).replace(/\B(?=(\d{3})+$)/g, ',');

/** Subject and message, with the server's limits (200 / 10,000 characters). */
export function EmailFields(props: {
  subject: string;
  message: string;
  onSubject: (v: string) => void;
  onMessage: (v: string) => void;
}) {
  const subjectId = useId();
  const messageId = useId();
  const countId = useId();
  return (
    <>
      <div>
        <label htmlFor={subjectId} className="font-semibold">
          Subject
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
          Message
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
          {props.message.length} / {MESSAGE_MAX_TEXT} characters. An unsubscribe link is added at
          the end.
        </p>
      </div>
    </>
  );
}
