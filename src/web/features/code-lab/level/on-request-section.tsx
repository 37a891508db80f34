// A Code Lab section shown on request: a heading with a show/hide button, so it is found by
// heading and takes one line on a phone until opened; once opened it stays open for the rest of
// the visit ("Read the grid", docs/decisions/182-the-grid-in-words.md; "Show the code",
// docs/decisions/241-show-the-code.md).
import { useId, useState, type ReactNode } from 'react';

/** The sections opened in this visit, by title. */
const openThisVisit = new Set<string>();

type Props = {
  title: string;
  /** The open panel's look. */
  panelClassName: string;
  /** What the open panel holds. */
  children: ReactNode;
  /** Kept in the section whether or not it is open (a live region). */
  always?: ReactNode;
  testId?: string;
};

export function OnRequestSection({ title, panelClassName, children, always, testId }: Props) {
  const [open, setOpen] = useState(() => openThisVisit.has(title));
  const id = useId();
  const headingId = `${id}-heading`;
  const toggle = () => {
    if (open) openThisVisit.delete(title);
    else openThisVisit.add(title);
    setOpen(!open);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-extrabold text-violet-950">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 hover:bg-slate-100"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
        </button>
      </h2>
      {open && (
        <div id={id} className={panelClassName}>
          {children}
        </div>
      )}
      {always}
    </section>
  );
}
