// The class gallery (docs/product/classes.md#class-gallery,
// docs/decisions/300-sharing-with-the-class.md to docs/decisions/304-the-teachers-gallery.md). A
// share is a link from a class child's drawing to their class; what the class sees is drawn from
// the program as shared under the child's nickname, never its title. Every read names the class: an
// item of another class is simply not there. Each creation kind has its own gallery and its own
// pending limit (docs/decisions/393-creations-by-kind.md).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { shownName } from '../../../domain/accounts/child-profile';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import type { GalleryStatus, ReactionCounts, ReactionKind } from '../../../domain/api/gallery-api';
import type { CreationKind } from '../../../domain/creations';
import type { Db } from '../../db/client';
import {
  classes,
  classGalleryItems,
  classGalleryReactions,
  codeLabDrawings,
  users,
} from '../../db/schema/index';
import { lockOwnClass, touched, type Tx } from '../classes/class-repository';

export type TeacherItemRow = {
  id: number;
  drawingId: number;
  nickname: string;
  program: LabProgram;
  status: GalleryStatus;
  sharedAt: Date;
  reactions: ReactionCounts;
};
export type ClassItemRow = {
  id: number;
  nickname: string;
  program: LabProgram;
  reactions: ReactionCounts;
  myReaction: ReactionKind | null;
  mine: boolean;
};

export type ShareResult =
  | { kind: 'not-found' }
  | { kind: 'closed' }
  | { kind: 'full' }
  /**
   * Already pending or approved: nothing changes (docs/decisions/300-sharing-with-the-class.md).
   */
  | { kind: 'already'; itemId: number; status: GalleryStatus }
  | { kind: 'shared'; itemId: number };

type RawItem = {
  id: number;
  drawing_id: number;
  child_id: number;
  nickname: string | null;
  program: LabProgram;
  status: GalleryStatus;
  shared_at: Date | string;
  star: number;
  clap: number;
  heart: number;
  my_reaction?: ReactionKind | null;
};
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const countsOf = (row: RawItem): ReactionCounts => ({
  star: Number(row.star),
  clap: Number(row.clap),
  heart: Number(row.heart),
});
const teacherItemOf = (row: RawItem): TeacherItemRow => ({
  id: row.id,
  drawingId: row.drawing_id,
  nickname: shownName(row.nickname ?? ''),
  program: row.program,
  status: row.status,
  sharedAt: new Date(row.shared_at),
  reactions: countsOf(row),
});

/** One select of items with the sharer's nickname, the program and the reaction counts. */
const itemsWhere = (
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  childId = 0,
) => sql`
  select i.id, i.drawing_id, i.child_id, u.nickname, i.program, i.status, i.shared_at,
    count(r.kind) filter (where r.kind = 'star')::int as star,
    count(r.kind) filter (where r.kind = 'clap')::int as clap,
    count(r.kind) filter (where r.kind = 'heart')::int as heart,
    max(r.kind) filter (where r.child_id = ${childId}::int) as my_reaction
  from class_gallery_items i
    join users u on u.id = i.child_id
    join code_lab_drawings d on d.id = i.drawing_id
    left join class_gallery_reactions r on r.item_id = i.id
  where ${where}
  group by i.id, u.id, d.id
  order by ${order}`;

const ownCreation = (userId: number, creation: { kind: CreationKind; id: number }) =>
  and(
    eq(codeLabDrawings.id, creation.id),
    eq(codeLabDrawings.userId, userId),
    eq(codeLabDrawings.kind, creation.kind),
  );

/**
 * Before a version is decided (docs/decisions/393-creations-by-kind.md): a new version approved
 * replaces the one shown, and takes over its reactions; a version turned down leaves one turned
 * down per creation. Deciding the same way again changes nothing.
 */
