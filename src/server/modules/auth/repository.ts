import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { SessionAccount, SessionUser } from './session-repository';
import { newToken } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];
/** An account someone signs in to with an email and a password: a grown-up or an older learner. */
export type AccountRow = UserRow & { email: string; passwordHash: string };
export type NewUser = Pick<
  AccountRow,
  'email' | 'passwordHash' | 'username' | 'displayName' | 'firstName' | 'lastName' | 'role'
> &
  Partial<Pick<UserRow, 'kind' | 'locale'>>;

/**
 * The account behind a user row or a request's signed-in user, or null for a child profile (no
 * email, no password).
 */
export function asAccount(user: UserRow): AccountRow | null;
export function asAccount(user: SessionUser): SessionAccount | null;
export function asAccount(user: UserRow | SessionUser): AccountRow | SessionAccount | null;
export function asAccount(user: UserRow | SessionUser): AccountRow | SessionAccount | null {
  const hasPassword = 'hasPassword' in user ? user.hasPassword : user.passwordHash !== null;
  if (user.kind === 'child' || user.email === null || !hasPassword) return null;
  return user as AccountRow | SessionAccount;
}

const account = (row: UserRow | undefined): AccountRow | null => (row ? asAccount(row) : null);

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
  async findByEmail(email: string): Promise<AccountRow | null> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return account(row);
  },

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** Every new account starts with 0 points and avatar 1 (the points and avatar a client sends are never trusted: docs/product/api.md#accounts). */
  async create(user: NewUser): Promise<AccountRow> {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...user, points: 0, avatarId: 1, unsubscribeToken: newToken() })
        .returning();
      const created = account(row);
      if (!created) throw new Error('insert returned no account');
      return created;
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  },

  /** An admin made by the operator (`npm run admin -- grant`), or a learner again. */
  async setRole(id: number, role: Role): Promise<UserRow | null> {
    const adminGrantedBy = role === 'admin' ? ('operator' as const) : null;
    const [row] = await db
      .update(users)
      .set({ role, adminGrantedBy })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  },

  /**
   * The owner confirmed `email` (the address the link was sent to; nothing happens if the
   * account's address is another one now). A listed ADMIN_EMAILS address makes it an admin.
   */
  async confirmEmail(
    id: number,
    email: string,
    listedAdmin: boolean,
    now = new Date(),
  ): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now})`,
        // Unlisted: role and grant stay as they are.
        role: listedAdmin ? ('admin' as const) : sql`${users.role}`,
        adminGrantedBy: listedAdmin
          ? sql`case when ${users.role} = 'admin' then ${users.adminGrantedBy} else 'admin-emails' end`
          : sql`${users.adminGrantedBy}`,
      })
      .where(and(eq(users.id, id), eq(users.email, email)))
      .returning();
    return row ?? null;
  },

  /**
   * ADMIN_EMAILS at sign-in (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md): a
   * listed, confirmed account becomes an admin; a listed admin whose address is not confirmed (made
   * before confirmation existed) is a learner until it confirms, unless the operator granted it.
   */
  async applyAdminEmails(user: UserRow, listed: boolean): Promise<UserRow> {
    if (!listed) return user;
    if (user.emailConfirmedAt && user.role !== 'admin') {
      const [row] = await db
        .update(users)
        .set({ role: 'admin', adminGrantedBy: 'admin-emails' })
        .where(eq(users.id, user.id))
        .returning();
      return row ?? user;
    }
    if (!user.emailConfirmedAt && user.role === 'admin' && user.adminGrantedBy !== 'operator') {
      const [row] = await db
        .update(users)
        .set({ role: 'learner', adminGrantedBy: null })
        .where(eq(users.id, user.id))
        .returning();
      return row ?? user;
    }
    return user;
  },

  /** At start: every listed admin that has not confirmed its address (and was not granted by the operator) is a learner until it does. */
  async demoteUnconfirmedListedAdmins(adminEmails: readonly string[]): Promise<number> {
    if (adminEmails.length === 0) return 0;
    const rows = await db
      .update(users)
      .set({ role: 'learner', adminGrantedBy: null })
      .where(
        and(
          eq(users.role, 'admin'),
          isNull(users.emailConfirmedAt),
          inArray(users.email, [...adminEmails]),
          or(isNull(users.adminGrantedBy), ne(users.adminGrantedBy, 'operator')),
        ),
      )
      .returning({ id: users.id });
    return rows.length;
  },

  /**
   * An older learner's account says it is a grown-up's
   * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md); a grown-up's stays one.
   */
  async becomeGrownUp(id: number): Promise<AccountRow | null> {
    const [row] = await db
      .update(users)
      .set({ kind: 'grown-up' })
      .where(and(eq(users.id, id), ne(users.kind, 'child')))
      .returning();
    return account(row);
  },

  /**
   * The language an account or child profile chose
   * (docs/decisions/311-locale-null-means-never-chosen.md).
   */
  async setLocale(id: number, locale: string): Promise<void> {
    await db.update(users).set({ locale }).where(eq(users.id, id));
  },

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, id));
  },
});
