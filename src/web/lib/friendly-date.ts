// How a grown-up reads "when": today, yesterday, 3 days ago, or the date (docs/product.md#what-grown-ups-see).
// Made at the first use, not when the module loads: building a date format is a long task on
// a slow phone, and this module loads with screens that may never show a date (decision 144).
let longDate: Intl.DateTimeFormat | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole calendar days between two moments, in the browser's time zone. */
const calendarDaysBetween = (earlier: Date, later: Date): number => {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
};

/** 'Today', 'Yesterday', '3 days ago' within a week, else 'March 3, 2026'. */
export function friendlyDate(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  const days = calendarDaysBetween(when, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return longDate.format(when);
}
