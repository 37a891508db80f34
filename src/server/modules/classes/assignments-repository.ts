// A class's assignments (docs/product/classes.md#assignments,
// docs/decisions/250-assignments-read-from-the-work.md). Writes lock the teacher's class row
// (lockOwnClass), so another teacher's class is not found and assignments added at once cannot pass
// the limit together; each write counts as use of the class.
import { and, desc, eq, sql } from 'drizzle-orm';
import { curriculum } from '../../../../content/curriculum';
import { shownName } from '../../../domain/accounts/child-profile';
import type { ChildWork } from '../../../domain/classes/assignment-done';
import { completedLessonIds } from '../../../domain/lessons/curriculum';
import type { Db } from '../../db/client';
import { classAssignments, classes } from '../../db/schema/index';
import type { StoredItem } from './assignment-items';
import { lockOwnClass, touched } from './class-repository';

export type AssignmentRow = {
  id: number;
  title: string;
  items: StoredItem[];
  dueOn: string | null;
  createdAt: Date;
};

const shown = {
  id: classAssignments.id,
  title: classAssignments.title,
  items: classAssignments.items,
  dueOn: classAssignments.dueOn,
  createdAt: classAssignments.createdAt,
};

type Fields = { title: string; items: StoredItem[]; dueOn: string | null };
type Written<T> = { kind: 'not-found' } | { kind: 'archived' } | { kind: 'full' } | T;

/** A child of the class with what they have done (ChildWork). */
export type ClassChildWork = { id: number; nickname: string; work: ChildWork };

type WorkRow = {
  id: number;
  nickname: string | null;
  lessons: { moduleId: string; lessonId: string }[] | null;
  solved: string[] | null;
};
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const assignmentsRepository = (db: Db) => ({
  /** Adds an assignment unless the class is archived or already has `max`. */
  async createWithin(
    max: number,
    classId: number,
    teacherId: number,
    fields: Fields,
    now = new Date(),
  ): Promise<Written<{ kind: 'created'; row: AssignmentRow }>> {
    return db.transaction(async (tx) => {
      const locked = await lockOwnClass(tx, classId, teacherId);
      if (!locked) return { kind: 'not-found' as const };
      if (locked.archivedAt) return { kind: 'archived' as const };
      const [kept] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(classAssignments)
        .where(eq(classAssignments.classId, classId));
      if ((kept?.count ?? 0) >= max) return { kind: 'full' as const };
      const [row] = await tx
        .insert(classAssignments)
        .values({ classId, ...fields, createdAt: now, updatedAt: now })
        .returning(shown);
      await tx.update(classes).set(touched(now)).where(eq(classes.id, classId));
      return { kind: 'created' as const, row: row! };
    });
  },

  /** The class's assignments, newest first (the class's ownership is the caller's check). */
  list(classId: number): Promise<AssignmentRow[]> {
    return db
      .select(shown)
      .from(classAssignments)
      .where(eq(classAssignments.classId, classId))
      .orderBy(desc(classAssignments.createdAt), desc(classAssignments.id));
  },

  /** One assignment of the class, or null. */
  async find(classId: number, id: number): Promise<AssignmentRow | null> {
    const [row] = await db
      .select(shown)
      .from(classAssignments)
      .where(and(eq(classAssignments.id, id), eq(classAssignments.classId, classId)));
    return row ?? null;
  },

  /** Changes what is given; null when the teacher's class has no such assignment. */
  async update(
    classId: number,
    teacherId: number,
    id: number,
    set: Partial<Fields>,
    now = new Date(),
  ): Promise<
    { kind: 'not-found' } | { kind: 'archived' } | { kind: 'updated'; row: AssignmentRow | null }
  > {
    return db.transaction(async (tx) => {
      const locked = await lockOwnClass(tx, classId, teacherId);
      if (!locked) return { kind: 'not-found' as const };
      // An archived class's work is kept as it was, as its new work is refused
      // (docs/decisions/379-names-ids-and-archived-work.md).
      if (locked.archivedAt) return { kind: 'archived' as const };
      const [row] = await tx
        .update(classAssignments)
        .set({ ...set, updatedAt: now })
        .where(and(eq(classAssignments.id, id), eq(classAssignments.classId, classId)))
        .returning(shown);
      if (row) await tx.update(classes).set(touched(now)).where(eq(classes.id, classId));
      return { kind: 'updated' as const, row: row ?? null };
    });
  },

  /** Deletes it; `removed: false` when the teacher's class has no such assignment. */
  async remove(
    classId: number,
    teacherId: number,
    id: number,
    now = new Date(),
  ): Promise<{ kind: 'not-found' } | { kind: 'removed'; removed: boolean }> {
    return db.transaction(async (tx) => {
      if (!(await lockOwnClass(tx, classId, teacherId))) return { kind: 'not-found' as const };
      const gone = await tx
        .delete(classAssignments)
        .where(and(eq(classAssignments.id, id), eq(classAssignments.classId, classId)))
        .returning({ id: classAssignments.id });
      if (gone.length > 0)
        await tx.update(classes).set(touched(now)).where(eq(classes.id, classId));
      return { kind: 'removed' as const, removed: gone.length > 0 };
    });
  },

  /**
   * The children of a class (or the one child `childId` of it) with the lessons they completed
   * and the levels they solved: one query, however many children
   * (docs/decisions/250-assignments-read-from-the-work.md).
   */
  async childrenWork(classId: number, childId?: number): Promise<ClassChildWork[]> {
    const one = childId === undefined ? sql`` : sql` and u.id = ${childId}::int`;
    const result = await db.execute(sql`
      select u.id, u.nickname,
        (select json_agg(json_build_object('moduleId', p.module_id, 'lessonId', p.lesson_id))
           from progress p where p.user_id = u.id and p.completed) as lessons,
        (select array_agg(s.level_id) from code_lab_solves s where s.user_id = u.id) as solved
      from users u
      where u.class_id = ${classId}::int and u.kind = 'child'${one}
      order by lower(u.nickname), u.id`);
    return rowsOf<WorkRow>(result).map((row) => ({
      id: row.id,
      nickname: shownName(row.nickname ?? ''),
      work: {
        lessons: completedLessonIds(
          curriculum,
          (row.lessons ?? []).map((record) => ({ ...record, completed: true })),
        ),
        solved: new Set(row.solved ?? []),
      },
    }));
  },

  /**
   * A class child's assignments: their class's, none when the class is archived
   * (docs/decisions/253-a-childs-assignments.md). Soonest due first, those without a date last,
   * newest first among equals.
   */
  forChild(classId: number): Promise<AssignmentRow[]> {
    return db
      .select(shown)
      .from(classAssignments)
      .innerJoin(classes, eq(classes.id, classAssignments.classId))
      .where(and(eq(classAssignments.classId, classId), sql`${classes.archivedAt} is null`))
      .orderBy(
        sql`${classAssignments.dueOn} asc nulls last`,
        desc(classAssignments.createdAt),
        desc(classAssignments.id),
      );
  },
});
