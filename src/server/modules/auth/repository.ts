import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { newToken } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];
export type NewUser = Pick<
  UserRow,
  'email' | 'passwordHash' | 'username' | 'displayName' | 'firstName' | 'lastName' | 'role'
>;

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

// Drizzle wraps the driver's error; PGlite and node-postgres both carry the PG code.
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Accounts: the only code that reads or writes the users table for sign-up and sign-in. */
export const userRepository = (db: Db) => ({
  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  },

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** Every new account starts with 0 points and avatar 1 (the points and avatar a client sends are never trusted: docs/product/api.md#accounts). */
  async create(user: NewUser): Promise<UserRow> {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...user, points: 0, avatarId: 1, unsubscribeToken: newToken() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  },

  async setRole(id: number, role: Role): Promise<UserRow | null> {
    const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
    return row ?? null;
  },

  async setRoleByEmail(email: string, role: Role): Promise<UserRow | null> {
    const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning();
    return row ?? null;
  },

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, id));
  },
});
