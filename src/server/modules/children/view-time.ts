// Where a grown-up's "today" begins (docs/decisions/270-time-on-task.md): the time zone their page
// names.

/**
 * The time zone the grown-up's page names (`?tz=`, an IANA name such as Europe/London) when this
 * server knows it; UTC when it is absent or unknown, never an error.
 */
export function knownTimeZone(name: string | undefined): string {
  if (!name) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** Minutes `timeZone` is ahead of UTC at the moment `at` (negative west of Greenwich). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The moment the wall-clock day `y-m-d` begins in `timeZone` (a clock change that day included). */
function midnightIn(y: number, m: number, d: number, timeZone: string): Date {
  const wallMidnight = Date.UTC(y, m, d);
  let moment = wallMidnight - offsetMinutes(wallMidnight, timeZone) * 60_000;
  // The offset at the first guess can be the other side of a clock change; one more step settles it.
  moment = wallMidnight - offsetMinutes(moment, timeZone) * 60_000;
  return new Date(moment);
}

/**
 * Where "today" and "the last 7 days" begin for a grown-up in `timeZone` (a name `knownTimeZone`
 * returned) at `now`: midnight today and midnight 6 days before, as moments. Worked out here, not
 * by the database, so a zone name the database lacks can never fail a request.
 */
export function dayStarts(now: Date, timeZone: string): { today: Date; week: Date } {
  const local = new Date(now.getTime() + offsetMinutes(now.getTime(), timeZone) * 60_000);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return { today: midnightIn(y, m, d, timeZone), week: midnightIn(y, m, d - 6, timeZone) };
}
