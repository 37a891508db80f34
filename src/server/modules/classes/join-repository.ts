// What /join reads (docs/product.md#classes, decision 161): an open class by its code, its
// children's nicknames and avatars (never their pictures), and the one child whose pictures match.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { touched } from './class-repository';

export const joinRepository = (db: Db) => ({
  /** The id of the open class with this code, or null: whose budgets a sign-in spends. */
  async openClassId(joinCode: string): Promise<number | null> {
    const [found] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.joinCode, joinCode), isNull(classes.archivedAt)));
    return found?.id ?? null;
  },

  /** An open (not archived) class and its children by nickname; null for any other code. */
  async openClass(joinCode: string): Promise<{
    name: string;
    students: { id: number; nickname: string; avatarId: number }[];
  } | null> {
    const [found] = await db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(and(eq(classes.joinCode, joinCode), isNull(classes.archivedAt)));
    if (!found) return null;
    const students = await db
      .select({ id: users.id, nickname: sql<string>`${users.nickname}`, avatarId: users.avatarId })
      .from(users)
      .where(and(eq(users.classId, found.id), eq(users.kind, 'child')))
      .orderBy(sql`lower(${users.nickname})`, asc(users.id));
    return { name: found.name, students };
  },

  /**
   * The child, when it is in the open class of this code and `pictureSecret` is its secret; it
   * is then active now and its class in use. Null for every other case alike. A child who never
   * chose a language takes the class's, when its teacher set one (decision 313).
   */
  async signIn(
    joinCode: string,
    studentId: number,
    pictureSecret: string,
    now: Date,
  ): Promise<UserRow | null> {
    const [child] = await db
      .update(users)
      .set({
        lastActiveAt: now,
        locale: sql`coalesce(${users.locale}, (select ${classes.locale} from ${classes}
          where ${classes.id} = ${users.classId}))`,
      })
      .where(
        and(
          eq(users.id, studentId),
          eq(users.kind, 'child'),
          eq(users.pictureSecret, pictureSecret),
          sql`${users.classId} = (select ${classes.id} from ${classes}
                where ${classes.joinCode} = ${joinCode} and ${classes.archivedAt} is null)`,
        ),
      )
      .returning();
    if (!child?.classId) return null;
    await db.update(classes).set(touched(now)).where(eq(classes.id, child.classId));
    return child;
  },
});
