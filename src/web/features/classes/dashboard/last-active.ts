// "Last active" on the class dashboard in a teacher's own words
// (docs/decisions/192-dashboard-on-a-laptop.md): "today, 10:42", "yesterday, 15:03", "3 days ago"
// within a week, then the date; days are counted in the teacher's time zone, words and clock in the
// teacher's locale.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Beyond this many days the date is clearer than "12 days ago". */
const DAYS_IN_WORDS = 6;

type Options = { locale?: string; timeZone?: string };

// Formats are made once per kind (a dashboard of 40 rows asks the same ones 40 times).
const made = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) => {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};
const relativeFormat = (locale: string | undefined) => {
  const key = `r|${locale}`;
  let format = made.get(key) as Intl.RelativeTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
};

/** The calendar day of `at` in the time zone, as a number of days (for differences only). */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/** Words for when a child was last active, seen from `now`; `never` when there is no time. */
export function lastActiveWords(
  at: string | null,
  now: Date,
  never: string,
  { locale, timeZone }: Options = {},
): string {
  if (!at) return never;
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) return never;
  // A time a little ahead of this device's clock is today, not "in 1 day".
  const days = Math.max(0, dayNumber(now, timeZone) - dayNumber(when, timeZone));
  const relative = relativeFormat(locale);
  if (days <= 1) {
    const clock = dateFormat(locale, { timeZone, timeStyle: 'short' }).format(when);
    return `${relative.format(-days, 'day')}, ${clock}`;
  }
  if (days <= DAYS_IN_WORDS) return relative.format(-days, 'day');
  const year = dateFormat('en-US', { timeZone, year: 'numeric' });
  const sameYear = year.format(when) === year.format(now);
  return dateFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(when);
}
