// @vitest-environment node
// A page is built from its blocks, never from HTML (docs/product/code-lab.md#web-lab): our tags
// only, every text escaped, colours from the palette, pictures and links on our own paths, and a
// last guard that refuses anything else. On seeded random pages (the seed is in the test's name,
// so a failure can be replayed) and on words that try to be HTML.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import enWebLab from '../../../../i18n/generated/messages/en/webLab';
import esWebLab from '../../../../i18n/generated/messages/es/webLab';
import { translator, type Translate } from '../../../../i18n/translate';
import { prng, randomPageProgram } from '../../random-programs';
import { buildPage, checkBuiltPage, escapeHtml, previewPageHref } from './build-page';
import { parseWebProgram, walkWeb, type PageProgram } from './web-program';
import { WEB_COLOUR_HEX } from './web-types';
import { textWords } from './web-words';

const t = (locale: 'en' | 'es') =>
  translator(setupI18n({ locale, messages: { [locale]: locale === 'en' ? enWebLab : esWebLab } }));
const en = { t: t('en'), lang: 'en' };

const program: PageProgram = {
  version: 5,
  kind: 'page',
  pages: [
    {
      title: { starter: 'all-about', word: 'animals' },
      background: 'sky',
      color: 'navy',
      body: [
        { id: 'h', op: 'web-heading', size: 'big', starter: 'favourite-animal', word: 'cat' },
        { id: 'r', op: 'web-box', direction: 'row', body: [{ id: 'p', op: 'web-picture', picture: 'cat' }] },
        { id: 'l', op: 'web-list', items: [{ id: 'i', op: 'web-item', starter: 'i-like', word: 'music' }] },
        { id: 'k', op: 'web-link', starter: 'go-to-page', word: 'food', page: 2 },
      ],
    },
    { background: 'white', color: 'black', body: [{ id: 'k2', op: 'web-link', starter: 'visit-house', word: 'music', house: 42 }] },
  ],
};

describe('a built page', () => {
  it('is our own HTML: the language, the title, the colours, the blocks in order', () => {
    expect(buildPage(program, 0, en)).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title>All about animals</title></head>' +
        '<body style="margin:0;padding:16px;font-family:system-ui,sans-serif;font-size:18px;line-height:1.5;background:#a8dcff;color:#1b2a6b"><main>' +
        '<h1>My favourite animal is the cat.</h1>' +
        '<div style="display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start"><img src="/web-pictures/cat.svg" alt="a cat" width="96" height="96"></div>' +
        '<ul><li>I like music.</li></ul>' +
        '<p><a href="2" style="color:inherit">Go to my page about food</a></p>' +
        '</main></body></html>',
    );
    expect(buildPage(program, 0, { t: t('es'), lang: 'es' })).toContain('<h1>Mi animal favorito es el gato.</h1>');
  });

  it('links to a house only where the server says where houses are, and to pages where it says', () => {
    expect(buildPage(program, 1, en)).toContain('<p>Visit a house about music</p>');
    expect(buildPage(program, 1, { ...en, houseHref: (id) => `/street/houses/${id}/pages/1` })).toContain(
      '<a href="/street/houses/42/pages/1" style="color:inherit">Visit a house about music</a>',
    );
    expect(buildPage(program, 0, { ...en, pageHref: (n) => `../${n}` })).toContain('href="../2"');
    expect(() => buildPage(program, 2, en)).toThrow('no page 3');
  });

  it('escapes words that try to be HTML, and the guard still passes', () => {
    const hostile: Translate = ((key: string, values?: { word?: string }) =>
      key.startsWith('webLab.starter') ? `<script>alert("${values?.word}")</script> {word}` : `"><img src=x onerror=alert(1)>`) as Translate;
    const html = buildPage(program, 0, { t: hostile, lang: 'en' });
    expect(html).not.toMatch(/<script|<img src=x|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&quot;)&lt;/script&gt;');
    expect(() => checkBuiltPage(html)).not.toThrow();
    expect(escapeHtml(`<a href='x'>&`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;');
  });
});

describe('the last guard', () => {
  it("takes a page built in the page, whose links stay in its document (#page-2)", () => {
    const html = `<!doctype html><html lang="en"><body><main><p><a href="${previewPageHref(2)}">x</a></p></main></body></html>`;
    expect(() => checkBuiltPage(html)).not.toThrow();
  });
  const page = (inside: string) => `<!doctype html><html lang="en"><body><main>${inside}</main></body></html>`;
  it.each([
    ['<script>alert(1)</script>', 'a script'],
    ['<img src="/web-pictures/cat.svg" onerror="alert(1)">', 'an on… attribute'],
    ['<a href="javascript:alert(1)">x</a>', 'a script address'],
    ['<a href="https://example.com">x</a>', 'outside our own paths'],
    ['<img src="//example.com/cat.svg">', 'outside our own paths'],
    ['<img src="/uploads/cat.svg">', 'outside our own paths'],
    ['<iframe></iframe>', 'not ours'],
    ['<object></object>', 'not ours'],
    ['<embed>', 'not ours'],
    ['<form></form>', 'not ours'],
    ['<style>p{}</style>', 'not ours'],
    ['<p style="background:url(/x)">x</p>', 'a style that loads'],
    ['<a href="#top">x</a>', 'outside our own paths'],
    ['<a href="#page-4">x</a>', 'outside our own paths'],
  ])('refuses %s', (inside, what) => {
    expect(() => checkBuiltPage(page(inside))).toThrow(what);
  });
});

const SEED = 20261129;
const PAGES = 200;

describe(`random pages (seed ${SEED}, ${PAGES} houses)`, () => {
  const rng = prng(SEED);
  const houses = Array.from({ length: PAGES }, () => randomPageProgram(rng));

  it('are houses the schema takes', () => {
    for (const [n, house] of houses.entries())
      expect(parseWebProgram(structuredClone(house)), `house ${n}`).toEqual({ ok: true, program: house });
  });

  it('build, in both languages, pages that pass the guard and hold every text escaped, in its colours', () => {
    for (const locale of ['en', 'es'] as const) {
      const options = { t: t(locale), lang: locale };
      for (const [n, house] of houses.entries())
        house.pages.forEach((page, index) => {
          const html = buildPage(house, index, options);
          expect(() => checkBuiltPage(html), `house ${n} page ${index + 1}`).not.toThrow();
          expect(html).toContain(`background:${WEB_COLOUR_HEX[page.background]};color:${WEB_COLOUR_HEX[page.color]}`);
          for (const { stmt } of walkWeb({ ...house, pages: [page] }))
            if ('starter' in stmt) expect(html).toContain(escapeHtml(textWords(stmt, options.t)));
          // Only our tags.
          const tags = new Set([...html.matchAll(/<\/?([a-z0-9!]+)/gi)].map((m) => m[1]!.toLowerCase()));
          for (const tag of tags) expect(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'main', 'h1', 'h2', 'p', 'img', 'ul', 'li', 'div', 'a']).toContain(tag);
        });
    }
  });
});
