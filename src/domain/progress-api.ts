// Request shapes of the progress and points endpoints (docs/product/api.md#progress-and-points), shared by the
// server's routes and the web's calls. Unknown fields are ignored; used fields are strict.
import { z } from 'zod';
import { serverMessages } from './server-messages';

const id = z.string().trim().min(1).max(64);

export const MAX_TRANSFER_RECORDS = 500;
const list = z
  .array(z.unknown())
  .max(MAX_TRANSFER_RECORDS, { message: serverMessages.tooManyRecords(MAX_TRANSFER_RECORDS) });

export const saveProgressBody = z.object({
  moduleId: id,
  lessonId: id,
  completed: z.boolean(),
});

/** `activityId` is optional in the shape so that a bare `points` gets a clear message, not a zod one. */
export const awardActivityBody = z.object({ activityId: id.optional() });

export const transferGuestProgressBody = z.object({
  guestProgress: list,
  gameScores: list.optional(),
  activities: list.optional(),
  /** The guest's Chore Tracker list: checked whole, like PUT /api/chores (a bad list is a 400). */
  chores: z.unknown().optional(),
});

/** What POST /api/transfer-guest-progress answers. */
export type TransferGuestProgressAnswer = {
  pointsAwarded: number;
  points: number;
  level: number;
  /** How many of the guest's chores were added to the account's list. */
  choresMoved: number;
};

// One record inside a transfer list: an invalid one is skipped, never fatal.
export const guestProgressRecord = z.object({
  moduleId: id,
  lessonId: id,
  completed: z.boolean().optional(),
  completedAt: z.string().optional(),
});
export const guestGameScoreRecord = z.object({
  gameId: id,
  score: z.number(),
  completedAt: z.string().optional(),
});
export const guestActivityRecord = id;
