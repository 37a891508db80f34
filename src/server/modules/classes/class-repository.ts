// A teacher's classes (docs/product.md#classes,
// docs/decisions/160-classes-join-codes-picture-secrets.md). Every query names the teacher: another
// teacher's class is not found, to admins too.
import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema/index';
import { endSessions } from '../auth/session-repository';
import { newJoinCode } from './secrets';

export type ClassRow = typeof classes.$inferSelect & { studentCount: number };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Drizzle wraps the driver's error; PGlite and node-postgres both carry the PG code.
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A new code is drawn again when it is taken (one in millions while classes are few). */
const JOIN_CODE_TRIES = 10;

const withCount = {
  ...getTableColumns(classes),
  // Spelled out: inside a subquery drizzle would leave the columns unqualified.
  studentCount: sql<number>`(select count(*)::int from users u where u.class_id = "classes"."id")`,
};
const owned = (id: number, teacherId: number) =>
  and(eq(classes.id, id), eq(classes.teacherId, teacherId));

/** Used now: a write of its teacher or a child's sign-in. A warning about disuse is void. */
export const touched = (now: Date) => ({ lastUsedAt: now, archiveWarnedAt: null });

/** Locks the teacher's class row for the rest of the transaction; null when not theirs. */
export async function lockOwnClass(
  tx: Tx,
  id: number,
  teacherId: number,
): Promise<{ id: number; archivedAt: Date | null } | null> {
  const [row] = await tx
    .select({ id: classes.id, archivedAt: classes.archivedAt })
    .from(classes)
    .where(owned(id, teacherId))
    .for('update');
  return row ?? null;
}

export const classRepository = (db: Db) => {
  /** An update of the teacher's class that counts as use; the class after it, or null. */
  async function update(
    id: number,
    teacherId: number,
    set: Partial<typeof classes.$inferInsert>,
  ): Promise<ClassRow | null> {
    const [row] = await db
      .update(classes)
      .set(set)
      .where(owned(id, teacherId))
      .returning(withCount);
    return row ?? null;
  }

  return {
    async create(teacherId: number, name: string, now = new Date()): Promise<ClassRow> {
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await db
            .insert(classes)
            .values({ teacherId, name, joinCode: newJoinCode(), createdAt: now, lastUsedAt: now })
            .returning();
          return { ...row!, studentCount: 0 };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= JOIN_CODE_TRIES) throw error;
        }
      }
    },

    async listOwn(teacherId: number): Promise<ClassRow[]> {
      return db
        .select(withCount)
        .from(classes)
        .where(eq(classes.teacherId, teacherId))
        .orderBy(sql`${classes.archivedAt} is not null`, sql`lower(${classes.name})`, classes.id);
    },

    /**
     * Whether this grown-up teaches: at least one class, archived or not
     * (docs/decisions/261-who-may-fetch-a-solution.md).
     */
    async hasAny(teacherId: number): Promise<boolean> {
      const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId)).limit(1);
      return row !== undefined;
    },

    /** Whether a class's pages make sound: what its children's pages read (null: no such class). */
    async soundOn(id: number): Promise<boolean | null> {
      const [row] = await db.select({ soundOn: classes.soundOn }).from(classes).where(eq(classes.id, id));
      return row?.soundOn ?? null;
    },

    async findOwn(id: number, teacherId: number): Promise<ClassRow | null> {
      const [row] = await db.select(withCount).from(classes).where(owned(id, teacherId));
      return row ?? null;
    },

    /** Whether the class is the teacher's: the one check of the dashboard's hot path. */
    async isOwn(id: number, teacherId: number): Promise<boolean> {
      const [row] = await db.select({ id: classes.id }).from(classes).where(owned(id, teacherId));
      return row !== undefined;
    },

    /**
     * The teacher opened a class they were warned about: it is in use again, and the warning is
     * void (docs/product.md#classes: opening the class keeps it).
     */
    async keepWarned(id: number, teacherId: number, now = new Date()): Promise<void> {
      await db
        .update(classes)
        .set(touched(now))
        .where(and(owned(id, teacherId), isNotNull(classes.archiveWarnedAt)));
    },

    /** Changes what is given of the class (its name, its gallery or sound on or off, its language). */
    change(
      id: number,
      teacherId: number,
      set: {
        name?: string | undefined;
        galleryOn?: boolean | undefined;
        soundOn?: boolean | undefined;
        locale?: string | null | undefined;
      },
      now = new Date(),
    ) {
      const given = Object.fromEntries(
        Object.entries(set).filter(([, value]) => value !== undefined),
      ) as Partial<typeof classes.$inferInsert>;
      return update(id, teacherId, { ...given, ...touched(now) });
    },

    async newJoinCode(id: number, teacherId: number, now = new Date()): Promise<ClassRow | null> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await update(id, teacherId, { joinCode: newJoinCode(), ...touched(now) });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= JOIN_CODE_TRIES) throw error;
        }
      }
    },

    /**
     * Archived: closed to sign-in, its children's sessions end, and they are deleted 30 days
     * later (docs/decisions/162-class-retention.md). Its class gallery is hidden and kept, and
     * shows again when the class is restored (docs/decisions/370-an-archive-keeps-the-gallery.md).
     * Archiving again keeps the first date.
     */
    async archive(id: number, teacherId: number, now = new Date()): Promise<ClassRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(classes)
          .set({ archivedAt: sql`coalesce(${classes.archivedAt}, ${now})`, ...touched(now) })
          .where(owned(id, teacherId))
          .returning(withCount);
        if (!row) return null;
        const children = tx.select({ id: users.id }).from(users).where(eq(users.classId, id));
        await endSessions(tx, { userIds: children }, 'class-closed', now);
        return row;
      });
    },

    restore(id: number, teacherId: number, now = new Date()) {
      return update(id, teacherId, { archivedAt: null, ...touched(now) });
    },
  };
};
