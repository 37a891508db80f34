import { eq, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { endedSessions, sessions, users } from '../../db/schema/index';
import type { UserRow } from './repository';
import { hashToken, newToken } from './tokens';

/**
 * What every request knows about its signed-in user: who it is, what it may do and what the
 * web shows. Never the password hash, the unsubscribe token or a class child's picture secret
 * (a route that needs one reads it), and fewer columns to read on every request.
 */
const sessionUserColumns = {
  id: users.id,
  kind: users.kind,
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  points: users.points,
  avatarId: users.avatarId,
  role: users.role,
  emailConfirmedAt: users.emailConfirmedAt,
  nickname: users.nickname,
  familyOwnerId: users.familyOwnerId,
  classId: users.classId,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  // The language this person chose, null if never (requestLocale reads it;
  // docs/decisions/311-locale-null-means-never-chosen.md).
  locale: users.locale,
};
// Its type is what that select gives, so the two cannot drift apart.
export type SessionUser = SelectResultFields<typeof sessionUserColumns>;
/** A signed-in grown-up's or older learner's own session (see asAccount). */
export type SessionAccount = SessionUser & { email: string };

const DAY = 24 * 60 * 60 * 1000;
// docs/product.md#sessions: learners 30 days idle / 90 days absolute; admins 12 h absolute;
// a class child signed in with pictures 12 h absolute (a family child is like a learner).
const SESSION_LIMITS = {
  learnerIdleMs: 30 * DAY,
  learnerAbsoluteMs: 90 * DAY,
  adminAbsoluteMs: 12 * 60 * 60 * 1000,
  classChildAbsoluteMs: 12 * 60 * 60 * 1000,
} as const;

const sessionLifetime = (user: Pick<UserRow, 'role' | 'classId'>): number => {
  if (user.role === 'admin') return SESSION_LIMITS.adminAbsoluteMs;
  if (user.classId !== null) return SESSION_LIMITS.classChildAbsoluteMs;
  return SESSION_LIMITS.learnerAbsoluteMs;
};
// Touch last_seen_at at most this often, so reads stay reads.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/**
 * The user was active now: `last_active_at` (what a grown-up sees, and what the 12-month
 * retention counts from) and a retention warning about them no longer stands
 * (docs/decisions/156-family-retention.md).
 */
const touchUser = (userId: number, now: Date) => sql`
  update ${users} set last_active_at = ${now}::timestamptz, retention_warned_at = null
  where id = ${userId}::int`;

/**
 * Why a child's session ended, told to the device that still holds its cookie
 * (docs/decisions/186-a-child-hears-why-their-session-ended.md).
 */
export type SessionEndReason = (typeof endedSessions.$inferSelect)['reason'];
/** How long the reason is kept: a class child's session lasts 12 hours at most. */
const ENDED_KEPT_MS = 12 * 60 * 60 * 1000;

/**
 * Ends sessions: with the hourly `deleteExpired` below, the one place session rows are deleted
 * (docs/decisions/186-a-child-hears-why-their-session-ended.md; the other modules call this). Given
 * a `reason`, each ended token's hash is kept with it (ended_sessions,
 * docs/decisions/186-a-child-hears-why-their-session-ended.md), in the same statement; without one
 * (a sign-out, a deleted account) nothing is kept. `which` picks the sessions: their users (ids or
 * a subquery of ids), or tokens by hash.
 */
export async function endSessions(
  db: Db,
  which: { userIds: readonly number[] | SQLWrapper } | { tokenHashes: readonly string[] },
  reason: SessionEndReason | null,
  now = new Date(),
): Promise<void> {
  const list = 'tokenHashes' in which ? which.tokenHashes : which.userIds;
  if (Array.isArray(list) && list.length === 0) return;
  const where =
    'tokenHashes' in which
      ? inArray(sessions.tokenHash, [...which.tokenHashes])
      : inArray(sessions.userId, Array.isArray(which.userIds) ? [...which.userIds] : which.userIds);
  if (reason === null) {
    await db.delete(sessions).where(where);
    return;
  }
  await db.execute(sql`
    with ended as (delete from ${sessions} where ${where} returning token_hash)
    insert into ${endedSessions} (token_hash, reason, ended_at)
    select token_hash, ${reason}::text, ${now}::timestamptz from ended
    on conflict (token_hash) do update set reason = excluded.reason, ended_at = excluded.ended_at`);
}

export const sessionRepository = (db: Db) => {
  // Every /api request resolves its session: the query is built once (on first use) and
  // prepared on each database connection, instead of being rebuilt and re-planned per request.
  let resolveQuery: ReturnType<typeof prepareResolve> | undefined;
  const prepareResolve = () =>
    db
      .select({
        user: sessionUserColumns,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_resolve');

  return {
    async create(
      user: Pick<UserRow, 'id' | 'role' | 'classId'>,
      now = new Date(),
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + sessionLifetime(user));
      // The session and the user's "last active" (retention,
      // docs/decisions/154-switching-on-a-family-device.md) in one statement.
      await db.execute(sql`
        with session as (
          insert into ${sessions} (token_hash, user_id, created_at, last_seen_at, expires_at)
          values (${hashToken(token)}, ${user.id}::int, ${now}::timestamptz, ${now}::timestamptz,
            ${expiresAt}::timestamptz)
        )
        ${touchUser(user.id, now)}`);
      return { token, expiresAt };
    },

    /** The user behind a session token, or null when unknown, idle too long or expired. */
    async resolve(token: string, now = new Date()): Promise<SessionUser | null> {
      const tokenHash = hashToken(token);
      resolveQuery ??= prepareResolve();
      const [row] = await resolveQuery.execute({ tokenHash });
      if (!row) return null;
      const idleFor = now.getTime() - row.lastSeenAt.getTime();
      // A learner made admin keeps an older session: the admin limit still applies from its start.
      const adminTooOld =
        row.user.role === 'admin' &&
        now.getTime() - row.createdAt.getTime() > SESSION_LIMITS.adminAbsoluteMs;
      if (row.expiresAt <= now || idleFor > SESSION_LIMITS.learnerIdleMs || adminTooOld) {
        // A child's device hears that its session ran out
        // (docs/decisions/186-a-child-hears-why-their-session-ended.md); a learner's does not.
        const reason = row.user.kind === 'child' ? 'expired' : null;
        await endSessions(db, { tokenHashes: [tokenHash] }, reason, now);
        return null;
      }
      if (idleFor > TOUCH_EVERY_MS) {
        // The hourly touch carries the user's "last active" along
        // (docs/decisions/154-switching-on-a-family-device.md).
        await db.execute(sql`
          with session as (
            update ${sessions} set last_seen_at = ${now}::timestamptz
            where token_hash = ${tokenHash}
          )
          ${touchUser(row.user.id, now)}`);
      }
      return row.user;
    },

    /**
     * Why the session of a token that resolves no more ended, while that is kept (12 hours);
     * null for a token we know nothing about (signed out, never ours, or long gone).
     */
    async endReason(token: string, now = new Date()): Promise<SessionEndReason | null> {
      const [row] = await db
        .select({ reason: endedSessions.reason, endedAt: endedSessions.endedAt })
        .from(endedSessions)
        .where(eq(endedSessions.tokenHash, hashToken(token)));
      if (!row || row.endedAt.getTime() <= now.getTime() - ENDED_KEPT_MS) return null;
      return row.reason;
    },

    async delete(token: string): Promise<void> {
      await endSessions(db, { tokenHashes: [hashToken(token)] }, null);
    },

    async deleteAllForUser(userId: number): Promise<void> {
      await endSessions(db, { userIds: [userId] }, null);
    },

    /**
     * The hourly cleanup: sessions past their time end (a child's is kept as 'expired', so its
     * device still hears why), and reasons older than 12 hours go.
     */
    async deleteExpired(now = new Date()): Promise<void> {
      const idleSince = new Date(now.getTime() - SESSION_LIMITS.learnerIdleMs);
      const over = sql`(${sessions.expiresAt} <= ${now} or ${sessions.lastSeenAt} < ${idleSince})`;
      const children = sql`(select ${users.id} from ${users} where ${users.kind} = 'child')`;
      await db.execute(sql`
        with ended as (
          delete from ${sessions} where ${over} returning token_hash, user_id
        )
        insert into ${endedSessions} (token_hash, reason, ended_at)
        select token_hash, 'expired', ${now}::timestamptz from ended
        where user_id in ${children}
        on conflict (token_hash) do nothing`);
      await db
        .delete(endedSessions)
        .where(lt(endedSessions.endedAt, new Date(now.getTime() - ENDED_KEPT_MS)));
    },
  };
};
