import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { sessionRepository } from '../../src/server/modules/auth/session-repository';
import { SESSION_COOKIE } from '../../src/server/modules/auth/guards';
import { newToken } from '../../src/server/modules/auth/tokens';

export type InsertedUser = typeof users.$inferSelect;

/**
 * Inserts an account straight into the database (no password hashing: these accounts never
 * sign in with a password) and, when asked, a session, returning the Cookie header for it.
 */
export async function insertUser(
  db: Db,
  overrides: Partial<Pick<InsertedUser, 'email' | 'displayName' | 'firstName' | 'lastName' | 'points' | 'role' | 'unsubscribedAt'>> = {},
): Promise<InsertedUser> {
  const id = randomBytes(4).toString('hex');
  const firstName = overrides.firstName ?? 'Sam';
  const lastName = overrides.lastName ?? 'Coder';
  const email = (overrides.email ?? `sam.${id}@example.com`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-a-real-hash',
      username: email.split('@')[0]!,
      displayName: overrides.displayName ?? `${firstName} ${lastName}`,
      firstName,
      lastName,
      points: overrides.points ?? 0,
      role: overrides.role ?? 'learner',
      unsubscribeToken: newToken(),
      unsubscribedAt: overrides.unsubscribedAt ?? null,
    })
    .returning();
  return user!;
}

export async function signIn(db: Db, user: Pick<InsertedUser, 'id' | 'role'>): Promise<string> {
  const { token } = await sessionRepository(db).create(user);
  return `${SESSION_COOKIE}=${token}`;
}

/** A signed-in admin, a signed-in learner and their cookies. */
export async function adminAndLearner(db: Db) {
  const admin = await insertUser(db, { email: `admin.${randomBytes(3).toString('hex')}@example.com`, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const learner = await insertUser(db, { points: 20 });
  return { admin, adminCookie: await signIn(db, admin), learner, learnerCookie: await signIn(db, learner) };
}

export async function userById(db: Db, id: number): Promise<InsertedUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
