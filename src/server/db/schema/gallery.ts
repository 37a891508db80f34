import { sql } from 'drizzle-orm';
import {
  check,
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
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { GALLERY_STATUSES, REACTION_KINDS } from '../../../domain/api/gallery-api';
import { classes } from './classes';
import { codeLabDrawings } from './code-lab';
import { users } from './users';

/**
 * A version of a creation a class child shared with their class (docs/product/classes.md#class-gallery,
 * docs/decisions/300-sharing-with-the-class.md): pending until the teacher approves or rejects it.
 * It holds the program as shared, so the class sees the version the teacher approved; an edit
 * after approval waits as a second, pending version of the same creation
 * (docs/decisions/393-creations-by-kind.md). At most one approved and one pending version per
 * creation and class. The title is never shown. Deleting the class, the creation or the child
 * deletes it; archiving the class hides it and keeps it
 * (docs/decisions/370-an-archive-keeps-the-gallery.md).
 */
export const classGalleryItems = pgTable(
  'class_gallery_items',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => codeLabDrawings.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The creation's program as shared (the version the teacher decides on). */
    program: jsonb('program').$type<LabProgram>().notNull(),
    status: text('status', { enum: GALLERY_STATUSES }).notNull(),
    /** When it was shared, or shared again after a rejection (the queue's order). */
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
    /** When the teacher approved or rejected it; null while pending. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('class_gallery_items_shown_key')
      .on(t.classId, t.drawingId)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('class_gallery_items_waiting_key')
      .on(t.classId, t.drawingId)
      .where(sql`${t.status} = 'pending'`),
    index('class_gallery_items_class_idx').on(t.classId, t.status),
    index('class_gallery_items_child_idx').on(t.childId, t.status),
    index('class_gallery_items_drawing_idx').on(t.drawingId),
    check('class_gallery_items_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A class child's one reaction to an approved drawing of their class
 * (docs/decisions/301-what-the-class-sees.md).
 */
export const classGalleryReactions = pgTable(
  'class_gallery_reactions',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => classGalleryItems.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REACTION_KINDS }).notNull(),
    reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.childId] }),
    index('class_gallery_reactions_child_idx').on(t.childId),
    check('class_gallery_reactions_kind', sql`${t.kind} in ('star', 'clap', 'heart')`),
  ],
);
