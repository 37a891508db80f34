// A child's training set shown to a grown-up (docs/decisions/413-the-vision-lab-page.md#a-grown-ups-view,
// docs/decisions/271-a-childs-code-lab-work.md): each label with its examples as thumbnails,
// nothing to tap or move; then "Show the code", the set as the numbers the computer compares
// (each example's 8×8 ink grid, strokes and proportions). Loaded with the Vision Lab's words.
import { useId, useState } from 'react';
import { features } from '../../../../../domain/code-lab/stages/vision/vision-features';
import type { TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../../domain/code-lab/stages/vision/vision-check-words';
import { INK_GRID, type Drawing } from '../../../../../domain/code-lab/stages/vision/vision-types';
import type { Translate } from '../../../../../i18n/translate';
import { secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { DrawingThumb } from './drawing-thumb';

type Props = { program: TrainingProgram; label: string; owner: string };

/** One example as numbers: its ink grid row by row, then strokes and proportions (of 16). */
const numbersOf = (drawing: Drawing, t: Translate): string => {
  const seen = features(drawing);
  const rows = Array.from({ length: INK_GRID }, (_, r) =>
    seen.ink
      .slice(r * INK_GRID, (r + 1) * INK_GRID)
      .map((n) => String(n).padStart(2))
      .join(' '),
  );
  return [...rows, t('visionLab.numbers.strokes', { n: seen.strokes }), t('visionLab.readOnly.wide', { n: seen.aspect })].join('\n');
};

export function ReadOnlyVision({ program, label, owner }: Props) {
  const t = useT('visionLab');
  const [code, setCode] = useState(false);
  const id = useId();
  return (
    <section aria-label={label} className="grid min-w-0 gap-3">
      {program.labels.map((box) => {
        const word = labelWords(box.word, t);
        return (
          <div key={box.word} className="grid min-w-0 gap-1 rounded-2xl border-2 border-violet-100 p-2">
            <p className="font-extrabold text-violet-950">{word}</p>
            {box.examples.length === 0 ? (
              <p>{t('visionLab.readOnly.noExamples')}</p>
            ) : (
              <ol className="flex flex-wrap gap-2">
                {box.examples.map((drawing, j) => (
                  <li key={j}>
                    <DrawingThumb drawing={drawing} name={t('visionLab.boxes.example', { label: word, n: j + 1 })} size="size-12" />
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
      <button type="button" className={`${secondaryButton} justify-self-start`} aria-expanded={code} aria-controls={code ? id : undefined} onClick={() => setCode(!code)}>
        {code ? t('visionLab.readOnly.hideCode') : t('visionLab.readOnly.showCode')}
      </button>
      {code && (
        <div id={id} className="grid min-w-0 gap-2">
          <p>{t('visionLab.readOnly.codeOf', { owner })}</p>
          {program.labels.map((box) =>
            box.examples.map((drawing, j) => (
              <figure key={`${box.word}-${j}`} className="grid gap-1">
                <figcaption className="font-bold">{t('visionLab.boxes.example', { label: labelWords(box.word, t), n: j + 1 })}</figcaption>
                <pre className="overflow-auto rounded-xl bg-slate-900 p-3 text-sm text-white">{numbersOf(drawing, t)}</pre>
              </figure>
            )),
          )}
        </div>
      )}
    </section>
  );
}
