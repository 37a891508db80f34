// What a vision check means, in words an 8-year-old reads (docs/product/code-lab.md#vision-lab),
// in the page's language: how many test drawings it got right and how many it needs, then the
// first one it got wrong, what it thought and the examples it looked most like ("It got 5 of 8
// right; it needs 7. It thought drawing 3 was not a key; it is a key."). From the catalogue
// (`visionLab`), said by the `t` the caller passes (the page's, or the server's for a 422).
import type { Translate } from '../../../../i18n/translate';
import type { VisionCheck } from './vision-check';
import type { VisionLevel } from './vision-level';
import type { VisionLabel } from './vision-types';

/** A label's name ("not a key" / "no es una llave"). @public for the page's label boxes. */
export const labelWords = (word: VisionLabel, t: Translate): string => t(`visionLab.label.${word}`);

/** What a vision check found, for the box under the tests and the server's 422. */
export function describeVision(check: VisionCheck, level: VisionLevel, t: Translate): string {
  const total = check.results.length;
  const score = t('visionLab.outcome.score', { right: check.right, total, need: check.need });
  if (check.outcome === 'solved') return `${score} ${t('visionLab.outcome.solved')}`;
  const wrong = check.results.findIndex((r) => !r.right);
  if (wrong < 0) return score;
  const { guess } = check.results[wrong]!;
  if (guess.word === null) return `${score} ${t('visionLab.outcome.noExamples')}`;
  const thought = t('visionLab.outcome.thought', {
    n: wrong + 1,
    guess: t(`visionLab.isA.${guess.word}`),
    answer: t(`visionLab.isA.${level.tests[wrong]!.label}`),
  });
  const list = guess.nearest
    .map((n) => t('visionLab.outcome.example', { label: labelWords(n.word, t), n: n.example + 1 }))
    .join(', ');
  return `${score} ${thought} ${t('visionLab.outcome.nearest', { list })}`;
}
