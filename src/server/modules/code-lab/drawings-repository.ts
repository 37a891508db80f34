import { and, desc, eq, sql } from 'drizzle-orm';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import type { GalleryStatus } from '../../../domain/api/gallery-api';
import type { CreationKind } from '../../../domain/creations';
import type { Db } from '../../db/client';
import { codeLabDrawings, users } from '../../db/schema/index';
import { reviseShares } from '../gallery/gallery-repository';

// The studio's creations (docs/product/code-lab.md#creations-by-kind), drawings the first kind:
// each one a person's, found only through its owner's id and its kind, so another person's
// creation, or one of another kind, is simply not there (docs/decisions/393-creations-by-kind.md).

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
    order by i.status = 'pending' desc, i.id desc limit 1)`,
};

export type DrawingRow = {
  id: number;
  title: string;
  program: LabProgram;
  createdAt: Date;
  share: DrawingShare | null;
};

type NewDrawing = {
  userId: number;
  kind: CreationKind;
  title: string;
  program: LabProgram;
  now: Date;
};
type Change = { title?: string; program?: LabProgram };

const mine = (userId: number, kind: CreationKind, id: number) =>
  and(
    eq(codeLabDrawings.id, id),
    eq(codeLabDrawings.userId, userId),
    eq(codeLabDrawings.kind, kind),
  );

export const drawingsRepository = (db: Db) => ({
  /**
   * Keeps a new creation unless the person already has `max` of its kind; null then. The person's row is
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
        .where(and(eq(codeLabDrawings.userId, input.userId), eq(codeLabDrawings.kind, input.kind)));
      if ((kept?.count ?? 0) >= max) return null;
      const [row] = await tx
        .insert(codeLabDrawings)
        .values({
          userId: input.userId,
          kind: input.kind,
          title: input.title,
          program: input.program,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning(shown);
      return row ?? null;
    });
  },

  /** The person's creations of one kind, newest first. */
  list(userId: number, kind: CreationKind): Promise<DrawingRow[]> {
    return db
      .select(shown)
      .from(codeLabDrawings)
      .where(and(eq(codeLabDrawings.userId, userId), eq(codeLabDrawings.kind, kind)))
      .orderBy(desc(codeLabDrawings.createdAt), desc(codeLabDrawings.id));
  },

  /**
   * The changed creation (a new title, a new program or both), or null when the person has no
   * creation of this kind with this id. A new program waits as a new version wherever the class
   * is shown an older one (reviseShares).
   */
  async update(
    userId: number,
    kind: CreationKind,
    id: number,
    change: Change,
    now: Date,
  ): Promise<DrawingRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(codeLabDrawings)
        .set({ ...change, updatedAt: now })
        .where(mine(userId, kind, id))
        .returning({ id: codeLabDrawings.id });
      if (!row) return null;
      if (change.program) await reviseShares(tx, row.id, change.program, now);
      const [changed] = await tx
        .select(shown)
        .from(codeLabDrawings)
        .where(eq(codeLabDrawings.id, row.id));
      return changed ?? null;
    });
  },

  /** False when the person has no creation of this kind with this id. */
  async remove(userId: number, kind: CreationKind, id: number): Promise<boolean> {
    const rows = await db
      .delete(codeLabDrawings)
      .where(mine(userId, kind, id))
      .returning({ id: codeLabDrawings.id });
    return rows.length > 0;
  },
});
