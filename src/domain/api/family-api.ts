// The family API (docs/product.md#accounts-and-children,
// docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): a grown-up's child
// profiles, switching into a child on this device and back, consent, export and delete. One
// definition for the server's routes and the web's calls (the web imports types only).
import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';
import { avatarIdSchema, nicknameSchema } from './child-profile-schemas';
import { draftLabProgramSchema, labProgramSchema } from '../code-lab/level-program';
import { programSchema } from '../code-lab/program';
import { CREATION_KINDS } from '../creations';
import { idParam, isoDateTime } from './common-api';

// Ids are PostgreSQL integers: a bigger one is a 400 naming the field, never a database error.
const childId = idParam();
export const childParams = z.object({ id: childId });

/** The grown-up's password, asked again before a child is deleted or consent withdrawn. */
const passwordBody = z.object({ password: z.string().min(1).max(128) });

// GET /api/family
const familyChild = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
});
/** @public for the web's family page, built beside this module. */
export type FamilyChild = z.infer<typeof familyChild>;
export const familyResponse = z.object({
  children: z.array(familyChild),
  /**
   * `given`: the grown-up confirmed the email carrying our notice about children's data, so
   * children can be added; `pending`: that email was sent and not confirmed yet; `none`: never
   * sent (an older account: it asks for one with POST /api/consent/request).
   */
  consent: z.enum(['none', 'pending', 'given']),
  /** The notice version consented to, or null. */
  noticeVersion: z.string().nullable(),
});
/** @public for the web's family page, built beside this module. */
export type FamilyResponse = z.infer<typeof familyResponse>;

/** A family has at most this many child profiles (409 past it). */
export const FAMILY_MAX_CHILDREN = 30;

// POST /api/family/children -> 201 (409 nicknameTaken for a nickname the family has, in any
// case); PATCH /api/family/children/:id -> 200
export const addChildBody = z.object({ nickname: nicknameSchema, avatarId: avatarIdSchema });
export const updateChildBody = z
  .object({ nickname: nicknameSchema.optional(), avatarId: avatarIdSchema.optional() })
  .refine((body) => body.nickname !== undefined || body.avatarId !== undefined, {
    message: messageKey('server.family.nothingToChange'),
  });
export const childProfileResponse = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
});
/** @public for the web's family page, built beside this module. */
export type ChildProfile = z.infer<typeof childProfileResponse>;

// POST /api/family/children/:id/switch (no body) -> 200 PublicUser (the child)
// POST /api/session/grown-up {password} -> 200 PublicUser (the grown-up who switched)
export const switchBackBody = passwordBody;

// DELETE /api/family/children/:id {password} -> 204; DELETE /api/consent {password} -> 204;
// DELETE /api/user {password} -> 204 (the grown-up's own account, its children and classes)
export const deleteWithPasswordBody = passwordBody;

// POST /api/account/grown-up {grownUp: true} -> 200 PublicUser: an older account says it is a
// grown-up's (asked once, before its first child profile or class).
export const becomeGrownUpBody = z.object({
  grownUp: z.literal(true, { error: messageKey('server.family.tickGrownUp') }),
});

// POST /api/consent/request (no body) -> 200 {message}: sends the email carrying the notice
// (3 an hour, shared with the confirmation resend); a consent already given answers so.

// GET /api/family/children/:id/export -> everything we keep about one child
// (docs/decisions/153-deletes-leave-no-row.md).
const exportedCodeLab = z.object({
  /** Levels solved: best stars and the last solving program. */
  solves: z.array(
    z.object({
      levelId: z.string(),
      stars: z.number().int(),
      program: labProgramSchema,
      firstSolvedAt: isoDateTime,
      solvedAt: isoDateTime,
    }),
  ),
  /** The program kept for each level the child was working on. */
  programs: z.array(
    z.object({ levelId: z.string(), program: draftLabProgramSchema, updatedAt: isoDateTime }),
  ),
  /** Run counters per level. */
  runs: z.array(
    z.object({
      levelId: z.string(),
      runs: z.number().int(),
      failsSinceSolve: z.number().int(),
      /** Every failed run (counted from issue 24 on). */
      fails: z.number().int(),
      lastRunAt: isoDateTime,
    }),
  ),
  /** The levels solved in each world (a world's bonus is paid when all are solved). */
  worlds: z.array(z.object({ gameId: z.string(), levelIds: z.array(z.string()) })),
  /** The studio's drawings, newest first: each one's title and program (never an image). */
  drawings: z.array(
    z.object({
      title: z.string(),
      program: programSchema,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
  /**
   * Every other kind of creation (game, tune, page, finder), newest first, each with its kind
   * (docs/decisions/393-creations-by-kind.md): its title and program, never an image or a sound.
   */
  creations: z.array(
    z.object({
      kind: z.enum(CREATION_KINDS),
      title: z.string(),
      // Every kind's program is a Code Lab program: Ada's, or a game's with its own sprites.
      program: draftLabProgramSchema,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
    }),
  ),
});
export const childExportResponse = z.object({
  exportedAt: isoDateTime,
  profile: z.object({
    id: z.number().int(),
    nickname: z.string(),
    avatarId: z.number().int(),
    points: z.number().int(),
    level: z.number().int(),
    createdAt: isoDateTime,
    lastActiveAt: isoDateTime.nullable(),
  }),
  /** Lessons finished, in the order they were done. */
  progress: z.array(
    z.object({ moduleId: z.string(), lessonId: z.string(), completedAt: isoDateTime }),
  ),
  /** Every award of points: what it was for and when. */
  pointsLedger: z.array(
    z.object({ sourceKey: z.string(), points: z.number().int(), createdAt: isoDateTime }),
  ),
  gameScores: z.array(
    z.object({
      gameId: z.string(),
      score: z.number(),
      pointsAwarded: z.number().int(),
      createdAt: isoDateTime,
    }),
  ),
  /** How many times a game was played each day (the daily award cap counts them). */
  gamePlays: z.array(z.object({ gameId: z.string(), day: z.string(), plays: z.number().int() })),
  chores: z.array(
    z.object({ id: z.string(), name: z.string(), points: z.number(), done: z.boolean() }),
  ),
  codeLab: exportedCodeLab,
  /**
   * Time on task (docs/decisions/270-time-on-task.md): what the child did, by the minute (`lesson`,
   * `run` or `solve`), at most one row a minute for each, kept 30 days.
   */
  activity: z.array(z.object({ minute: isoDateTime, kind: z.enum(['lesson', 'run', 'solve', 'edit']) })),
});
/** @public for the web's family page (the download), built beside this module. */
export type ChildExport = z.input<typeof childExportResponse>;
