// What /join reads (docs/product.md#classes, docs/decisions/161-picture-sign-in-limits.md): an open
// class by its code, its children's nicknames and avatars (never their pictures), and the one child
// whose pictures match.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { touched } from './class-repository';

export const joinRepository = (db: Db) => ({
  /** The class with this code, open or closed (archived), or null: what /join answers first. */
  async classOfCode(joinCode: string): Promise<{
    id: number;
    name: string;
    locale: string | null;
    closed: boolean;
  } | null> {
    const [found] = await db
      .select({
        id: classes.id,
        name: classes.name,
        locale: classes.locale,
        archivedAt: classes.archivedAt,
      })
      .from(classes)
      .where(eq(classes.joinCode, joinCode));
    if (!found) return null;
    return { id: found.id, name: found.name, locale: found.locale, closed: found.archivedAt !== null };
  },

  /**
   * Whether this child is in this class: whose budget a sign-in spends
   * (docs/decisions/375-guesses-never-stop-a-class.md).
   */
  async hasChild(classId: number, studentId: number): Promise<boolean> {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.classId, classId), eq(users.kind, 'child')));
    return found !== undefined;
  },

  /** A class's children by nickname, with their avatars (never their pictures). */
  async studentsOf(classId: number): Promise<{ id: number; nickname: string; avatarId: number }[]> {
    return db
      .select({ id: users.id, nickname: sql<string>`${users.nickname}`, avatarId: users.avatarId })
      .from(users)
      .where(and(eq(users.classId, classId), eq(users.kind, 'child')))
      .orderBy(sql`lower(${users.nickname})`, asc(users.id));
  },

  /**
   * The child, when it is in the open class of this code and `pictureSecret` is its secret; it
   * is then active now and its class in use. Null for every other case alike. A child who never
   * chose a language takes the class's, when its teacher set one
   * (docs/decisions/313-a-class-language-for-its-children.md).
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
