// Hints open after 2, 4 and 6 failed runs of a level (the third shows the first block of a
// solution). Before that, the child is told when the first one comes. Read aloud with the intro.
import { paragraphBlockId } from '../../../../domain/speech';
import { SpokenText } from '../../../lessons/kit/read-aloud/spoken-text';

const HINT_AFTER_FAILS = [2, 4, 6] as const;
export const openedHints = (fails: number): number => HINT_AFTER_FAILS.filter((n) => fails >= n).length;
export const hintSectionId = (i: number) => `hint-${i + 1}`;

export function Hints({ hints, fails }: { hints: readonly string[]; fails: number }) {
  const open = openedHints(fails);
  const nextAt = HINT_AFTER_FAILS[open];
  return (
    <section aria-labelledby="code-lab-hints" className="grid gap-2 rounded-2xl border-2 border-sky-200 bg-sky-50 p-4">
      <h2 id="code-lab-hints" className="text-xl font-extrabold text-sky-950">
        Hints
      </h2>
      {open > 0 && (
        <ol className="grid gap-2">
          {hints.slice(0, open).map((hint, i) => (
            <li key={hint} className="text-lg text-slate-900">
              <strong>Hint {i + 1}: </strong>
              <SpokenText blockId={paragraphBlockId(hintSectionId(i), 0)} fallback={hint} />
            </li>
          ))}
        </ol>
      )}
      {nextAt !== undefined && (
        <p className="text-slate-800">
          {open === 0 ? 'A hint opens' : 'Another hint opens'} after {nextAt - fails} more {nextAt - fails === 1 ? 'try' : 'tries'}.
        </p>
      )}
    </section>
  );
}
