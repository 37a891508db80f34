// The server's words in every language (docs/product/languages.md): errors' `message`s and
// emails go out in the request's or the recipient's language.
import { setupI18n } from '@lingui/core';
import { localizeContent } from '../../i18n/content';
import { locales, type Locale } from '../../i18n/locales';
import { translator, type Translate } from '../../i18n/translate';
import { serverCatalog, serverContent } from '../../i18n/generated/server-catalog';

const translators = Object.fromEntries(
  locales.map((locale) => [locale, translator(setupI18n({ locale, messages: { [locale]: serverCatalog[locale] ?? {} } }))]),
) as Record<Locale, Translate>;

/** The words of one language. */
export const translatorFor = (locale: Locale): Translate => translators[locale];

/** Content (a guide, a level) in a language, its translation laid over the English. */
export function localizedContent<T>(locale: Locale, name: string, exportName: string, value: T): T {
  return localizeContent(value, exportName, serverContent[`${locale}:${name}`]);
}
