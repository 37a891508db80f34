// Request shapes of the progress and points endpoints (docs/product/api.md#progress-and-points), shared by the
// server's routes and the web's calls. Unknown fields are ignored; used fields are strict.
import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';

const id = z.string().trim().min(1).max(64);

const MAX_TRANSFER_RECORDS = 500;
const list = z
  .array(z.unknown())
  .max(MAX_TRANSFER_RECORDS, { message: messageKey('server.progress.tooManyRecords') });

// docs/product/lessons.md#graded-by-the-server: the child's quiz answers by question id (`q1`: `'repeat'`),
// at most 10 short ones, and the activity's final state, a few KB at most. Either missing is a 422
// from the grading, not a 400, so the child hears why in their own words.
const MAX_ANSWERS = 10;
const MAX_EVIDENCE_CHARS = 4 * 1024;
const quizAnswersField = z
  .record(z.string().min(1).max(8), z.string().max(64))
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { message: `at most ${MAX_ANSWERS} answers` });
const activityEvidenceField = z
  .record(z.string().min(1).max(32), z.unknown())
  .refine((evidence) => JSON.stringify(evidence).length <= MAX_EVIDENCE_CHARS, {
    message: `at most ${MAX_EVIDENCE_CHARS} characters`,
  });

export const saveProgressBody = z.object({
  moduleId: id,
  lessonId: id,
  completed: z.boolean(),
  answers: quizAnswersField.optional(),
  activity: activityEvidenceField.optional(),
});
export type SaveProgressBody = z.infer<typeof saveProgressBody>;

// POST /api/lesson-steps {moduleId, lessonId} -> 204: a child did something in an open lesson
// (time on task, docs/decisions/272-lesson-steps.md). Kept for a child only, at most once a minute.
export const lessonStepBody = z.object({ moduleId: id, lessonId: id });

/** `activityId` is optional in the shape so that a bare `points` gets a clear message, not a zod one. */
export const awardActivityBody = z.object({ activityId: id.optional(), activity: activityEvidenceField.optional() });

export const transferGuestProgressBody = z.object({
  guestProgress: list,
  gameScores: list.optional(),
  activities: list.optional(),
  /** Code Lab solves `{levelId, program}`: each one is run again (code-lab-api.ts). */
  codeLab: list.optional(),
  /** The guest's Chore Tracker list: checked whole, like PUT /api/chores (a bad list is a 400). */
  chores: z.unknown().optional(),
});

// One record inside a transfer list: an invalid one is skipped, never fatal.
export const guestProgressRecord = z.object({
  moduleId: id,
  lessonId: id,
  completed: z.boolean().optional(),
  completedAt: z.string().optional(),
  /** The quiz answers and the activity's evidence, graded again (absent in older storage: moves as nothing). */
  answers: quizAnswersField.optional(),
  activity: activityEvidenceField.optional(),
});
export const guestGameScoreRecord = z.object({
  gameId: id,
  score: z.number(),
  completedAt: z.string().optional(),
});
/** An activity: its id and its evidence (a bare id, from older storage, pays nothing). */
export const guestActivityRecord = z.union([id, z.object({ activityId: id, activity: activityEvidenceField.optional() })]);

// Answers ----------------------------------------------------------------------------------

/** GET /api/progress: the lessons the learner has completed, oldest first. */
const progressRecord = z.object({
  moduleId: z.string(),
  lessonId: z.string(),
  completed: z.boolean(),
});
export const progressList = z.array(progressRecord);
export type ProgressList = z.infer<typeof progressList>;

/**
 * Points after an award: POST /api/user/points, the guest transfers, and part of every answer
 * that can award points. `pointsAwarded` is 0 when nothing new was earned.
 */
export const pointsAnswer = z.object({
  pointsAwarded: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
});
export type PointsAnswer = z.infer<typeof pointsAnswer>;

/**
 * POST /api/transfer-guest-progress: the points, and how many guest chores joined the account's
 * list (docs/decisions/124-guest-chores-move-at-sign-up.md).
 */
export const transferGuestProgressAnswer = pointsAnswer.extend({ choresMoved: z.number().int() });
export type TransferGuestProgressAnswer = z.infer<typeof transferGuestProgressAnswer>;

/** POST /api/progress: the lesson saved (its main id, never an alias) and the points. */
export const saveProgressAnswer = z.object({
  moduleId: z.string(),
  lessonId: z.string(),
  completed: z.boolean(),
  ...pointsAnswer.shape,
});
export type SaveProgressAnswer = z.infer<typeof saveProgressAnswer>;
