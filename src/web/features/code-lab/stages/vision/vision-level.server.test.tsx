// A vision level renders on the server with no browser (docs/decisions/400-every-route-renders-without-a-browser.md,
// docs/decisions/413-the-vision-lab-page.md#the-level-page): the whole route, as a visitor, in
// English and Spanish, holds the pad, the label boxes with the examples the level opens with (our
// SVG, named by their grid), Check my computer, and reads no `window`, `document` or `localStorage`.
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../../i18n/locales';
import type { PageData } from '../../../../app/page-data';
import { render } from '../../../../server-entry';

async function renderForAVisitor(path: string, locale: Locale) {
  const browserReads: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const words = args.map(String).join(' ');
    if (/\b(window|document|localStorage|navigator|matchMedia) is not defined/.test(words)) browserReads.push(words);
  });
  try {
    const page = await render({ url: path, locale, cookies: '', config: { bookUrl: 'https://example.com/book' } });
    return { page, browserReads };
  } finally {
    warn.mockRestore();
  }
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('a vision level on the server', () => {
  for (const [locale, words] of [
    ['en', { check: 'Check my computer', pad: 'Drawing pad', add: 'Add this drawing to “circle”', example: '“circle” example 4. Row 1: ', full: 'You have 6 examples' }],
    ['es', { check: 'Revisar mi computadora', pad: 'Hoja de dibujo', add: 'Agregar este dibujo a «círculo»', example: '«círculo», ejemplo 4. Fila 1: ', full: 'Tienes 6 ejemplos' }],
  ] as const) {
    it(`renders vision-6 with its pad, its boxes of examples and its check (${locale})`, async () => {
      const { page, browserReads } = await renderForAVisitor('/code-lab/vision-6', locale);
      expect(browserReads).toEqual([]);
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      const text = textOf(page.html);
      for (const word of [words.check, words.add, words.full]) expect(text).toContain(word);
      expect(page.html).toContain(`aria-label="${words.pad}"`);
      expect(page.html).toContain(`aria-label="${words.example}`);
      expect(page.html).toContain('data-testid="vision-pad"');
      expect(page.html).not.toMatch(/<canvas|<img/);
      const data = JSON.parse(page.data) as PageData;
      expect(data.words.namespaces).toEqual(expect.arrayContaining(['visionLab']));
    }, 30_000);
  }
});
