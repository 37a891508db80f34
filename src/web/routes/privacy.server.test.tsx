// /privacy says what the Vision Lab keeps (docs/decisions/417-vision-lab-fairness-and-privacy.md):
// the strokes of a child's drawings as cells of a 32×32 grid, inside their programs and finders,
// never a picture; no camera or microphone; a shared finder seen by classmates only once the
// teacher approves it; and no "as each lab opens" now that the labs are open. Rendered as the
// server renders it, in English and Spanish.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { render } from '../server-entry';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('/privacy on the Vision Lab', () => {
  for (const [locale, words, gone] of [
    [
      'en',
      [
        'drawings, games, tunes, web pages and finders, each kept as its program',
        'We keep the strokes of those drawings (which cells of a 32×32 grid they inked) as part of their programs and finders, never a picture.',
        'The app never turns on the camera or the microphone, and nothing is uploaded.',
        'A finder shared with the class is seen by classmates only after the teacher approves it.',
      ],
      /as each lab opens/,
    ],
    [
      'es',
      [
        'dibujos, juegos, melodías, páginas web y buscadores, cada uno guardado como su programa',
        'Guardamos los trazos de esos dibujos (qué casillas de una cuadrícula de 32×32 pintó) como parte de sus programas y buscadores, nunca una imagen.',
        'La aplicación nunca enciende la cámara ni el micrófono, y no se sube nada.',
        'Un buscador compartido con la clase solo lo ven sus compañeros y compañeras después de que su docente lo aprueba.',
      ],
      /según abra cada laboratorio/,
    ],
  ] as const) {
    it(`says what the Vision Lab keeps, and that it never uses a camera or a microphone (${locale})`, async () => {
      const page = await render({ url: '/privacy', locale: locale as Locale, cookies: '', config: { bookUrl: 'https://example.com/book' } });
      if (page?.kind !== 'page') throw new Error(`rendered ${JSON.stringify(page)}`);
      const text = textOf(page.html);
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toMatch(gone);
    }, 30_000);
  }
});
