// @vitest-environment node
// Every message has its translation, made from today's English, with the same parameters and
// valid ICU (docs/product/languages.md#checks). The compiler finds the problems; this fails on them.
// In node, not jsdom: there the compiler's root (from import.meta.url) is `/`, it reads no
// catalogue and finds no problem.
import { describe, expect, it } from 'vitest';
import { compileAll } from '../../scripts/i18n/compile.mjs';

describe('message catalogues', () => {
  it('have every key translated, none stale, the same parameters, valid ICU', () => {
    const problems = compileAll({ quiet: true, dryRun: true });
    expect(problems).toEqual([]);
  });
});
