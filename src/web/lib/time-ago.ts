// "When" in a grown-up's words, to the minute while it is recent: "just now", "5 minutes ago",
// "2 hours ago", then the day (friendly-date.ts: "yesterday", "3 days ago", "March 3, 2026").
import { friendlyDate } from './friendly-date';

const MINUTE_MS = 60_000;

export function timeAgo(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE_MS);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const day = friendlyDate(iso, now);
  if (day !== 'Today') return day === 'Yesterday' ? 'yesterday' : day;
  const hours = Math.floor(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ago`;
}
