// A grown-up's family (docs/product.md#accounts-and-children,
// docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): their child profiles, each
// a `users` row with kind 'child', no email or password, and this grown-up as `family_owner_id`. A
// nickname is unique in the family, case-insensitively (the database's unique index decides, so two
// adds at once cannot both win).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { newToken } from '../auth/tokens';

export type ChildRow = typeof users.$inferSelect;
type ChildChange = { nickname?: string; avatarId?: number };

// Drizzle wraps the driver's error; PGlite and node-postgres both carry the PG code.
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const ownChild = (ownerId: number, childId: number) =>
  and(eq(users.id, childId), eq(users.familyOwnerId, ownerId), eq(users.kind, 'child'));

export const familyRepository = (db: Db) => ({
  /** The family's children, by nickname. */
  async children(ownerId: number): Promise<ChildRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.familyOwnerId, ownerId), eq(users.kind, 'child')))
      .orderBy(asc(sql`lower(${users.nickname})`), asc(users.id));
  },

  /** One child of this grown-up's family, or null (another family's child is nobody here). */
  async child(ownerId: number, childId: number): Promise<ChildRow | null> {
    const [row] = await db.select().from(users).where(ownChild(ownerId, childId)).limit(1);
    return row ?? null;
  },

  /**
   * A new child profile: no email, no password, no real name
   * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md). `taken` when the family
   * has that nickname; `full` when it has `max` children already. The grown-up's row is locked
   * first, so two adds at once count each other.
   */
  async add(
    ownerId: number,
    profile: { nickname: string; avatarId: number },
    max: number,
  ): Promise<ChildRow | 'taken' | 'full'> {
    try {
      return await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id, locale: users.locale })
          .from(users)
          .where(eq(users.id, ownerId))
          .for('update');
        const [family] = await tx
          .select({ n: count() })
          .from(users)
          .where(eq(users.familyOwnerId, ownerId));
        if (Number(family?.n ?? 0) >= max) return 'full' as const;
        const [row] = await tx
          .insert(users)
          .values({
            kind: 'child',
            email: null,
            passwordHash: null,
            nickname: profile.nickname,
            username: profile.nickname,
            displayName: profile.nickname,
            firstName: '',
            lastName: '',
            avatarId: profile.avatarId,
            familyOwnerId: ownerId,
            // A child starts in the grown-up's language
            // (docs/decisions/312-the-language-follows-sign-in.md).
            locale: owner?.locale ?? null,
            unsubscribeToken: newToken(),
          })
          .returning();
        if (!row) throw new Error('child insert returned no row');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  },

  /** A new nickname or avatar for one of the family's children; null when it is not theirs. */
  async update(
    ownerId: number,
    childId: number,
    change: ChildChange,
  ): Promise<ChildRow | 'taken' | null> {
    const nickname = change.nickname;
    try {
      const [row] = await db
        .update(users)
        .set({
          // What is not given stays as it is. A child's username and display name are its nickname.
          nickname: nickname ?? sql`${users.nickname}`,
          username: nickname ?? sql`${users.username}`,
          displayName: nickname ?? sql`${users.displayName}`,
          avatarId: change.avatarId ?? sql`${users.avatarId}`,
        })
        .where(ownChild(ownerId, childId))
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  },
});
