// A sound level renders on the server with no browser (docs/decisions/400-every-route-renders-without-a-browser.md,
// docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page): the whole route, as a
// visitor, in English and Spanish, holds the roll with the goal's notes, the intro and the
// buttons, and reads no `window`, `document` or `localStorage` on the way.
import { describe, expect, it, vi } from 'vitest';
import { soundLabLevels } from '../../../../../../content/code-lab/levels';
import type { Locale } from '../../../../../i18n/locales';
import type { PageData } from '../../../../app/page-data';
import { render } from '../../../../server-entry';

async function renderForAVisitor(path: string, locale: Locale) {
  const browserReads: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const words = args.map(String).join(' ');
    if (
      /\b(window|document|localStorage|navigator|AudioContext|speechSynthesis) is not defined/.test(
        words,
      )
    )
      browserReads.push(words);
  });
  try {
    const page = await render({
      url: path,
      locale,
      cookies: '',
      config: { bookUrl: 'https://example.com/book' },
    });
    return { page, browserReads };
  } finally {
    warn.mockRestore();
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a sound level on the server', () => {
  it('has no browser here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof AudioContext).toBe('undefined');
  });

  for (const [locale, words] of [
    [
      'en',
      {
        play: 'Play my tune',
        goal: 'Play the goal',
        read: 'Read the tune',
        step: 'Step 2, voice 1: play D5 for a quarter',
        lane: 'C5',
      },
    ],
    [
      'es',
      {
        play: 'Tocar mi melodía',
        goal: 'Tocar la meta',
        read: 'Leer la melodía',
        step: 'Paso 2, voz 1: toca Re5 durante una negra',
        lane: 'Do5',
      },
    ],
  ] as const)
    it(`renders sound-5 with the goal's two voices on the roll, its intro and its buttons (${locale})`, async () => {
      const { page, browserReads } = await renderForAVisitor('/code-lab/sound-5', locale);
      expect(browserReads).toEqual([]);
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      expect(page.html).toContain('data-testid="sound-roll"');
      const text = textOf(page.html);
      const level = soundLabLevels.find((l) => l.id === 'sound-5')!;
      if (locale === 'en') expect(text).toContain(level.intro);
      for (const word of [words.play, words.goal, words.read, words.lane])
        expect(text).toContain(word);
      // Before a run the roll has no tune of the child's: the goal is drawn behind it, not walked.
      expect(page.html).toMatch(/stroke-dasharray="5 3"/);
      expect(page.html).not.toContain(`aria-label="${words.step}"`);
      const data = JSON.parse(page.data) as PageData;
      expect(data.words.namespaces).toEqual(expect.arrayContaining(['soundLab', 'soundLevel']));
      // The first render of the whole app loads every module once: slow on a busy machine.
    }, 30_000);
});
