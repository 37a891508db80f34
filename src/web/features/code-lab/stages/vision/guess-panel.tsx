// "Try it" (docs/decisions/413-the-vision-lab-page.md#try-it): what the computer thinks the pad's
// drawing is, at once, by the child's examples: its guess, how sure (votes: "2 of 3 nearest say
// key") and the three examples it looked most like. The guess is the engine's (vision-guess.ts),
// the same one the check and the server use.
import type { Guess } from '../../../../../domain/code-lab/stages/vision/vision-guess';
import type { TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../../domain/code-lab/stages/vision/vision-check-words';
import { GUESS_K } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { useT } from '../../../../i18n/use-t';
import { DrawingThumb } from './drawing-thumb';

type Props = { program: TrainingProgram; guess: Guess | null; big?: boolean };

export function GuessPanel({ program, guess, big }: Props) {
  const t = useT('visionLab');
  const line = big ? 'text-3xl' : 'text-2xl';
  if (!guess) return <p className="text-lg text-slate-700">{t('visionLab.guess.blank')}</p>;
  if (!guess.word) return <p className="text-lg font-bold text-amber-950">{t('visionLab.guess.noExamples')}</p>;
  const winner = guess.votes.find((v) => v.word === guess.word)!;
  return (
    <div className="grid gap-2" aria-live="polite" aria-atomic="true">
      <p className={`${line} font-extrabold text-violet-950`} data-testid="vision-guess">
        {t('visionLab.guess.thinks', { label: labelWords(guess.word, t) })}
      </p>
      <p className="text-lg font-bold text-slate-800">
        {t('visionLab.guess.votes', { count: winner.count, k: Math.min(GUESS_K, guess.nearest.length), label: labelWords(guess.word, t) })}
      </p>
      <p className="font-bold text-slate-800">{t('visionLab.guess.nearest')}</p>
      <ol className="flex flex-wrap gap-3">
        {guess.nearest.map((n) => {
          const name = t('visionLab.boxes.example', { label: labelWords(n.word, t), n: n.example + 1 });
          const drawing = program.labels[n.label]?.examples[n.example];
          return (
            <li key={`${n.label}-${n.example}`} className="grid max-w-24 justify-items-center gap-1 text-center text-sm">
              {drawing && <DrawingThumb drawing={drawing} name={name} />}
              <span aria-hidden="true">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
