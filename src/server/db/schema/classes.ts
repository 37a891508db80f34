import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A teacher's class (docs/product.md#classes,
 * docs/decisions/160-classes-join-codes-picture-secrets.md). Its children are `users` rows with
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
    // The class gallery (docs/product/classes.md#class-gallery): off until the teacher turns it on.
    galleryOn: boolean('gallery_on').notNull().default(false),
    // Sound in the class's pages (docs/decisions/407-voice-and-sound-lesson-and-class-sound.md):
    // on until the teacher turns it off; off, a child's pages show every sound in words only.
    soundOn: boolean('sound_on').notNull().default(true),
    // The class's language, set by its teacher: a child who joins starts in it
    // (docs/decisions/313-a-class-language-for-its-children.md). Null = never chosen.
    locale: text('locale'),
  },
  (t) => [
    uniqueIndex('classes_join_code_key').on(t.joinCode),
    index('classes_teacher_idx').on(t.teacherId),
  ],
);

/** One thing to do in an assignment: a lesson, a Code Lab level or a whole Code Lab world. */
export type AssignmentItemRow = { kind: 'lesson' | 'level' | 'world'; id: string };

/**
 * Work a teacher set the class (docs/product/classes.md#assignments,
 * docs/decisions/250-assignments-read-from-the-work.md): a title, 1 to 12 items and an optional due
 * date. Nothing is stored per child: whether a child has done an item is read from their progress
 * and solves, which are deleted with the child. Deleting the class (or its teacher) deletes its
 * assignments.
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    items: jsonb('items').$type<AssignmentItemRow[]>().notNull(),
    // A calendar day without a zone (`YYYY-MM-DD`), or null: no due date.
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('class_assignments_class_idx').on(t.classId, t.createdAt)],
);
