// "When" in a grown-up's words, to the minute while it is recent: "just now", "5 minutes ago",
// "2 hours ago", then the day (friendly-date.ts: "yesterday", "3 days ago", "March 3, 2026"),
// in the page's language through Intl.
import { t } from '../i18n/i18n';
import { calendarDaysBetween, friendlyDate, relativeTime } from './friendly-date';

const MINUTE_MS = 60_000;

export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE_MS);
  if (minutes < 1) return t('shell.justNow');
  if (minutes < 60) return relativeTime(minutes, 'minute');
  const days = calendarDaysBetween(new Date(iso), now);
  if (days <= 0) return relativeTime(Math.floor(minutes / 60), 'hour');
  // Mid-sentence, yesterday is lower case ("tried yesterday").
  return days === 1 ? relativeTime(1, 'day') : friendlyDate(iso, now);
}