async function makeRoomFor(
  tx: Tx,
  classId: number,
  itemId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  const [item] = await tx
    .select({ drawingId: classGalleryItems.drawingId, status: classGalleryItems.status })
    .from(classGalleryItems)
    .where(and(eq(classGalleryItems.id, itemId), eq(classGalleryItems.classId, classId)));
  if (!item || item.status === status) return;
  const [other] = await tx
    .select({ id: classGalleryItems.id })
    .from(classGalleryItems)
    .where(
      and(
        eq(classGalleryItems.classId, classId),
        eq(classGalleryItems.drawingId, item.drawingId),
        eq(classGalleryItems.status, status),
        ne(classGalleryItems.id, itemId),
      ),
    );
  if (!other) return;
  // Moved before the old version goes, which would take its reactions with it.
  if (status === 'approved')
    await tx
      .update(classGalleryReactions)
      .set({ itemId })
      .where(eq(classGalleryReactions.itemId, other.id));
  await tx.delete(classGalleryItems).where(eq(classGalleryItems.id, other.id));
}

/**
 * A creation's program changed (docs/decisions/393-creations-by-kind.md): in each class where a
 * version of it is shown, the new program waits as a pending version (the one waiting already, or
 * one turned down, or a new one), and the shown one stays until the teacher approves it. Where it
 * is only waiting, the waiting version becomes the new program; where it was only turned down,
 * nothing changes (sharing again sends the new one).
 */
export async function reviseShares(
  tx: Tx,
  creationId: number,
  program: LabProgram,
  now: Date,
): Promise<void> {
  const items = await tx
    .select({
      id: classGalleryItems.id,
      classId: classGalleryItems.classId,
      childId: classGalleryItems.childId,
      status: classGalleryItems.status,
    })
    .from(classGalleryItems)
    .where(eq(classGalleryItems.drawingId, creationId))
    .orderBy(desc(classGalleryItems.id));
  for (const classId of new Set(items.map((item) => item.classId))) {
    const mine = items.filter((item) => item.classId === classId);
    const shown = mine.find((item) => item.status === 'approved');
    const waiting = mine.find((item) => item.status === 'pending');
    if (waiting) {
      await tx
        .update(classGalleryItems)
        .set({ program })
        .where(eq(classGalleryItems.id, waiting.id));
      continue;
    }
    if (!shown) continue;
    const fields = { status: 'pending' as const, program, sharedAt: now, decidedAt: null };
    const turnedDown = mine.find((item) => item.status === 'rejected');
    if (turnedDown)
      await tx.update(classGalleryItems).set(fields).where(eq(classGalleryItems.id, turnedDown.id));
    else
      await tx
        .insert(classGalleryItems)
        .values({ classId, drawingId: creationId, childId: shown.childId, ...fields });
  }
}

