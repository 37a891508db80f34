// @vitest-environment node
// What a child reads when a web puzzle is not solved yet (docs/product/code-lab.md#web-lab): the
// first part the page lacks, or where a message falls short, in English and Spanish, with nothing
// left to fill for any puzzle's empty start.
import { describe, expect, it } from 'vitest';
import { findLevel, webLabLevels } from '../../../../content/code-lab/levels';
import { checkSolve, describeCheck } from '../../../domain/code-lab/solve';
import { isWebLevel } from '../../../domain/code-lab/stages/web/web-level';
import { emptyNetworkProgram, emptyPageProgram } from '../../../domain/code-lab/stages/web/web-program';
import { translatorFor } from '../../i18n/translators';

const t = translatorFor;

describe("a web puzzle's words", () => {
  it.each(webLabLevels.map((l) => [l.id, l] as const))('%s says what its empty start lacks in both languages', (_id, level) => {
    const check = checkSolve(level, isWebLevel(level) ? (level.startPage ?? emptyPageProgram()) : emptyNetworkProgram());
    if (check.kind !== 'not-solved') throw new Error('the empty start solved it');
    for (const locale of ['en', 'es'] as const) expect(describeCheck(check, level, t(locale))).not.toMatch(/[{}]|webLab\./);
  });

  it('tells the first part a page lacks, in the child’s words', () => {
    const level = findLevel('web-2')!;
    const onlyHeading = { version: 5, kind: 'page', pages: [{ background: 'white', color: 'black', body: [{ id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' }] }] };
    const check = checkSolve(level, onlyHeading);
    if (check.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(check, level, t('en'))).toBe('Your page needs a paragraph that says “At home I have …”');
    expect(describeCheck(check, level, t('es'))).toBe('Tu página necesita un párrafo que diga «En casa tengo …»');
    const colours = findLevel('web-5')!;
    const unreadable = checkSolve(colours, isWebLevel(colours) ? colours.startPage : null);
    if (unreadable.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(unreadable, colours, t('en'))).toBe(
      'The words of your page are hard to read on this background. Pick colours that stand out.',
    );
  });

  it('tells where a message falls short on a street', () => {
    const level = findLevel('network-4')!;
    const slow = checkSolve(level, { version: 5, kind: 'network', links: [] });
    if (slow.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(slow, level, t('en'))).toBe('A message from house A reaches house F in 5 hops; this puzzle wants at most 3.');
    const letterbox = findLevel('network-5')!;
    const around = checkSolve(letterbox, { version: 5, kind: 'network', links: [] });
    if (around.kind !== 'not-solved') throw new Error('solved');
    expect(describeCheck(around, letterbox, t('es'))).toBe('Un mensaje de la casa A todavía no llega a la casa C. Agrega un enlace.');
  });

});
