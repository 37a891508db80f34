// docs/product.md#dates: dates in the page's language, short, with hour and minute (English as
// US English: 3/4/26, 3:07 PM).
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import { RATING_MAX } from '../../../domain/constants';

const dateTag: Record<Locale, string> = { en: 'en-US', es: 'es' };
const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatSubmittedAt(iso: string, locale: Locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(dateTag[locale], { dateStyle: 'short', timeStyle: 'short' })));
  return format.format(new Date(iso));
}

/** Stars for sight, words for everyone (not colour or shape alone). */
export function ratingText(t: Translate, rating: number | null): string {
  return rating === null ? t('admin.feedback.noRating') : t('admin.feedback.rating', { rating, max: RATING_MAX });
}

/** 'user_testing' → 'User testing' (a type is free text from the sender); `fallback` for none. */
export const feedbackTypeLabel = (type: string, fallback: string): string => {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : fallback;
};
