import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

type Common = { label: string; hint?: string; error?: string | null };

const fieldClass =
  'w-full rounded-xl border-2 border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 focus:border-violet-700 aria-[invalid=true]:border-red-700';

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function TextField({ label, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold text-slate-800">
        {label}
      </label>
      <input id={id} className={`${fieldClass} min-h-11`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, hint, error, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="font-bold text-slate-800">
        {label}
      </label>
      <textarea id={id} rows={2} className={fieldClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-bold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
