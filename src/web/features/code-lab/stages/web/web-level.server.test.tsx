// A web level and a network level render on the server with no browser (docs/decisions/400-every-route-renders-without-a-browser.md,
// docs/decisions/409-the-web-lab-page.md#the-level-page): the whole route, as a visitor, in
// English and Spanish, holds the blocks, the preview frame with the built page (sandboxed, no
// script) or the street, and its buttons, and reads no `window`, `document` or `localStorage`.
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

describe('a web level and a network level on the server', () => {
  for (const [locale, words] of [
    ['en', { check: 'Check my page', add: 'Add to the page', read: 'Read the page', hard: 'Hard to read!', send: 'Send the message', street: 'Read the street' }],
    ['es', { check: 'Revisar mi página', add: 'Agregar a la página', read: 'Leer la página', hard: '¡Difícil de leer!', send: 'Enviar el mensaje', street: 'Leer la calle' }],
  ] as const) {
    it(`renders web-5 with its blocks, its hard-to-read warning and its page in a sandboxed frame (${locale})`, async () => {
      const { page, browserReads } = await renderForAVisitor('/code-lab/web-5', locale);
      expect(browserReads).toEqual([]);
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      const text = textOf(page.html);
      for (const word of [words.check, words.add, words.read, words.hard]) expect(text).toContain(word);
      const frame = /<iframe[^>]*>/.exec(page.html)?.[0] ?? '';
      expect(frame).toContain('sandbox=""');
      expect(frame).toMatch(/srcDoc="&lt;!doctype html&gt;/i);
      expect(frame).toContain(`lang=&quot;${locale}&quot;`);
      expect(frame).not.toMatch(/&lt;script|allow-scripts/i);
      const data = JSON.parse(page.data) as PageData;
      expect(data.words.namespaces).toEqual(expect.arrayContaining(['webLab', 'webLevel']));
    }, 30_000);

    it(`renders network-6 with its street and its buttons (${locale})`, async () => {
      const { page, browserReads } = await renderForAVisitor('/code-lab/network-6', locale);
      expect(browserReads).toEqual([]);
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      expect(page.html).toContain('data-testid="network-street"');
      const text = textOf(page.html);
      for (const word of [words.send, words.street]) expect(text).toContain(word);
    }, 30_000);
  }
});