export const galleryRepository = (db: Db) => {
  async function teacherItem(classId: number, itemId: number): Promise<TeacherItemRow | null> {
    const result = await db.execute(
      itemsWhere(sql`i.id = ${itemId}::int and i.class_id = ${classId}::int`, sql`i.id`),
    );
    const [row] = rowsOf<RawItem>(result);
    return row ? teacherItemOf(row) : null;
  }

  return {
    /**
     * A class child shares one of their creations (docs/decisions/300-sharing-with-the-class.md):
     * its program as it is now becomes a pending version. The child's row is locked first, so
     * shares sent at once are counted one after the other: never more than `max` pending of a kind.
     * A creation turned down is pending again; one already waiting or shown is `already`.
     */
    async share(
      child: { id: number; classId: number },
      creation: { kind: CreationKind; id: number },
      max: number,
      now = new Date(),
    ): Promise<ShareResult> {
      return db.transaction(async (tx) => {
        const [me] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, child.id), eq(users.classId, child.classId)))
          .for('update');
        if (!me) return { kind: 'not-found' as const };
        const [found] = await tx
          .select({ id: codeLabDrawings.id, program: codeLabDrawings.program })
          .from(codeLabDrawings)
          .where(ownCreation(child.id, creation));
        if (!found) return { kind: 'not-found' as const };
        const [klass] = await tx
          .select({ galleryOn: classes.galleryOn, archivedAt: classes.archivedAt })
          .from(classes)
          .where(eq(classes.id, child.classId));
        if (!klass?.galleryOn || klass.archivedAt) return { kind: 'closed' as const };
        // Waiting first, then the newest: what the child's list says of it.
        const [latest] = await tx
          .select({ id: classGalleryItems.id, status: classGalleryItems.status })
          .from(classGalleryItems)
          .where(
            and(
              eq(classGalleryItems.classId, child.classId),
              eq(classGalleryItems.drawingId, found.id),
            ),
          )
          .orderBy(sql`${classGalleryItems.status} = 'pending' desc`, desc(classGalleryItems.id))
          .limit(1);
        if (latest && latest.status !== 'rejected')
          return { kind: 'already' as const, itemId: latest.id, status: latest.status };
        const [waiting] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(classGalleryItems)
          .innerJoin(codeLabDrawings, eq(codeLabDrawings.id, classGalleryItems.drawingId))
          .where(
            and(
              eq(classGalleryItems.childId, child.id),
              eq(classGalleryItems.status, 'pending'),
              eq(codeLabDrawings.kind, creation.kind),
            ),
          );
        if ((waiting?.count ?? 0) >= max) return { kind: 'full' as const };
        const fields = {
          status: 'pending' as const,
          program: found.program,
          sharedAt: now,
          decidedAt: null,
        };
        if (latest) {
          await tx.update(classGalleryItems).set(fields).where(eq(classGalleryItems.id, latest.id));
          return { kind: 'shared' as const, itemId: latest.id };
        }
        const [row] = await tx
          .insert(classGalleryItems)
          .values({ classId: child.classId, drawingId: found.id, childId: child.id, ...fields })
          .returning({ id: classGalleryItems.id });
        return { kind: 'shared' as const, itemId: row!.id };
      });
    },

    /** Takes every version back at any status; false when the creation is not the child's. */
    async unshare(childId: number, creation: { kind: CreationKind; id: number }): Promise<boolean> {
      const [found] = await db
        .select({ id: codeLabDrawings.id })
        .from(codeLabDrawings)
        .where(ownCreation(childId, creation));
      if (!found) return false;
      const drawingId = found.id;
      await db
        .delete(classGalleryItems)
        .where(
          and(eq(classGalleryItems.drawingId, drawingId), eq(classGalleryItems.childId, childId)),
        );
      return true;
    },

    /** The class's items of one kind and status: pending oldest first, approved newest first. */
    async queue(
      classId: number,
      status: 'pending' | 'approved',
      kind: CreationKind,
    ): Promise<TeacherItemRow[]> {
      const order =
        status === 'pending'
          ? sql`i.shared_at asc, i.id asc`
          : sql`i.decided_at desc nulls last, i.id desc`;
      const result = await db.execute(
        itemsWhere(
          sql`i.class_id = ${classId}::int and i.status = ${status}::text and d.kind = ${kind}::text`,
          order,
        ),
      );
      return rowsOf<RawItem>(result).map(teacherItemOf);
    },

    /**
     * The teacher approves or rejects an item of their class (a rejected one loses its
     * reactions). `not-found` when the class is not theirs, null when it has no such item.
     */
    async decide(
      classId: number,
      teacherId: number,
      itemId: number,
      status: 'approved' | 'rejected',
      now = new Date(),
    ): Promise<{ kind: 'not-found' } | { kind: 'decided'; item: TeacherItemRow | null }> {
      const done = await db.transaction(async (tx) => {
        if (!(await lockOwnClass(tx, classId, teacherId))) return null;
        await makeRoomFor(tx, classId, itemId, status);
        const [row] = await tx
          .update(classGalleryItems)
          .set({
            status,
            // Deciding again the same way keeps the first time (the gallery's order).
            decidedAt: sql`case when ${classGalleryItems.status} = ${status}::text then ${classGalleryItems.decidedAt} else ${now}::timestamptz end`,
          })
          .where(and(eq(classGalleryItems.id, itemId), eq(classGalleryItems.classId, classId)))
          .returning({ id: classGalleryItems.id });
        if (row && status === 'rejected')
          await tx.delete(classGalleryReactions).where(eq(classGalleryReactions.itemId, itemId));
        if (row) await tx.update(classes).set(touched(now)).where(eq(classes.id, classId));
        return { found: row !== undefined };
      });
      if (!done) return { kind: 'not-found' };
      return { kind: 'decided', item: done.found ? await teacherItem(classId, itemId) : null };
    },

    /** The teacher removes an item; `removed: false` when their class has no such item. */
    async remove(
      classId: number,
      teacherId: number,
      itemId: number,
      now = new Date(),
    ): Promise<{ kind: 'not-found' } | { kind: 'removed'; removed: boolean }> {
      return db.transaction(async (tx) => {
        if (!(await lockOwnClass(tx, classId, teacherId))) return { kind: 'not-found' as const };
        const gone = await tx
          .delete(classGalleryItems)
          .where(and(eq(classGalleryItems.id, itemId), eq(classGalleryItems.classId, classId)))
          .returning({ id: classGalleryItems.id });
        if (gone.length > 0)
          await tx.update(classes).set(touched(now)).where(eq(classes.id, classId));
        return { kind: 'removed' as const, removed: gone.length > 0 };
      });
    },

    /**
     * What a class child sees (docs/decisions/301-what-the-class-sees.md): their class's approved
     * items of one kind, newest first, while the gallery is on and the class not archived;
     * `galleryOn: false` and nothing otherwise.
     */
    async forChild(
      child: { id: number; classId: number },
      kind: CreationKind,
    ): Promise<{ galleryOn: boolean; items: ClassItemRow[] }> {
      const [klass] = await db
        .select({ galleryOn: classes.galleryOn, archivedAt: classes.archivedAt })
        .from(classes)
        .where(eq(classes.id, child.classId));
      if (!klass?.galleryOn || klass.archivedAt) return { galleryOn: false, items: [] };
      const result = await db.execute(
        itemsWhere(
          sql`i.class_id = ${child.classId}::int and i.status = 'approved' and d.kind = ${kind}::text`,
          sql`i.decided_at desc nulls last, i.id desc`,
          child.id,
        ),
      );
      return {
        galleryOn: true,
        items: rowsOf<RawItem>(result).map((row) => ({
          id: row.id,
          nickname: shownName(row.nickname ?? ''),
          program: row.program,
          reactions: countsOf(row),
          myReaction: row.my_reaction ?? null,
          mine: row.child_id === child.id,
        })),
      };
    },

    /**
     * A class child's reaction, one per item (a new kind replaces the old), to an approved item
     * of their class while its gallery is open; false when there is no such item for them.
     */
    async react(
      child: { id: number; classId: number },
      itemId: number,
      kind: ReactionKind,
      now = new Date(),
    ): Promise<boolean> {
      const result = await db.execute(sql`
        insert into class_gallery_reactions (item_id, child_id, kind, reacted_at)
        select i.id, ${child.id}::int, ${kind}::text, ${now}::timestamptz
        from class_gallery_items i join classes c on c.id = i.class_id
        where i.id = ${itemId}::int and i.class_id = ${child.classId}::int
          and i.status = 'approved' and c.gallery_on and c.archived_at is null
        on conflict (item_id, child_id)
          do update set kind = excluded.kind, reacted_at = excluded.reacted_at
        returning item_id`);
      return rowsOf(result).length > 0;
    },

    /** Takes the child's reaction back; false when the item is not theirs to see. */
    async unreact(child: { id: number; classId: number }, itemId: number): Promise<boolean> {
      const [item] = await db
        .select({ id: classGalleryItems.id })
        .from(classGalleryItems)
        .innerJoin(classes, eq(classes.id, classGalleryItems.classId))
        .where(
          and(
            eq(classGalleryItems.id, itemId),
            eq(classGalleryItems.classId, child.classId),
            eq(classGalleryItems.status, 'approved'),
            eq(classes.galleryOn, true),
            sql`${classes.archivedAt} is null`,
          ),
        );
      if (!item) return false;
      await db
        .delete(classGalleryReactions)
        .where(
          and(
            eq(classGalleryReactions.itemId, itemId),
            eq(classGalleryReactions.childId, child.id),
          ),
        );
      return true;
    },
  };
};
