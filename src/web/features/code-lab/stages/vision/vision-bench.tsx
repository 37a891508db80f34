// The Vision Lab's bench (docs/decisions/413-the-vision-lab-page.md#the-level-page): the pad with
// Clear and Undo a stroke, the numbers it sees, "Try it" (the guess at once, by the examples so
// far) and the label boxes. The level page and present mode both use it; they add the check.
import { useMemo, useState } from 'react';
import { features } from '../../../../../domain/code-lab/stages/vision/vision-features';
import { guessFeatures, train } from '../../../../../domain/code-lab/stages/vision/vision-guess';
import type { VisionLevel } from '../../../../../domain/code-lab/stages/vision/vision-level';
import { countExamples, type TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../../domain/code-lab/stages/vision/vision-check-words';
import { MAX_VISION_BYTES } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { DrawingNumbers } from './drawing-numbers';
import { DrawingPad } from './drawing-pad';
import { GuessPanel } from './guess-panel';
import { LabelBoxes } from './label-boxes';
import { drawingOf, emptyPad, isBlank, undo, type PadDrawing } from './pad-drawing';

type Props = {
  /** The level's room for examples (a finder's is every label full). */
  level: Pick<VisionLevel, 'maxBlocks'>;
  program: TrainingProgram;
  onChange(next: TrainingProgram): void;
  big?: boolean;
};

const bytesOf = (program: TrainingProgram) => new TextEncoder().encode(JSON.stringify(program)).length;

export function VisionBench({ level, program, onChange, big }: Props) {
  const t = useT('visionLab');
  const [pad, setPad] = useState<PadDrawing>(emptyPad);
  const [said, setSaid] = useState('');
  const drawing = drawingOf(pad);
  const seen = useMemo(() => (drawing ? features(drawing) : null), [drawing]);
  // The examples' features are worked out once a set, not on every stroke or cell of the pad.
  const trained = useMemo(() => train(program), [program]);
  const guessed = useMemo(() => (seen ? guessFeatures(trained, seen) : null), [trained, seen]);
  const allUsed = countExamples(program) >= level.maxBlocks;
  const fullSay = allUsed ? t('visionLab.boxes.allFull', { max: level.maxBlocks }) : null;

  const add = (label: number) => {
    if (!drawing || allUsed) return;
    const next: TrainingProgram = {
      ...program,
      labels: program.labels.map((l, i) => (i === label ? { ...l, examples: [...l.examples, drawing] } : l)),
    };
    if (bytesOf(next) > MAX_VISION_BYTES) return setSaid(t('visionLab.boxes.tooBig'));
    onChange(next);
    setPad(emptyPad());
    setSaid(t('visionLab.said.added', { label: labelWords(program.labels[label]!.word, t) }));
  };
  const remove = (label: number, example: number) => {
    onChange({
      ...program,
      labels: program.labels.map((l, i) => (i === label ? { ...l, examples: l.examples.filter((_, j) => j !== example) } : l)),
    });
    setSaid(t('visionLab.said.removed', { label: labelWords(program.labels[label]!.word, t), n: example + 1 }));
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="vision-pad-heading" className="grid min-w-0 gap-2">
          <h2 id="vision-pad-heading" className="text-xl font-extrabold text-violet-950">
            {t('visionLab.pad.heading')}
          </h2>
          <DrawingPad
            pad={pad}
            onChange={(next) => {
              setPad(next);
              setSaid('');
            }}
            onFull={() => setSaid(t('visionLab.pad.full'))}
          />
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className={secondaryButton} disabled={isBlank(pad)} onClick={() => setPad(undo(pad))}>
              {t('visionLab.pad.undo')}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={isBlank(pad)}
              onClick={() => {
                setPad(emptyPad());
                setSaid(t('visionLab.said.cleared'));
              }}
            >
              {t('visionLab.pad.clear')}
            </button>
          </div>
          <p role="status" className={said ? 'font-bold text-slate-900' : 'sr-only'}>
            {said}
          </p>
        </section>
        <div className="grid min-w-0 gap-4">
          <section aria-labelledby="vision-try-heading" className="grid min-w-0 gap-2 rounded-2xl border-2 border-violet-200 p-3">
            <h2 id="vision-try-heading" className="text-xl font-extrabold text-violet-950">
              {t('visionLab.guess.heading')}
            </h2>
            <GuessPanel program={program} guess={guessed} big={big} />
          </section>
          <section aria-labelledby="vision-numbers-heading" className="grid min-w-0 gap-2">
            <h2 id="vision-numbers-heading" className="text-xl font-extrabold text-violet-950">
              {t('visionLab.numbers.heading')}
            </h2>
            <DrawingNumbers seen={seen} />
          </section>
        </div>
      </div>
      <LabelBoxes program={program} canAdd={drawing !== null} fullSay={fullSay} onAdd={add} onRemove={remove} />
    </div>
  );
}
