// @vitest-environment node
// Every text of a page is a starter with a word of its list, in English and Spanish
// (docs/product/code-lab.md#web-lab): each one has its words in both languages.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import enWebLab from '../../../../i18n/generated/messages/en/webLab';
import esWebLab from '../../../../i18n/generated/messages/es/webLab';
import { translator } from '../../../../i18n/translate';
import { pictureWords, textWords } from './web-words';
import { WEB_PICTURES, WEB_STARTER_IDS, WEB_STARTERS, WEB_WORD_LISTS, type WebWord } from './web-types';

const translatorFor = (locale: 'en' | 'es') =>
  translator(setupI18n({ locale, messages: { [locale]: locale === 'en' ? enWebLab : esWebLab } }));

describe("a page's words", () => {
  it('says a text in the language, with no placeholder or key left', () => {
    expect(textWords({ starter: 'favourite-animal', word: 'cat' }, translatorFor('en'))).toBe('My favourite animal is the cat.');
    expect(textWords({ starter: 'favourite-animal', word: 'cat' }, translatorFor('es'))).toBe('Mi animal favorito es el gato.');
    for (const lang of ['en', 'es'] as const) {
      const t = translatorFor(lang);
      for (const starter of WEB_STARTER_IDS)
        for (const word of WEB_WORD_LISTS[WEB_STARTERS[starter]] as readonly WebWord[]) {
          const said = textWords({ starter, word }, t);
          expect(said, `${lang} ${starter} ${word}`).not.toMatch(/[{}]|webLab\./);
        }
      for (const picture of WEB_PICTURES) expect(pictureWords(picture, t)).not.toMatch(/webLab\./);
    }
  });
});
