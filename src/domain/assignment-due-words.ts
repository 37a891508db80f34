// A due date in words (docs/product/classes.md#assignments): the teacher reads "due Friday
// 4 December", a child "due Friday" within the week and "due 14 December" after it. Days are the
// calendar days the API sends (`YYYY-MM-DD`), compared with today on this device's clock. Words
// are built here, not by Intl, so every browser says the same (decision 281).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** "Friday 4 December". */
export function dayWords(day: string): string {
  const date = dateOf(day);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** Whether the due day has passed (a day is still open until it ends). */
export const isOverdue = (dueOn: string, now: Date): boolean => dueOn < todayOf(now);

/** For the teacher: "due Friday 4 December", "due today, Friday 4 December", "overdue: ...". */
export function teacherDueWords(dueOn: string | null, now: Date): string {
  if (dueOn === null) return 'No due date';
  const today = todayOf(now);
  if (dueOn === today) return `Due today, ${dayWords(dueOn)}`;
  return dueOn < today ? `Overdue: it was due ${dayWords(dueOn)}` : `Due ${dayWords(dueOn)}`;
}

/**
 * For a child: "due today", "due Friday" within the coming seven days, else "due 14 December"; a
 * day that has passed is said kindly.
 */
export function childDueWords(dueOn: string | null, now: Date): string | null {
  if (dueOn === null) return null;
  const days = daysBetween(todayOf(now), dueOn);
  const date = dateOf(dueOn);
  if (days < 0) return 'The due day has passed, but you can still do it!';
  if (days === 0) return 'due today';
  if (days <= 7) return `due ${WEEKDAYS[date.getUTCDay()]}`;
  return `due ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
