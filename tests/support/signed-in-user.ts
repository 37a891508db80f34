import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { sessionRepository } from '../../src/server/modules/auth/session-repository';
import { SESSION_COOKIE } from '../../src/server/modules/auth/guards';
import { newToken } from '../../src/server/modules/auth/tokens';

/**
 * A learner row and a real session, made directly in the database (no dependency on the
 * sign-up route), with the Cookie header a browser would send.
 */
export async function createSignedInUser(database: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = randomBytes(4).toString('hex');
  const [user] = await database.db
    .insert(users)
    .values({
      email: `learner.${id}@example.com`,
      passwordHash: 'not-a-real-hash',
      username: `learner.${id}`,
      displayName: 'Sam Coder',
      firstName: 'Sam',
      lastName: 'Coder',
      unsubscribeToken: newToken(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('could not create a user');
  const { token } = await sessionRepository(database.db).create(user);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}
