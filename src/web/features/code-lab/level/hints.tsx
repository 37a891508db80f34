// Hints open after 2, 4 and 6 tries of a level (the third shows the first block of a solution),
// kept per person (run/tries.ts). Before that, the child is told when the next one comes. Read
// aloud with the intro.
import { paragraphBlockId } from '../../../../domain/lessons/speech';
import { SpokenText } from '../../../lessons/kit/read-aloud/spoken-text';
import { useT } from '../../../i18n/use-t';
import { triesToNextHint, type LevelTries } from '../run/tries';

export const hintSectionId = (i: number) => `hint-${i + 1}`;

export function Hints({ hints, tries }: { hints: readonly string[]; tries: LevelTries }) {
  const t = useT('codeLab');
  const open = tries.hintsOpen;
  const left = triesToNextHint(tries);
  return (
    <section aria-labelledby="code-lab-hints" className="grid gap-2 rounded-2xl border-2 border-sky-200 bg-sky-50 p-4">
      <h2 id="code-lab-hints" className="text-xl font-extrabold text-sky-950">
        {t('codeLab.hints.title')}
      </h2>
      {open > 0 && (
        <ol className="grid gap-2">
          {hints.slice(0, open).map((hint, i) => (
            <li key={hint} className="text-lg text-slate-900">
              <strong>{t('codeLab.hints.hintLabel', { n: i + 1 })} </strong>
              <SpokenText blockId={paragraphBlockId(hintSectionId(i), 0)} fallback={hint} />
            </li>
          ))}
        </ol>
      )}
      {left !== null && (
        <p className="text-slate-800">
          {open === 0 ? t('codeLab.hints.firstAfter', { left }) : t('codeLab.hints.nextAfter', { left })}
        </p>
      )}
    </section>
  );
}
