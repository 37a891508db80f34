// A due date in words (docs/product/classes.md#assignments): the teacher reads "due Friday
// 4 December", a child "due Friday" within the week and "due 14 December" after it; in Spanish
// "para el viernes, 4 de diciembre". Days are the calendar days the API sends (`YYYY-MM-DD`),
// compared with today on this device's clock. Weekdays and months come from Intl in a fixed
// tag per language (English as en-GB: "Friday 4 December"), so every browser says the same
// (docs/decisions/281-due-days-in-words.md and
// docs/decisions/339-due-days-through-intl-in-a-fixed-tag.md); the sentences around them are the
// `assignments.due.*` messages.
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Intl tag each language's dates are written in. */
const dateTag: Record<Locale, string> = { en: 'en-GB', es: 'es' };

/** Today on this device, as `YYYY-MM-DD`. */
export function todayOf(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
const daysBetween = (from: string, to: string) =>
  Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / DAY_MS);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions, day: string): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(dateTag[locale], { ...options, timeZone: 'UTC' })));
  return made.format(dateOf(day));
}

/** "Friday 4 December" ("viernes, 4 de diciembre"). */
export const dayWords = (day: string, locale: Locale): string =>
  format(locale, { weekday: 'long', day: 'numeric', month: 'long' }, day);

/** Whether the due day has passed (a day is still open until it ends). */
export const isOverdue = (dueOn: string, now: Date): boolean => dueOn < todayOf(now);

/** For the teacher: "Due Friday 4 December", "Due today, Friday 4 December", "Overdue: ...". */
export function teacherDueWords(dueOn: string | null, now: Date, t: Translate, locale: Locale): string {
  if (dueOn === null) return t('assignments.due.none');
  const today = todayOf(now);
  const day = dayWords(dueOn, locale);
  if (dueOn === today) return t('assignments.due.today', { day });
  return dueOn < today ? t('assignments.due.overdue', { day }) : t('assignments.due.on', { day });
}

/**
 * For a child: "due today", "due Friday" within the coming seven days, else "due 14 December"; a
 * day that has passed is said kindly.
 */
export function childDueWords(dueOn: string | null, now: Date, t: Translate, locale: Locale): string | null {
  if (dueOn === null) return null;
  const days = daysBetween(todayOf(now), dueOn);
  if (days < 0) return t('assignments.due.childPassed');
  if (days === 0) return t('assignments.due.childToday');
  if (days <= 7) return t('assignments.due.childWeekday', { weekday: format(locale, { weekday: 'long' }, dueOn) });
  return t('assignments.due.childDate', { date: format(locale, { day: 'numeric', month: 'long' }, dueOn) });
}
