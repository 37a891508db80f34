import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { sessionRepository } from '../../src/server/modules/auth/session-repository';
import { SESSION_COOKIE } from '../../src/server/modules/auth/guards';
import { makeUser } from './factories';

/**
 * A learner stored in the real database with a real session, for API tests of areas other than
 * sign-up itself. Returns the Cookie header the SPA's browser would send.
 */
export async function signedInUser(database: Database, overrides: { points?: number } = {}) {
  const user = makeUser();
  const [row] = await database.db
    .insert(users)
    .values({
      email: user.email.toLowerCase(),
      // Never used to log in: these tests sign in by session.
      passwordHash: 'not-a-real-hash',
      username: user.payload.username,
      displayName: user.payload.displayName,
      firstName: user.firstName,
      lastName: user.lastName,
      points: overrides.points ?? 0,
      unsubscribeToken: randomBytes(16).toString('hex'),
    })
    .returning();
  if (!row) throw new Error('could not create the test user');
  const session = await sessionRepository(database.db).create(row);
  return { id: row.id, email: row.email, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** The user's points as stored (the truth the API must agree with). */
export async function storedPoints(database: Database, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId));
  return row?.points ?? Number.NaN;
}
