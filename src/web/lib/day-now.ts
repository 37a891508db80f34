// "Now" for words about days ("due today", "due Friday"), which depend on the device's time zone
// (docs/decisions/401-the-first-paint-from-the-server.md): the server and a page waking up from its
// HTML both say the day it is in UTC, so they agree wherever the device is; right after, the page
// says this device's own day.
import { useAfterHydration } from './browser-value';

/** A time on `now`'s UTC day: its local calendar day is the UTC day, in any time zone. */
export const onUtcDay = (now: Date): Date =>
  new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);

/** The moment to say days from: the UTC day while the page wakes up, then this device's. */
export function useDayNow(): Date {
  const awake = useAfterHydration();
  const now = new Date();
  return awake ? now : onUtcDay(now);
}
