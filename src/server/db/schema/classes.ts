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
import { users } from './users';

/**
 * A teacher's class (docs/product.md#classes, decision 160). Its children are `users` rows with
 * `kind = 'child'` and this `class_id`; deleting the class deletes them.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Six characters without 0/O/1/I/L, stored upper-case; the teacher can change it.
    joinCode: text('join_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Last sign-in of a child of the class or last change by its teacher (retention).
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // When the "archived in 30 days unless used" warning was queued to the teacher.
    archiveWarnedAt: timestamp('archive_warned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('classes_join_code_key').on(t.joinCode),
    index('classes_teacher_idx').on(t.teacherId),
  ],
);
