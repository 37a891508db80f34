// The English words of every catalogue, loaded at once, for unit tests of code that takes a `t`
// (the words a test expects are the English ones, docs/product/languages.md).
import { setupI18n } from '@lingui/core';
import { serverCatalog } from '../../src/i18n/generated/server-catalog';
import { translator, type Translate } from '../../src/i18n/translate';

export const englishWords: Translate = translator(setupI18n({ locale: 'en', messages: { en: serverCatalog.en ?? {} } }));


/** The same catalogues in Spanish, for tests that check a sentence's Spanish (plurals). */
export const spanishWords: Translate = translator(setupI18n({ locale: 'es', messages: { es: serverCatalog.es ?? {} } }));
