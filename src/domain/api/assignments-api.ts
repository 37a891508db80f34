// The assignments API (docs/product/classes.md#assignments): request and response shapes for the
// server's routes and, as types only, the web's calls. Whether each item exists, and whether a
// due date is in the past, is checked by the route, which names the item or the day.
import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';
import {
  ASSIGNMENT_ITEM_KINDS,
  ASSIGNMENT_ITEMS_MAX,
  ASSIGNMENT_TITLE_MAX_LENGTH,
  isCalendarDay,
} from '../classes/assignments';
import { hasFormatCharacter } from '../accounts/child-profile';

// Messages are keys of the server's catalogue, said in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).
const m = {
  titleMissing: messageKey('server.assignments.titleMissing'),
  titleTooLong: messageKey('server.assignments.titleTooLong', { max: ASSIGNMENT_TITLE_MAX_LENGTH }),
  titleControl: messageKey('server.assignments.titleControl'),
  itemsMissing: messageKey('server.assignments.itemsMissing'),
  itemsTooMany: messageKey('server.assignments.itemsTooMany'),
  dueOnFormat: messageKey('server.assignments.dueOnFormat'),
  nothingToChange: messageKey('server.assignments.nothingToChange'),
};

/** What is wrong with a title, as a key (the rule of assignments.ts assignmentTitleProblem), or null. */
function titleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed.length < 1) return m.titleMissing;
  if ([...trimmed].length > ASSIGNMENT_TITLE_MAX_LENGTH) return m.titleTooLong;
  if (/\p{Cc}/u.test(trimmed) || hasFormatCharacter(trimmed)) return m.titleControl;
  return null;
}
import { idParam, isoDateTime } from './common-api';

/** Ids are PostgreSQL integers: a bigger one is a 400 naming the field, never a database error. */
const id = idParam();
export const assignmentParams = z.object({ id, assignmentId: id });

/** 1 to 60 characters after trimming, nothing invisible (titleProblem). */
const title = z
  .string({ error: m.titleMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = titleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const kind = z.enum(ASSIGNMENT_ITEM_KINDS);
/**
 * What a teacher sends: a lesson id (`loops`), a Code Lab level id (`tech-lab-1`) or a Code Lab
 * world id (`tech-lab`, not its game's id).
 */
const item = z.object({ kind, id: z.string().max(100) });
/** @public for the web's picker, built beside this module. */
export type AssignmentItem = z.infer<typeof item>;
const items = z
  .array(item, { error: m.itemsMissing })
  .min(1, m.itemsMissing)
  .max(ASSIGNMENT_ITEMS_MAX, m.itemsTooMany);

/** A real `YYYY-MM-DD` day (2026-02-30 is not one). Not in the past is the route's check. */
const day = z
  .string({ error: m.dueOnFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dueOnFormat)
  .refine(isCalendarDay, m.dueOnFormat);

// POST /api/classes/:id/assignments {title, items, dueOn?} -> 201 assignment (409 past
// ASSIGNMENTS_MAX, 409 an archived class); dueOn absent or null: no due date.
export const createAssignmentBody = z.object({ title, items, dueOn: day.nullable().optional() });
// PATCH /api/classes/:id/assignments/:assignmentId: any of the three, at least one; dueOn null
// clears it. -> 200 assignment. DELETE -> 204.
export const updateAssignmentBody = z
  .object({ title: title.optional(), items: items.optional(), dueOn: day.nullable().optional() })
  .refine(
    (body) => body.title !== undefined || body.items !== undefined || body.dueOn !== undefined,
    m.nothingToChange,
  );

/**
 * An item as the server answers it: with the lesson's, level's or world's display title, and for
 * a world how many levels it has.
 */
const shownItem = z.object({
  kind,
  id: z.string(),
  title: z.string(),
  levelCount: z.number().int().min(0).optional(),
});

export const assignment = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(shownItem),
  /** `YYYY-MM-DD`, or null: no due date. */
  dueOn: z.string().nullable(),
  createdAt: isoDateTime,
});
/** @public for the web's class pages, built beside this module. */
export type Assignment = z.input<typeof assignment>;

/**
 * One child of the class and one assignment: `done` of `of` items done; `left`, the positions
 * (from 0) in the assignment's `items` of those not done, in order; `levelsSolved`, for each
 * world item not done, how many of its levels the child has solved, by the world's id (absent
 * when no world is left). Positions, not copies of the items: 30 assignments × 40 children
 * stay small (docs/decisions/250-assignments-read-from-the-work.md). Children are in the class's
 * order (by nickname).
 */
const childAssignmentProgress = z.object({
  childId: z.number().int(),
  nickname: z.string(),
  done: z.number().int().min(0),
  of: z.number().int().min(0),
  left: z.array(z.number().int().min(0)),
  levelsSolved: z.record(z.string(), z.number().int().min(0)).optional(),
});
/** @public for the web's class pages, built beside this module. */
export type ChildAssignmentProgress = z.infer<typeof childAssignmentProgress>;

// GET /api/classes/:id/assignments -> the class's assignments, newest first, each with every
// child's progress on it.
const classAssignment = assignment.extend({ children: z.array(childAssignmentProgress) });
/** @public for the web's class pages, built beside this module. */
export type ClassAssignment = z.input<typeof classAssignment>;
export const classAssignmentsResponse = z.object({ assignments: z.array(classAssignment) });

// GET /api/assignments: a class child's assignments (an open class's), soonest due first, those
// without a date last, newest first among equals (docs/decisions/253-a-childs-assignments.md).
// Every other signed-in session: `{assignments: []}`; signed out 401.
/** A world item also says how many of its levels the child has solved. */
const childItem = shownItem.extend({
  done: z.boolean(),
  levelsSolved: z.number().int().min(0).optional(),
});
/** @public for the web's Home, built beside this module. */
export type ChildAssignmentItem = z.infer<typeof childItem>;
const myAssignment = z.object({
  id: z.number().int(),
  title: z.string(),
  dueOn: z.string().nullable(),
  items: z.array(childItem),
});
/** @public for the web's Home, built beside this module. */
export type MyAssignment = z.infer<typeof myAssignment>;
export const myAssignmentsResponse = z.object({ assignments: z.array(myAssignment) });
