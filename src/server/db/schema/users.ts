import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(), // stored lower-case
    passwordHash: text('password_hash').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    points: integer('points').notNull().default(0),
    avatarId: integer('avatar_id').notNull().default(1),
    role: text('role', { enum: ['learner', 'admin'] }).notNull().default('learner'),
    // Who made this account an admin: the operator (`npm run admin -- grant`) or ADMIN_EMAILS once
    // the owner confirmed the address (decision 111). Null for learners and older admins.
    adminGrantedBy: text('admin_granted_by', { enum: ['operator', 'admin-emails'] }),
    // When the owner opened the confirmation link sent to this address; null until then.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // Random, per user; lets a mail client unsubscribe without a session (RFC 8058).
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_unsubscribe_token_key').on(t.unsubscribeToken),
    index('users_active_idx').on(t.id).where(sql`${t.points} > 0 and ${t.unsubscribedAt} is null`),
  ],
);

// docs/product.md#sessions: only the SHA-256 of the session token is stored.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

// Fixed-window counters shared by every app server (docs/product.md#rate-limits).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// Server-wide settings every app server must agree on (e.g. VAPID keys).
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Email confirmation links (decision 110): a 256-bit token stored only as its SHA-256, single
 * use, 7 days. `email` is the address the link was sent to (it confirms that address only);
 * `purpose` lets a later notice (e.g. a consent notice and its version) share this table.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['confirm-email'] }).notNull().default('confirm-email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);
