// After "Check my computer" (docs/decisions/413-the-vision-lab-page.md#the-check): the level's
// test drawings it got wrong, each as a thumbnail with what it guessed and what it really is.
import type { VisionCheck } from '../../../../../domain/code-lab/stages/vision/vision-check';
import type { VisionLevel } from '../../../../../domain/code-lab/stages/vision/vision-level';
import { useT } from '../../../../i18n/use-t';
import { DrawingThumb } from './drawing-thumb';

export function WrongTests({ level, check }: { level: VisionLevel; check: VisionCheck }) {
  const t = useT('visionLab');
  const wrong = check.results.flatMap((r, i) => (r.right ? [] : [{ i, guess: r.guess.word }]));
  if (wrong.length === 0) return null;
  return (
    <section aria-labelledby="vision-wrong-heading" className="grid min-w-0 gap-2">
      <h2 id="vision-wrong-heading" className="text-xl font-extrabold text-violet-950">
        {t('visionLab.wrong.heading')}
      </h2>
      <ul className="flex flex-wrap gap-3" data-testid="vision-wrong">
        {wrong.map(({ i, guess }) => {
          const answer = t(`visionLab.isA.${level.tests[i]!.label}`);
          const line = guess
            ? t('visionLab.wrong.item', { n: i + 1, guess: t(`visionLab.isA.${guess}`), answer })
            : t('visionLab.wrong.noGuess', { n: i + 1, answer });
          return (
            <li key={i} className="grid max-w-40 justify-items-center gap-1 text-center text-sm">
              <DrawingThumb drawing={level.tests[i]!.drawing} name={line} size="size-20" />
              <span aria-hidden="true">{line}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
