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
  overrides: Partial<
    Pick<
      InsertedUser,
      | 'email'
      | 'displayName'
      | 'firstName'
      | 'lastName'
      | 'points'
      | 'role'
      | 'unsubscribedAt'
      | 'kind'
      | 'passwordHash'
      | 'createdAt'
    >
  > = {},
): Promise<InsertedUser> {
  const id = randomBytes(4).toString('hex');
  const firstName = overrides.firstName ?? 'Sam';
  const lastName = overrides.lastName ?? 'Coder';
  const email = (overrides.email ?? `sam.${id}@example.com`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      kind: overrides.kind ?? 'learner',
      passwordHash: overrides.passwordHash ?? 'not-a-real-hash',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
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

export async function signIn(
  db: Db,
  user: Pick<InsertedUser, 'id' | 'role'> & Partial<Pick<InsertedUser, 'classId'>>,
): Promise<string> {
  const { token } = await sessionRepository(db).create({ classId: null, ...user });
  return `${SESSION_COOKIE}=${token}`;
}

/** A signed-in admin, a signed-in learner and their cookies. */
export async function adminAndLearner(db: Db) {
  const admin = await insertUser(db, {
    email: `admin.${randomBytes(3).toString('hex')}@example.com`,
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const learner = await insertUser(db, { points: 20 });
  return {
    admin,
    adminCookie: await signIn(db, admin),
    learner,
    learnerCookie: await signIn(db, learner),
  };
}

export async function userById(db: Db, id: number): Promise<InsertedUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * A child profile stored straight into the database
 * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): no email, no password, a
 * nickname, in a family (`familyOwnerId`) or a class (`classId`).
 */
export async function insertChild(
  db: Db,
  owner: { familyOwnerId: number } | { classId: number },
  overrides: Partial<
    Pick<
      InsertedUser,
      'nickname' | 'avatarId' | 'points' | 'pictureSecret' | 'lastActiveAt' | 'createdAt'
    >
  > = {},
): Promise<InsertedUser> {
  const nickname = overrides.nickname ?? `Kid ${randomBytes(3).toString('hex')}`;
  const [child] = await db
    .insert(users)
    .values({
      kind: 'child',
      email: null,
      passwordHash: null,
      nickname,
      username: nickname,
      displayName: nickname,
      firstName: '',
      lastName: '',
      points: overrides.points ?? 0,
      avatarId: overrides.avatarId ?? 1,
      pictureSecret: overrides.pictureSecret ?? null,
      lastActiveAt: overrides.lastActiveAt ?? null,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      unsubscribeToken: newToken(),
      ...owner,
    })
    .returning();
  return child!;
}
