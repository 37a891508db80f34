// "What will your finder look for?" (docs/decisions/415-find-my-keys.md): the finder's things
// (FINDER_LABELS) as buttons that stay pressed, 2 or 3 of them chosen. A tap or Enter on one
// chooses it (at the end of the finder's labels) or takes it out with its drawings; what cannot be
// done (fewer than two, more than three) is said, never silently ignored.
import { FINDER_LABELS, FINDER_MIN_LABELS } from '../../../../domain/code-lab/stages/vision/finder';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../domain/code-lab/stages/vision/vision-check-words';
import { MAX_LABELS, type VisionLabel } from '../../../../domain/code-lab/stages/vision/vision-types';
import { useT } from '../../../i18n/use-t';

type Props = {
  program: TrainingProgram;
  onChange(next: TrainingProgram): void;
  /** What happened, for the page's status line. */
  onSay(words: string): void;
};

/** The finder with `word` chosen or taken out; a string says why not. */
function toggleThing(program: TrainingProgram, word: VisionLabel): TrainingProgram | 'atLeastTwo' | 'atMostThree' {
  const chosen = program.labels.some((label) => label.word === word);
  if (chosen) {
    if (program.labels.length <= FINDER_MIN_LABELS) return 'atLeastTwo';
    return { ...program, labels: program.labels.filter((label) => label.word !== word) };
  }
  if (program.labels.length >= MAX_LABELS) return 'atMostThree';
  return { ...program, labels: [...program.labels, { word, examples: [] }] };
}

export function ThingChooser({ program, onChange, onSay }: Props) {
  const t = useT('findMyKeys', 'visionLab');
  const chosen = (word: VisionLabel) => program.labels.some((label) => label.word === word);
  const hasKey = chosen('key');
  return (
    <section aria-labelledby="finder-things-heading" className="grid min-w-0 gap-2 rounded-3xl bg-white p-4 shadow">
      <h2 id="finder-things-heading" className="text-xl font-extrabold text-violet-950">
        {t('findMyKeys.things.heading')}
      </h2>
      <p id="finder-things-help" className="text-base text-slate-800">
        {t('findMyKeys.things.help')} {t('findMyKeys.things.chosen', { count: program.labels.length })}
      </p>
      <ul className="flex flex-wrap gap-2" aria-describedby="finder-things-help">
        {FINDER_LABELS.map((word) => {
          const on = chosen(word);
          const name = labelWords(word, t);
          return (
            <li key={word}>
              <button
                type="button"
                aria-pressed={on}
                className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border-2 px-4 text-lg font-bold ${
                  on ? 'border-violet-800 bg-violet-700 text-white' : 'border-slate-400 bg-white text-slate-900 hover:bg-violet-50'
                }`}
                onClick={() => {
                  const next = toggleThing(program, word);
                  if (typeof next === 'string') return onSay(t(`findMyKeys.things.${next}`));
                  onChange(next);
                  onSay(t(on ? 'findMyKeys.things.removed' : 'findMyKeys.things.added', { thing: name }));
                }}
              >
                <span aria-hidden="true">{on ? '✓' : '+'}</span>
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen('not-key') && !hasKey && <p className="font-bold text-amber-950">{t('findMyKeys.things.notKeyAlone')}</p>}
    </section>
  );
}
