import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const progress = pgTable(
  'progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    completed: boolean('completed').notNull().default(true),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.lessonId] })],
);

// docs/product.md#points-levels-and-badges: the one ledger every award goes through; unique per user and source key.
export const pointEvents = pgTable(
  'point_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('point_events_user_source_key').on(t.userId, t.sourceKey)],
);

export const gameScores = pgTable(
  'game_scores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    score: integer('score').notNull(),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_scores_user_idx').on(t.userId, t.gameId, t.createdAt)],
);

/**
 * How many times one user played one game on one UTC day. Every play updates this row in the
 * same statement that stores it, so the daily award cap (docs/product.md#points-levels-and-badges) holds under concurrent
 * posts without a transaction (docs/decisions/089-a-game-play-is-one-statement.md).
 */
export const gameDayPlays = pgTable(
  'game_day_plays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    day: date('day').notNull(),
    plays: integer('plays').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.day] })],
);

/**
 * A Pattern Puzzler play the server dealt (docs/decisions/416-pattern-puzzler.md): the seed its
 * rounds are made from, kept so the answers are graded against the rounds the child was shown.
 * `answeredAt` set: the play is answered and cannot be answered again.
 */
export const patternPlays = pgTable(
  'pattern_plays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('pattern_plays_user_idx').on(t.userId, t.createdAt)],
);

export type ChoreItem = { id: string; name: string; points: number; done: boolean };

export const chores = pgTable('chores', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<ChoreItem[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    delayMs: integer('delay_ms').notNull(),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_due_idx').on(t.nextReminderAt),
  ],
);
