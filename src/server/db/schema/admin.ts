import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    rating: integer('rating'),
    feedbackType: text('feedback_type').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    resolved: boolean('resolved').notNull().default(false),
    adminNotes: text('admin_notes'),
  },
  // Keyset pagination, newest first, optionally by state.
  (t) => [index('feedback_resolved_id_idx').on(t.resolved, t.id)],
);

export const mailBatches = pgTable('mail_batches', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  total: integer('total').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// docs/decisions/091-outbox-stores-each-message-once.md: what an outreach email says, stored once
// however many recipients it has. Each recipient's copy is this text with their unsubscribe token
// put in, composed at send time.
export const mailMessages = pgTable('mail_messages', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  // The text up to the recipient's unsubscribe token: the admin's message and the footer's start.
  text: text('text').notNull(),
  // The text after the token. Null: the text is complete and no token goes into it.
  textAfterToken: text('text_after_token'),
  // The one-click unsubscribe address up to the token (List-Unsubscribe). Null: no such headers.
  oneClickUrl: text('one_click_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// docs/product.md#outbox: the durable outbox. One row per recipient (who, the Message-ID, the delivery
// state); the words are in mail_messages. Workers claim with FOR UPDATE SKIP LOCKED.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').references(() => mailBatches.id, { onDelete: 'cascade' }),
    mailMessageId: integer('mail_message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    // The Message-ID header (with angle brackets), made once at enqueue.
    messageId: text('message_id').notNull(),
    // 'skipped': the recipient unsubscribed (or was deleted) after the message was queued.
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_key').on(t.messageId),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_batch_idx').on(t.batchId, t.status),
  ],
);

// First-party analytics: event name and category only, never who.
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('analytics_daily_key').on(t.day, t.name, t.category)],
);
