// The class API (docs/product.md#classes,
// docs/decisions/160-classes-join-codes-picture-secrets.md): a teacher's classes and their
// children, and the picture sign-in at /join. One definition for the server's routes and the web's
// calls.
import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';
import { hasFormatCharacter, PICTURES } from '../accounts/child-profile';
import { nicknameSchema, picturePairSchema } from './child-profile-schemas';
import { CLASS_MAX_STUDENTS, CLASS_NAME_MAX_LENGTH } from '../classes/class-limits';
import { idParam } from './common-api';
import { localeField } from './user-api';

// The limits live in class-limits.ts (no zod), so the web's screens can use them too.
export { CLASS_MAX_STUDENTS, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../classes/class-limits';

/** Ids are PostgreSQL integers: a bigger number names no row, and is a 400 before the database. */
const MAX_ID = 2_147_483_647;
const id = idParam();
export const classParams = z.object({ id });
export const studentParams = z.object({ id, studentId: id });
/**
 * Typed codes are trimmed and upper-cased before they are checked.
 * @public for the web's join screen, built beside this module.
 */
export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/, messageKey('server.classes.codeFormat'));
export const joinCodeParams = z.object({ joinCode: joinCodeSchema });

const className = z
  .string({ error: messageKey('server.classes.nameMissing') })
  .trim()
  .min(1, messageKey('server.classes.nameMissing'))
  .max(CLASS_NAME_MAX_LENGTH, messageKey('server.classes.nameTooLong', { max: CLASS_NAME_MAX_LENGTH }))
  .refine(
    (name) => !hasFormatCharacter(name),
    messageKey('server.classes.nameInvisible'),
  );
const picture = z.enum(PICTURES);
const isoDate = z.string();

// POST /api/classes {name} -> 201; PATCH /api/classes/:id {name?, galleryOn?, soundOn?, locale?} (at least
// one)
// -> 200; GET /api/classes; POST /api/classes/:id/join-code (new code), /archive, /restore -> 200
// classSummary
export const createClassBody = z.object({ name: className });
/** What a teacher may change of a class: every field optional, at least one given. */
export const updateClassBody = z
  .object({
    /**
     * The class's language: its children start in it; null clears it
     * (docs/decisions/313-a-class-language-for-its-children.md).
     */
    locale: localeField.nullable().optional(),
    name: className.optional(),
    /** The class gallery (docs/product/classes.md#class-gallery). */
    galleryOn: z.boolean({ error: messageKey('server.classes.galleryOnBool') }).optional(),
    /** Sound in the class's pages (docs/product/classes.md#class-sound). */
    soundOn: z.boolean({ error: messageKey('server.classes.soundOnBool') }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: messageKey('server.classes.nothingToChange'),
  });
const classSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  joinCode: z.string(),
  studentCount: z.number().int(),
  createdAt: isoDate,
  /** Set when archived: its children are deleted 30 days later. */
  archivedAt: isoDate.nullable(),
  /** Whether the class gallery is open (docs/product/classes.md#class-gallery); off when made. */
  galleryOn: z.boolean(),
  /** Whether the class's pages make sound (docs/product/classes.md#class-sound); on when made. */
  soundOn: z.boolean(),
  /**
   * The class's language, set by its teacher
   * (docs/decisions/313-a-class-language-for-its-children.md); null until chosen.
   */
  locale: localeField.nullable(),
});
/**
 * GET /api/class-sound, for a class child: whether their class's pages make sound
 * (docs/product/classes.md#class-sound). Anyone else signed in has no class: 404.
 */
export const classSoundResponse = z.strictObject({ soundOn: z.boolean() });
/** @public for the web's class pages, built beside this module. */
export type ClassSummary = z.infer<typeof classSummary>;
export const classSummaryResponse = classSummary;
export const classListResponse = z.object({ classes: z.array(classSummary) });

// A child of a class as its teacher sees it: the two pictures are the child's sign-in secret,
// which the teacher can always see, print and reset.
const student = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  pictures: z.tuple([picture, picture]),
});
/** @public for the web's class pages, built beside this module. */
export type ClassStudent = z.infer<typeof student>;
export const studentResponse = student;

// GET /api/classes/:id: each child's sign-in lock (3 misses in a row) and the class's pause (an
// address's budget of misses at this class spent), ISO times or null; the teacher lifts both
// with POST /api/classes/:id/sign-in/unlock (-> 204),
// docs/decisions/185-picture-sign-in-budgets.md.
export const classDetailResponse = classSummary.extend({
  students: z.array(student.extend({ signInLockedUntil: isoDate.nullable() })),
  signInPausedUntil: isoDate.nullable(),
});
/** @public for the web's class pages, built beside this module. */
export type ClassDetail = z.infer<typeof classDetailResponse>;

// POST /api/classes/:id/students {nicknames} -> 201 {students}; the whole list or nothing. Each
// nickname is checked by the route, so every bad line is named at once: 400 (or 409 for
// nicknames the class has) with `errors: [{line, message}]` beside `message`, `line` counting
// the list's nicknames from 1.
export const addStudentsBody = z.object({
  nicknames: z
    .array(z.string({ error: messageKey('server.classes.nicknameIsText') }))
    .min(1, messageKey('server.classes.atLeastOneNickname'))
    .max(CLASS_MAX_STUDENTS, messageKey('server.classes.tooManyNicknames')),
});
export const addStudentsResponse = z.object({ students: z.array(student) });
// PATCH /api/classes/:id/students/:studentId {nickname} -> 200 student
export const renameStudentBody = z.object({ nickname: nicknameSchema });
// POST /api/classes/:id/students/:studentId/pictures (no body) -> 200 student (new pictures)
// DELETE /api/classes/:id/students/:studentId -> 204
// GET /api/classes/:id/progress -> childrenProgressResponse (child-progress-api.ts)
// GET /api/classes/:id/export?tz=Europe/London -> text/csv (no pictures; cells a spreadsheet
// could run as a formula escaped; "Last active" in that IANA time zone, UTC when absent or unknown)
export const classExportQuery = z.object({ tz: z.string().max(100).optional() });

// GET /api/join/:joinCode -> never the pictures; the class's language, null when its teacher
// set none (docs/decisions/313-a-class-language-for-its-children.md,
// docs/decisions/377-a-closed-class-and-its-language-at-join.md); 404 unknown code, 409 a closed
// (archived) class
export const joinClassResponse = z.object({
  className: z.string(),
  locale: localeField.nullable(),
  students: z.array(
    z.object({ id: z.number().int(), nickname: z.string(), avatarId: z.number().int() }),
  ),
});
/** @public for the web's join screen, built beside this module. */
export type JoinClass = z.infer<typeof joinClassResponse>;
// POST /api/join {joinCode, studentId, pictures} -> 200 PublicUser (the child), 401 wrong, 409 a
// closed class, 429 locked
export const joinBody = z.object({
  joinCode: joinCodeSchema,
  studentId: z.number().int().positive().max(MAX_ID),
  pictures: picturePairSchema,
});

/**
 * GET /api/classes/:id/export: the class's progress as CSV text (class-export.ts), not JSON:
 * `text/csv; charset=utf-8` with a byte-order mark, as an attachment named after the class.
 */
export const classExportResponse = z.string();
