// The children of a class (docs/product.md#classes,
// docs/decisions/160-classes-join-codes-picture-secrets.md): `users` rows with kind 'child', the
// class's id, a nickname unique in the class (case-insensitive, as the database's lower() compares
// them), an avatar and a picture secret. Every write locks the class row first, so two lists pasted
// at once cannot pass the class's size or its nickname rule.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { CHILD_AVATAR_COUNT } from '../../../domain/accounts/child-profile';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema/index';
import { endSessions } from '../auth/session-repository';
import { newToken } from '../auth/tokens';
import { eraseRepository } from '../children/erase-repository';
import { userLimitKeyPrefixes } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { isUniqueViolation, lockOwnClass, touched, type Tx } from './class-repository';
import { newPictureSecret } from './secrets';

export type StudentRow = {
  id: number;
  nickname: string;
  avatarId: number;
  pictureSecret: string | null;
};

export type AddStudentsResult =
  | { kind: 'added'; students: StudentRow[] }
  | { kind: 'not-found' }
  | { kind: 'archived' }
  /** `index`: the list's line (from 0) whose nickname comes earlier in the list too. */
  | { kind: 'twice'; index: number }
  /** `indexes`: the list's lines already used in the class; none when only the database saw it. */
  | { kind: 'taken'; indexes: number[] }
  | { kind: 'full'; total: number };

type StudentResult<T> = { kind: 'not-found' } | { kind: 'student-not-found' } | T;

const studentColumns = {
  id: users.id,
  nickname: sql<string>`${users.nickname}`,
  avatarId: users.avatarId,
  pictureSecret: users.pictureSecret,
};
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ofClass = (classId: number, studentId: number) =>
  and(eq(users.id, studentId), eq(users.classId, classId), eq(users.kind, 'child'));
const touchClass = (tx: Tx, classId: number, now: Date) =>
  tx.update(classes).set(touched(now)).where(eq(classes.id, classId));

