// A shared finder in a class gallery (docs/decisions/415-find-my-keys.md): its things and their
// drawings as small pictures (read-only, never the child's typed title), and "Try it": a pad of
// one's own whose drawing the finder guesses in this browser (its guess, votes and the three
// drawings it looked most like). Nothing drawn here is kept or sent. The teacher's Gallery tab
// (its preview) and the class's /gallery both show it; the route loads it with its words, so the
// pages without a finder never carry the Vision Lab.
import { useId, useMemo, useState } from 'react';
import { features } from '../../../../domain/code-lab/stages/vision/vision-features';
import { guessFeatures, train } from '../../../../domain/code-lab/stages/vision/vision-guess';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../domain/code-lab/stages/vision/vision-check-words';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { DrawingPad } from '../stages/vision/drawing-pad';
import { DrawingThumb } from '../stages/vision/drawing-thumb';
import { GuessPanel } from '../stages/vision/guess-panel';
import { drawingOf, emptyPad, isBlank, type PadDrawing } from '../stages/vision/pad-drawing';

export default function GalleryFinder({ program, nickname }: { program: TrainingProgram; nickname: string }) {
  const t = useT('findMyKeys', 'visionLab');
  const [trying, setTrying] = useState(false);
  const tryId = useId();
  return (
    <div className="grid min-w-0 gap-3">
      <ul aria-label={t('findMyKeys.gallery.boxes', { nickname })} className="grid min-w-0 gap-2">
        {program.labels.map((box) => {
          const word = labelWords(box.word, t);
          return (
            <li key={box.word} className="grid min-w-0 gap-1 rounded-2xl border-2 border-violet-100 p-2">
              <p className="font-extrabold text-violet-950">{word}</p>
              <ol className="flex flex-wrap gap-1">
                {box.examples.map((drawing, j) => (
                  <li key={j}>
                    <DrawingThumb drawing={drawing} name={t('visionLab.boxes.example', { label: word, n: j + 1 })} size="size-11" />
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${secondaryButton} h-auto justify-self-start py-2 whitespace-normal`}
        aria-expanded={trying}
        aria-controls={trying ? tryId : undefined}
        onClick={() => setTrying(!trying)}
      >
        {t('findMyKeys.gallery.tryHeading', { nickname })}
      </button>
      {trying && (
        <div id={tryId}>
          <TryFinder program={program} />
        </div>
      )}
    </div>
  );
}

/** A pad of one's own and the finder's guess for it, at once. */
function TryFinder({ program }: { program: TrainingProgram }) {
  const t = useT('findMyKeys', 'visionLab');
  const [pad, setPad] = useState<PadDrawing>(emptyPad);
  const drawing = drawingOf(pad);
  const trained = useMemo(() => train(program), [program]);
  const guessed = useMemo(() => (drawing ? guessFeatures(trained, features(drawing)) : null), [trained, drawing]);
  return (
    <div className="grid min-w-0 gap-2">
      <p className="text-base text-slate-800">{t('findMyKeys.gallery.tryHelp')}</p>
      <DrawingPad pad={pad} onChange={setPad} onFull={() => {}} />
      <button type="button" className={`${secondaryButton} justify-self-center`} disabled={isBlank(pad)} onClick={() => setPad(emptyPad())}>
        {t('visionLab.pad.clear')}
      </button>
      <GuessPanel program={program} guess={guessed} />
    </div>
  );
}
