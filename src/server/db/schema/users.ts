import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from './classes';

/**
 * Who an account is (docs/product.md#accounts-and-children,
 * docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): `grown-up` ticked "18 or
 * older" at sign-up or later; `learner` is an older account (or one made by SPEC's clients) that
 * has not said so yet; `child` is a profile a grown-up or teacher made, with no email or password.
 */
export const USER_KINDS = ['learner', 'grown-up', 'child'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: USER_KINDS }).notNull().default('learner'),
    // Stored lower-case. Null for a child: children never give an email
    // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
    email: text('email'),
    // Null for a child: a child profile has no password; its grown-up or class signs it in.
    passwordHash: text('password_hash'),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    points: integer('points').notNull().default(0),
    avatarId: integer('avatar_id').notNull().default(1),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    // Who made this account an admin: the operator (`npm run admin -- grant`) or ADMIN_EMAILS once
    // the owner confirmed the address
    // (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md). Null for learners and older
    // admins.
    adminGrantedBy: text('admin_granted_by', { enum: ['operator', 'admin-emails'] }),
    // When the owner opened the confirmation link sent to this address; null until then.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // Random, per user; lets a mail client unsubscribe without a session (RFC 8058).
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A child's only name (1 to 20 characters, unique in its family or class); null otherwise.
    nickname: text('nickname'),
    // The grown-up whose family this child is in; deleting the grown-up deletes the child.
    familyOwnerId: integer('family_owner_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    // The class this child was made in; deleting the class deletes the child.
    classId: integer('class_id').references((): AnyPgColumn => classes.id, { onDelete: 'cascade' }),
    // A class child's sign-in secret: two picture names, sorted, joined by '+' (e.g. 'cat+sun').
    pictureSecret: text('picture_secret'),
    // Last request of this account, touched at most hourly (retention, "last active").
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    // When the 12-month retention warning about this account (or its children) was queued.
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
    // The language this account or child profile chose ('en' | 'es'); null = never chosen, so the
    // request's language applies (docs/decisions/311-locale-null-means-never-chosen.md). Checked by
    // the API, not the database, so the next language needs no migration.
    locale: text('locale'),
    // When a guest's work moved into this account: a transfer is taken once per account
    // (docs/product.md#guest-mode-and-transfer); null until then.
    guestTransferAt: timestamp('guest_transfer_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_family_nickname_key')
      .on(t.familyOwnerId, sql`lower(${t.nickname})`)
      .where(sql`${t.familyOwnerId} is not null`),
    uniqueIndex('users_class_nickname_key')
      .on(t.classId, sql`lower(${t.nickname})`)
      .where(sql`${t.classId} is not null`),
    uniqueIndex('users_unsubscribe_token_key').on(t.unsubscribeToken),
    index('users_active_idx')
      .on(t.id)
      .where(sql`${t.points} > 0 and ${t.unsubscribedAt} is null`),
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
/**
 * Sessions a teacher's action or their age ended, kept 12 hours so the device that still holds
 * the cookie hears why (docs/decisions/186-a-child-hears-why-their-session-ended.md): the token's
 * hash, the reason and when. Nothing about the person: no user id, no name; the hourly cleanup
 * deletes them.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    reason: text('reason', {
      enum: ['new-pictures', 'class-closed', 'removed', 'expired'],
    }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_ended_idx').on(t.endedAt)],
);

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
 * Email confirmation links (docs/decisions/110-email-confirmation.md): a 256-bit token stored only
 * as its SHA-256, single use, 7 days. `email` is the address the link was sent to (it confirms that
 * address only); `purpose` lets a later notice (e.g. a consent notice and its version) share this
 * table.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['confirm-email'] })
      .notNull()
      .default('confirm-email'),
    // The version of the notice about children's data the email carried
    // (docs/decisions/151-consent-by-email-plus.md).
    noticeVersion: text('notice_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Consent withdrawn (or asked again) after the email was sent: its link no longer works.
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * A grown-up's consent to our notice about children's data
 * (docs/decisions/151-consent-by-email-plus.md): given by confirming the email that carries the
 * notice, stored with its version; withdrawing it deletes the grown-up's child profiles. One row
 * per consent given; `withdrawnAt` marks a withdrawn one.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);
