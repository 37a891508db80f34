import { and, desc, eq, sql } from 'drizzle-orm';
import type { Program } from '../../../domain/code-lab/program';
import type { GalleryStatus } from '../../../domain/api/gallery-api';
import type { Db } from '../../db/client';
import { codeLabDrawings, users } from '../../db/schema/index';

// The studio's drawings (docs/product/code-lab.md#free-drawing): each one a person's, found only
// through its owner's id, so another person's drawing is simply not there.

type DrawingShare = { itemId: number; status: GalleryStatus };

const shown = {
  id: codeLabDrawings.id,
  title: codeLabDrawings.title,
  program: codeLabDrawings.program,
  createdAt: codeLabDrawings.createdAt,
  // Its share with the class gallery (docs/product/classes.md#class-gallery): a drawing is only
  // ever in its owner's class. Spelled out: drizzle would leave the outer column unqualified.
  share: sql<DrawingShare | null>`(select json_build_object('itemId', i.id, 'status', i.status)
    from class_gallery_items i where i.drawing_id = "code_lab_drawings"."id"
    order by i.id desc limit 1)`,
};

export type DrawingRow = {
  id: number;
  title: string;
  program: Program;
  createdAt: Date;
  share: DrawingShare | null;
};

type NewDrawing = { userId: number; title: string; program: Program; now: Date };

const mine = (userId: number, id: number) =>
  and(eq(codeLabDrawings.id, id), eq(codeLabDrawings.userId, userId));

export const drawingsRepository = (db: Db) => ({
  /**
   * Keeps a new drawing unless the person already has `max`; null then. The person's row is
   * locked first, so drawings saved at once cannot slip past the limit together
   * (docs/decisions/220-drawings-thirty-a-person.md).
   */
  async createWithin(max: number, input: NewDrawing): Promise<DrawingRow | null> {
    return db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId))
        .for('update');
      if (!owner) return null;
      const [kept] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(codeLabDrawings)
        .where(eq(codeLabDrawings.userId, input.userId));
      if ((kept?.count ?? 0) >= max) return null;
      const [row] = await tx
        .insert(codeLabDrawings)
        .values({
          userId: input.userId,
          title: input.title,
          program: input.program,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning(shown);
      return row ?? null;
    });
  },

  /** The person's drawings, newest first. */
  list(userId: number): Promise<DrawingRow[]> {
    return db
      .select(shown)
      .from(codeLabDrawings)
      .where(eq(codeLabDrawings.userId, userId))
      .orderBy(desc(codeLabDrawings.createdAt), desc(codeLabDrawings.id));
  },

  /** The renamed drawing, or null when the person has no drawing with this id. */
  async rename(userId: number, id: number, title: string, now: Date): Promise<DrawingRow | null> {
    const [row] = await db
      .update(codeLabDrawings)
      .set({ title, updatedAt: now })
      .where(mine(userId, id))
      .returning(shown);
    return row ?? null;
  },

  /** False when the person has no drawing with this id. */
  async remove(userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(codeLabDrawings)
      .where(mine(userId, id))
      .returning({ id: codeLabDrawings.id });
    return rows.length > 0;
  },
});
