// Every web puzzle's reference, built (docs/product/code-lab.md#web-lab): each page's HTML in
// English and Spanish, kept in content/code-lab/web-pages.golden.json, so a change to the builder,
// a block or a word shows here as a diff to read. The same builder serves the page's preview and
// the server's pages.
// To write the file again after a change that is meant: UPDATE_GOLDEN=1 npx vitest run <this file>.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webLabLevels } from '../../../../content/code-lab/levels';
import { webSolutionOf } from '../../../../content/code-lab/reference-solutions';
import { buildPage } from '../../../domain/code-lab/stages/web/build-page';
import { isWebLevel } from '../../../domain/code-lab/stages/web/web-level';
import { translatorFor } from '../../i18n/translators';

const GOLDEN = join(import.meta.dirname, '../../../../content/code-lab/web-pages.golden.json');

/** `<level>/<page>/<language>` → the page's HTML. */
function builtReferences(): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const level of webLabLevels.filter(isWebLevel)) {
    const reference = webSolutionOf(level.id);
    if (reference.kind !== 'page') throw new Error(`${level.id}: its reference is not a page`);
    for (const lang of ['en', 'es'] as const)
      reference.pages.forEach((_, index) => {
        pages[`${level.id}/${index + 1}/${lang}`] = buildPage(reference, index, { t: translatorFor(lang), lang });
      });
  }
  return pages;
}

describe('the web puzzles’ reference pages', () => {
  it('build as the golden file says, in English and Spanish', () => {
    const built = builtReferences();
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, `${JSON.stringify(built, null, 2)}\n`);
    expect(built).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
  });
});
