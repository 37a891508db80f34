// The card shown after a lesson is done: a heading, a line of text and one big link.
// Usage: <NextLessonCard heading="Lesson completed!" text="..." linkLabel="Next Lesson: Sequences" to="/lessons/sequences" />
// `practice` adds a second link, to the Code Lab world that practises the lesson.
import { Link } from 'react-router';
import type { PracticeLink } from './code-lab-practice';

type Props = { heading: string; text?: string; linkLabel: string; to: string; practice?: PracticeLink };

export function NextLessonCard({ heading, text, linkLabel, to, practice }: Props) {
  return (
    <section aria-label={heading} className="grid gap-3 rounded-3xl border-2 border-emerald-300 bg-emerald-50 p-6 text-center">
      <h2 className="text-2xl font-extrabold text-emerald-950">
        <span aria-hidden="true">🎉 </span>
        {heading}
      </h2>
      {text && <p className="text-lg text-emerald-950">{text}</p>}
      <Link
        to={to}
        className="mx-auto inline-flex min-h-11 items-center rounded-full bg-emerald-700 px-6 text-lg font-bold text-white hover:bg-emerald-800"
      >
        {linkLabel}
      </Link>
      {practice && (
        <Link
          to={practice.to}
          className="mx-auto inline-flex min-h-11 items-center rounded-full border-2 border-emerald-700 bg-white px-6 text-lg font-bold text-emerald-900 hover:bg-emerald-100"
        >
          {practice.label}
        </Link>
      )}
    </section>
  );
}
