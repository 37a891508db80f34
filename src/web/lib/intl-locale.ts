// Dates and numbers through Intl in the page's language (docs/product.md#dates: US English;
// Spanish: Latin American, es-419).
import type { Locale } from '../../i18n/locales';

const tags: Record<Locale, string> = { en: 'en-US', es: 'es-419' };

/** The BCP 47 tag Intl formats a language's dates and numbers with. */
export const intlLocale = (locale: Locale): string => tags[locale];
