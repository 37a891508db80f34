// The label boxes (docs/decisions/413-the-vision-lab-page.md#label-boxes): one box a label of the
// level's word list, its examples as thumbnails, "Add this drawing to …" and a way to remove each
// example by tap or keyboard (one puzzle is about finding a wrong one). A label holds at most 10
// examples and a puzzle at most its own number; the box says so when full.
import type { TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../../domain/code-lab/stages/vision/vision-check-words';
import { MAX_EXAMPLES } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { primaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { DrawingThumb } from './drawing-thumb';

type Props = {
  program: TrainingProgram;
  /** Whether the pad has a drawing to add. */
  canAdd: boolean;
  /** The puzzle's examples are all used (its maxBlocks), or the set is at its size. */
  fullSay: string | null;
  onAdd(label: number): void;
  onRemove(label: number, example: number): void;
};

export function LabelBoxes({ program, canAdd, fullSay, onAdd, onRemove }: Props) {
  const t = useT('visionLab');
  return (
    <section aria-labelledby="vision-boxes-heading" className="grid min-w-0 gap-3">
      <h2 id="vision-boxes-heading" className="text-xl font-extrabold text-violet-950">
        {t('visionLab.boxes.heading')}
      </h2>
      {fullSay && <p className="rounded-xl bg-amber-50 p-2 font-bold text-amber-950">{fullSay}</p>}
      <ul className="grid min-w-0 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {program.labels.map((label, i) => {
          const word = labelWords(label.word, t);
          const full = label.examples.length >= MAX_EXAMPLES;
          return (
            <li key={label.word} className="grid min-w-0 content-start gap-2 rounded-2xl border-2 border-violet-200 bg-violet-50/40 p-3" data-testid={`vision-box-${label.word}`}>
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-extrabold text-violet-950">
                <span>{word}</span>
                <span className="text-base font-bold text-slate-700">{t('visionLab.boxes.count', { count: label.examples.length, max: MAX_EXAMPLES })}</span>
              </h3>
              {label.examples.length === 0 ? (
                <p className="text-slate-700">{t('visionLab.boxes.none')}</p>
              ) : (
                <ol className="flex flex-wrap gap-2">
                  {label.examples.map((drawing, j) => {
                    const name = t('visionLab.boxes.example', { label: word, n: j + 1 });
                    return (
                      <li key={j} className="grid justify-items-center gap-1">
                        <DrawingThumb drawing={drawing} name={name} />
                        <button
                          type="button"
                          className="grid min-h-11 min-w-11 place-items-center rounded-full border-2 border-slate-300 bg-white text-xl leading-none font-bold text-red-800 hover:bg-red-50"
                          aria-label={t('visionLab.boxes.remove', { label: word, n: j + 1 })}
                          onClick={() => onRemove(i, j)}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              )}
              {full ? (
                <p className="font-bold text-amber-950">{t('visionLab.boxes.full', { label: word, max: MAX_EXAMPLES })}</p>
              ) : (
                <button
                  type="button"
                  className={`${primaryButton} h-auto justify-self-start px-4 py-2 text-base whitespace-normal`}
                  disabled={!canAdd || fullSay !== null}
                  onClick={() => onAdd(i)}
                >
                  {t('visionLab.add', { label: word })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
