// @vitest-environment node
// What a child reads when a vision puzzle is not solved yet (docs/product/code-lab.md#vision-lab):
// the score, the first drawing it got wrong and the examples it looked most like, in English and
// Spanish, with nothing left to fill, for every puzzle's start and for a set with too few examples.
import { describe, expect, it } from 'vitest';
import { findLevel, visionLabLevels } from '../../../../content/code-lab/levels';
import { checkSolve, describeCheck } from '../../../domain/code-lab/solve';
import { isVisionLevel } from '../../../domain/code-lab/stages/vision/vision-level';
import { emptyTrainingProgram } from '../../../domain/code-lab/stages/vision/vision-program';
import { translatorFor } from '../../i18n/translators';

describe("a vision puzzle's words", () => {
  it.each(visionLabLevels.filter(isVisionLevel).map((l) => [l.id, l] as const))('%s says what its start gets wrong in both languages', (_id, level) => {
    const check = checkSolve(level, level.startTraining ?? emptyTrainingProgram(level.labels));
    if (check.kind !== 'not-solved') throw new Error('the start solved it');
    for (const locale of ['en', 'es'] as const) expect(describeCheck(check, level, translatorFor(locale))).not.toMatch(/[{}]|visionLab\./);
  });

  it('says an empty set cannot guess, and names the wrong example the confusing puzzle looked at', () => {
    const level = findLevel('vision-1')!;
    const empty = checkSolve(level, { version: 6, kind: 'training', labels: [{ word: 'circle', examples: [] }, { word: 'square', examples: [] }] });
    if (empty.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(empty, level, translatorFor('en'))).toBe('It got 0 of 8 right; it needs 7. It has no examples to look at yet. Draw some for each label.');
    const confusing = findLevel('vision-6')!;
    const start = checkSolve(confusing, isVisionLevel(confusing) ? confusing.startTraining : null);
    if (start.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(start, confusing, translatorFor('en'))).toMatch(/^It got 4 of 7 right; it needs 6\. It thought drawing 1 was a circle; it is a square\. It looked most like these examples: circle 4, /);
    expect(describeCheck(start, confusing, translatorFor('es'))).toMatch(/^Acertó 4 de 7; necesita 6\. Pensó que el dibujo 1 era un círculo; es un cuadrado\. Se parecía más a estos ejemplos: círculo 4, /);
  });
});
