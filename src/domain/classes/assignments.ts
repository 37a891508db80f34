// A teacher's assignments (docs/product/classes.md#assignments): the numbers, the words and the
// date rules one definition serves to the server's checks and the teacher's picker (no zod here,
// so the web's chunks stay small; the schemas are in assignments-api.ts).
import { hasFormatCharacter } from '../accounts/child-profile';

/**
 * At most this many assignments in one class (docs/decisions/251-thirty-assignments-a-class.md).
 */
export const ASSIGNMENTS_MAX = 30;
/** 1 to this many items in one assignment. */
export const ASSIGNMENT_ITEMS_MAX = 12;
/** @public for the web's picker, built beside this module. */
export const ASSIGNMENT_TITLE_MAX_LENGTH = 60;
/**
 * A due date is at most this many days after today
 * (docs/decisions/252-due-dates-today-anywhere.md).
 * @public for the web's picker, built beside this module.
 */
export const ASSIGNMENT_DUE_MAX_DAYS = 366;

export const ASSIGNMENT_ITEM_KINDS = ['lesson', 'level', 'world'] as const;
export type AssignmentItemKind = (typeof ASSIGNMENT_ITEM_KINDS)[number];

/** What the item is, in a teacher's words ("a lesson"). */
const kindWords: Record<AssignmentItemKind, string> = {
  lesson: 'a lesson',
  level: 'a Code Lab level',
  world: 'a Code Lab world',
};

export const assignmentMessages = {
  titleMissing: 'Please give the assignment a title.',
  titleTooLong: `A title has at most ${ASSIGNMENT_TITLE_MAX_LENGTH} characters.`,
  titleControl: 'A title cannot contain line breaks or invisible characters.',
  itemsMissing: 'Please choose at least one lesson or level.',
  itemsTooMany: `An assignment has at most ${ASSIGNMENT_ITEMS_MAX} items.`,
  /** `position` counts the items from 1, as the teacher sees them. */
  unknownItem: (position: number, kind: AssignmentItemKind, id: string) =>
    `Item ${position} ("${id}") is not ${kindWords[kind]} we have.`,
  comingSoonLesson: (position: number, id: string) =>
    `Item ${position} ("${id}") is a lesson that is not open yet, so it cannot be done.`,
  itemTwice: (position: number, id: string) =>
    `Item ${position} ("${id}") is on the list twice. Please keep one.`,
  dueOnFormat: 'A due date is a day written YYYY-MM-DD, such as 2026-12-04.',
  dueOnNotADay: (text: string) => `${text} is not a day of the calendar.`,
  dueOnPast: (text: string) => `${text} is in the past. Please choose today or a later day.`,
  dueOnTooFar: `A due date is at most ${ASSIGNMENT_DUE_MAX_DAYS} days from today.`,
  nothingToChange: 'Please send a new title, items or due date.',
  tooMany: `This class has ${ASSIGNMENTS_MAX} assignments, the most there is room for. Delete one to add a new one.`,
  archived: 'This class is archived. Restore it first to set new work.',
  notFound: 'We could not find that assignment in this class.',
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** What is wrong with a title (after trimming), or null: 1 to 60 characters, nothing invisible. */
export function assignmentTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed.length < 1) return assignmentMessages.titleMissing;
  if ([...trimmed].length > ASSIGNMENT_TITLE_MAX_LENGTH) return assignmentMessages.titleTooLong;
  if (CONTROL_CHARACTERS.test(trimmed) || hasFormatCharacter(trimmed))
    return assignmentMessages.titleControl;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The earliest clock on Earth (UTC-12, Baker Island) and the latest (UTC+14, Kiribati). */
const EARLIEST_OFFSET_MS = -12 * 60 * 60 * 1000;
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `text` is a real day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && dayOf(ms) === text;
}

/**
 * The first day a due date may be (docs/decisions/252-due-dates-today-anywhere.md): the teacher's
 * time zone is unknown, so a day that is today anywhere on Earth is not in the past: the date on
 * the earliest clock (UTC-12).
 */
export const earliestDueOn = (now: Date): string => dayOf(now.getTime() + EARLIEST_OFFSET_MS);

/** The last day a due date may be: ASSIGNMENT_DUE_MAX_DAYS after today on the latest clock. */
export const latestDueOn = (now: Date): string =>
  dayOf(now.getTime() + LATEST_OFFSET_MS + ASSIGNMENT_DUE_MAX_DAYS * DAY_MS);

/** What is wrong with a due date at `now`, or null. Days compare as their `YYYY-MM-DD` text. */
export function dueOnProblem(text: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return assignmentMessages.dueOnFormat;
  if (!isCalendarDay(text)) return assignmentMessages.dueOnNotADay(text);
  if (text < earliestDueOn(now)) return assignmentMessages.dueOnPast(text);
  if (text > latestDueOn(now)) return assignmentMessages.dueOnTooFar;
  return null;
}
