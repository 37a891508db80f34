import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** What a child did that counts toward time on task (docs/product.md#time-on-task). */
export const ACTIVITY_KINDS = ['lesson', 'run', 'solve', 'edit'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * A child's actions by the minute (docs/product.md#time-on-task,
 * docs/decisions/270-time-on-task.md): at most one row a minute per child and kind, kept by the
 * primary key (a second action in the same minute inserts nothing). `minute` is the action's time
 * cut to its minute, from the server's clock. Deleting the child deletes the rows.
 */
export const childActivity = pgTable(
  'child_activity',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.minute, t.kind] }),
    check('child_activity_kind', sql`${t.kind} in ('lesson', 'run', 'solve', 'edit')`),
    check('child_activity_whole_minute', sql`extract(epoch from ${t.minute}) % 60 = 0`),
  ],
);