export const studentsRepository = (db: Db) => {
  /**
   * Locks the teacher's class and runs `work` in its transaction. A nickname clash the checks
   * did not see (the database's unique index) answers `onClash`, when given.
   */
  async function inClass<T>(
    classId: number,
    teacherId: number,
    work: (tx: Tx, locked: { archivedAt: Date | null }) => Promise<T>,
    onClash?: T,
  ): Promise<T | { kind: 'not-found' }> {
    try {
      return await db.transaction(async (tx) => {
        const locked = await lockOwnClass(tx, classId, teacherId);
        if (!locked) return { kind: 'not-found' as const };
        return work(tx, locked);
      });
    } catch (error) {
      if (onClash && isUniqueViolation(error)) return onClash;
      throw error;
    }
  }

  return {
    /** The children of a class, by nickname. */
    async list(classId: number): Promise<StudentRow[]> {
      return db
        .select(studentColumns)
        .from(users)
        .where(and(eq(users.classId, classId), eq(users.kind, 'child')))
        .orderBy(sql`lower(${users.nickname})`, asc(users.id));
    },

    /**
     * Makes a child for each nickname, all or none: none when a nickname is twice in the list,
     * already in the class, or the class would pass `max`. Avatars go round the twelve.
     */
    async add(
      classId: number,
      teacherId: number,
      nicknames: readonly string[],
      max: number,
      now = new Date(),
    ): Promise<AddStudentsResult> {
      return inClass<AddStudentsResult>(
        classId,
        teacherId,
        async (tx, locked) => {
          if (locked.archivedAt) return { kind: 'archived' };
          const list = sql.join(
            nicknames.map((nickname) => sql`${nickname}::text`),
            sql`, `,
          );
          const [check] = rowsOf<{ twice: number | null; taken: number[] | null; existing: number }>(
            await tx.execute(sql`
              with list as (select n, ord from unnest(array[${list}]) with ordinality as t(n, ord))
              select
                (select min(ord)::int from (
                   select ord, row_number() over (partition by lower(n) order by ord) as seen
                   from list) x where seen > 1) as twice,
                (select array_agg(l.ord::int order by l.ord) from list l
                   join users u on u.class_id = ${classId}::int and lower(u.nickname) = lower(l.n)) as taken,
                (select count(*)::int from users u where u.class_id = ${classId}::int) as existing`),
          );
          if (check?.twice != null) return { kind: 'twice', index: check.twice - 1 };
          if (check?.taken?.length) {
            return { kind: 'taken', indexes: check.taken.map((ord) => Number(ord) - 1) };
          }
          const existing = check?.existing ?? 0;
          if (existing + nicknames.length > max) {
            return { kind: 'full', total: existing + nicknames.length };
          }
          const students = await tx
            .insert(users)
            .values(
              nicknames.map((nickname, i) => ({
                kind: 'child' as const,
                nickname,
                username: nickname,
                displayName: nickname,
                firstName: '',
                lastName: '',
                avatarId: ((existing + i) % CHILD_AVATAR_COUNT) + 1,
                pictureSecret: newPictureSecret(),
                classId,
                unsubscribeToken: newToken(),
                createdAt: now,
              })),
            )
            .returning(studentColumns);
          await touchClass(tx, classId, now);
          return { kind: 'added', students };
        },
        { kind: 'taken', indexes: [] },
      );
    },

    async rename(
      classId: number,
      teacherId: number,
      studentId: number,
      nickname: string,
      now = new Date(),
    ): Promise<StudentResult<{ kind: 'taken' } | { kind: 'renamed'; student: StudentRow }>> {
      return inClass(
        classId,
        teacherId,
        async (tx) => {
          const [current] = await tx
            .select({ id: users.id })
            .from(users)
            .where(ofClass(classId, studentId))
            .for('update');
          if (!current) return { kind: 'student-not-found' as const };
          const [clash] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.classId, classId),
                ne(users.id, studentId),
                sql`lower(${users.nickname}) = lower(${nickname}::text)`,
              ),
            )
            .limit(1);
          if (clash) return { kind: 'taken' as const };
          const [student] = await tx
            .update(users)
            .set({ nickname, username: nickname, displayName: nickname })
            .where(ofClass(classId, studentId))
            .returning(studentColumns);
          await touchClass(tx, classId, now);
          return { kind: 'renamed' as const, student: student! };
        },
        { kind: 'taken' as const },
      );
    },

    /**
     * New pictures, never the same pair again. Whoever knew the old ones is signed out: the
     * child's sessions end, and its run of misses starts again.
     */
    async resetPictures(
      classId: number,
      teacherId: number,
      studentId: number,
      now = new Date(),
    ): Promise<StudentResult<{ kind: 'reset'; student: StudentRow }>> {
      return inClass(classId, teacherId, async (tx) => {
        const [current] = await tx
          .select({ pictureSecret: users.pictureSecret })
          .from(users)
          .where(ofClass(classId, studentId));
        if (!current) return { kind: 'student-not-found' as const };
        const [student] = await tx
          .update(users)
          .set({ pictureSecret: newPictureSecret(current.pictureSecret) })
          .where(ofClass(classId, studentId))
          .returning(studentColumns);
        await endSessions(tx, { userIds: [studentId] }, 'new-pictures', now);
        await rateLimitRepository(tx).deleteKeys({ prefixes: userLimitKeyPrefixes([studentId]) });
        await touchClass(tx, classId, now);
        return { kind: 'reset' as const, student: student! };
      });
    },

    /** Deletes the child at once, and every row about it (children/erase-repository.ts). */
    async remove(
      classId: number,
      teacherId: number,
      studentId: number,
      now = new Date(),
    ): Promise<StudentResult<{ kind: 'removed' }>> {
      return inClass(classId, teacherId, async (tx) => {
        const [student] = await tx
          .select({ id: users.id })
          .from(users)
          .where(ofClass(classId, studentId))
          .for('update');
        if (!student) return { kind: 'student-not-found' as const };
        // Its device hears "removed" (docs/decisions/186-a-child-hears-why-their-session-ended.md);
        // the record names no one.
        await endSessions(tx, { userIds: [studentId] }, 'removed', now);
        await eraseRepository(tx).eraseChildren([studentId]);
        await touchClass(tx, classId, now);
        return { kind: 'removed' as const };
      });
    },
  };
};
