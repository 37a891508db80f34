import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** `error` is a sentence, or a sentence and a list (every bad line of a pasted list). */
type Common = { label: string; hint?: string; error?: ReactNode };

const fieldClass =
  'w-full rounded-xl border-2 border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 focus:border-violet-700 aria-[invalid=true]:border-red-700';

/** What a control needs to be tied to its label, hint and error for screen readers. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The label, hint and error around one control (given by `render`). */
function Field({
  label,
  hint,
  error,
  className,
  render,
}: Common & { className?: string; render(control: ControlProps): ReactNode }) {
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold text-slate-800">
        {label}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <div id={`${id}-error`} role="alert" className="text-sm font-bold text-red-800">
          {error}
        </div>
      )}
    </div>
  );
}

/** Splits a field's props into its frame's (label, hint, error, class) and its control's. */
function split<T extends Common & { className?: string }>({
  label,
  hint,
  error,
  className,
  ...control
}: T) {
  return [{ label, hint, error, className }, control] as const;
}

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function TextField(
  props: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const [frame, input] = split(props);
  return (
    <Field
      {...frame}
      render={(control) => <input className={`${fieldClass} min-h-11`} {...control} {...input} />}
    />
  );
}

/** TextField for longer text. */
export function TextAreaField(
  props: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const [frame, area] = split(props);
  return (
    <Field
      {...frame}
      render={(control) => <textarea rows={2} className={fieldClass} {...control} {...area} />}
    />
  );
}

/** The email field of the sign-in, sign-up and forgot-password forms (`label` in the page's language). */
export function EmailField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField type="email" name="email" autoComplete="email" {...props} />;
}
