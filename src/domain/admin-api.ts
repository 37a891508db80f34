// What the admin API sends (docs/product/api.md#admin), one definition for the server and the page.
// The server works with `Date`s; the page receives them as ISO strings: `Json<T>`.

/** A shape as it arrives over JSON: each `Date` field becomes an ISO string. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type FeedbackStatus = 'all' | 'open' | 'resolved';

// A feedback item as the admin API lists it, camelCase (docs/product/api.md#admin).
export type FeedbackItem = {
  id: number;
  subject: string;
  feedbackType: string;
  rating: number | null;
  message: string;
  submittedAt: Date;
  resolved: boolean;
  userId: number | null;
  email: string | null;
  pageUrl: string | null;
  adminNotes: string | null;
};

/** A learner as the outreach page lists them. */
export type OutreachUser = {
  id: number;
  email: string;
  displayName: string;
  points: number;
  createdAt: Date;
  avatarId: number;
  unsubscribed: boolean;
};

/** A bulk email and how far its sending has got. */
export type BatchProgress = {
  id: number;
  subject: string;
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  createdAt: Date;
};
