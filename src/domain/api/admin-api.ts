// What the admin API answers (docs/product/api.md#admin), one definition for the server and the
// admin pages. The server works with `Date`s (`z.infer`); the pages read ISO strings
// (`Json<typeof schema>`, the schema's input side).
import { z } from 'zod';
import { isoDateTime } from './common-api';

export type FeedbackStatus = 'all' | 'open' | 'resolved';

/** One piece of feedback as the admin reads it, camelCase. */
export const feedbackItem = z.object({
  id: z.number().int(),
  subject: z.string(),
  feedbackType: z.string(),
  rating: z.number().int().nullable(),
  message: z.string(),
  submittedAt: isoDateTime,
  resolved: z.boolean(),
  userId: z.number().int().nullable(),
  email: z.string().nullable(),
  pageUrl: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/** GET /api/feedback: newest first; `nextCursor` is the `before` of the next page. */
export const feedbackPage = z.object({
  items: z.array(feedbackItem),
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});

/** A learner as the outreach page lists them. */
export const outreachUser = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  points: z.number().int(),
  createdAt: isoDateTime,
  avatarId: z.number().int(),
  unsubscribed: z.boolean(),
});
export type OutreachUser = z.infer<typeof outreachUser>;

/** GET /api/admin/users: newest first, keyset-paginated like the feedback list. */
export const outreachUserPage = z.object({
  items: z.array(outreachUser),
  nextCursor: z.number().int().nullable(),
});

/** GET /api/admin/active-recipients: how many 'Send to All Active Users' would reach. */
export const activeRecipients = z.object({ count: z.number().int() });

/** A bulk email and how far its sending has got. */
export const batchProgress = z.object({
  id: z.number().int(),
  subject: z.string(),
  total: z.number().int(),
  createdAt: isoDateTime,
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type BatchProgress = z.infer<typeof batchProgress>;

/** GET /api/admin/mail-batches: the newest batches. */
export const batchList = z.array(batchProgress);

/** POST /api/admin/send-user-email and send-bulk-email: what was queued (a batch for bulk). */
export const sendEmailAnswer = z.object({
  message: z.string(),
  queued: z.number().int(),
  batchId: z.number().int().nullable(),
});
export type SendEmailAnswer = z.infer<typeof sendEmailAnswer>;
