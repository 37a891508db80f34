// How a grown-up reads "when": today, yesterday, 3 days ago, or the date (docs/product.md#what-grown-ups-see),
// in the page's language through Intl ("Hoy", "Ayer", "Hace 3 días", "3 de marzo de 2026").
// Formats are made at the first use, not when the module loads: building a date format is a
// long task on a slow phone, and this module loads with screens that may never show a date
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
import { currentLocale } from '../i18n/i18n';
import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function made<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole calendar days between two moments, in the browser's time zone. */
export const calendarDaysBetween = (earlier: Date, later: Date): number => {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
};

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** How long ago in the page's language ("5 minutes ago", "hace 5 minutos"). */
export function relativeTime(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const tag = intlLocale(currentLocale());
  return made(`r:${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })).format(-value, unit);
}

/** 'Today', 'Yesterday', '3 days ago' within a week, else 'March 3, 2026' (in the page's language). */
export function friendlyDate(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = Math.max(0, calendarDaysBetween(when, now));
  if (days < 7) return capitalized(relativeTime(days, 'day'));
  const tag = intlLocale(currentLocale());
  return made(`d:${tag}`, () => new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric' })).format(when);
}
