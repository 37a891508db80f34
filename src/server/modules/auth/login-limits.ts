import type { Db } from '../../db/client';
import { forbidden, tooManyRequests } from '../../http/errors';
import { verifyPassword } from './password';
import { userRepository } from './repository';
import { loginLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// docs/product.md#rate-limits: 10 failed sign-ins per 15 minutes per email and address, and 50 per
// address across every email (one machine guessing many accounts).
export const LOGIN_LIMIT = { max: 10, windowMs: FIFTEEN_MINUTES } as const;
export const LOGIN_IP_LIMIT = { max: 50, windowMs: FIFTEEN_MINUTES } as const;

export type LoginAttempt = {
  /** The password was right: this attempt was not a failure after all. */
  succeeded(): Promise<void>;
};

/**
 * Counts a sign-in attempt before its password is checked, each counter in one atomic statement
 * that adds the attempt and says whether it may go on: thirty guesses sent at once get exactly
 * ten password checks (docs/decisions/113-limits-counted-before-the-check.md). Throws 429 when a
 * limit is reached.
 */
export async function startLoginAttempt(db: Db, email: string, ip: string): Promise<LoginAttempt> {
  const limiter = rateLimitRepository(db);
  const accountKey = loginLimitKey(email, ip);
  const ipKey = `login-ip:${ip}`;
  const account = await limiter.hit(accountKey, LOGIN_LIMIT.max, LOGIN_LIMIT.windowMs);
  if (!account.allowed) throw tooManyRequests(account.retryAfterSeconds, 'server.auth.tooManyLogins');
  const address = await limiter.hit(ipKey, LOGIN_IP_LIMIT.max, LOGIN_IP_LIMIT.windowMs);
  if (!address.allowed) {
    // Not checked, so not a failure of this account: only the address's ceiling stopped it.
    await limiter.undo(accountKey);
    throw tooManyRequests(address.retryAfterSeconds, 'server.auth.tooManyLogins');
  }
  return {
    async succeeded() {
      // The account's failures are forgiven (its owner knows the password); the address keeps
      // its other failures, so one good sign-in cannot reset a guesser's count across emails.
      await limiter.reset(accountKey);
      await limiter.undo(ipKey);
    },
  };
}

/**
 * The password asked again before something that cannot be undone or that changes who is
 * signed in (deleting, withdrawing consent, switching back from a child:
 * docs/decisions/153-deletes-leave-no-row.md, docs/decisions/154-switching-on-a-family-device.md).
 * It counts against the same limits as signing in, before it is checked. A wrong one is a 403, not
 * a 401: the session stays, and the web keeps it (a 401 means "signed out" there).
 */
export async function checkPasswordAgain(
  db: Db,
  ip: string,
  account: { email: string },
  password: string,
): Promise<void> {
  const attempt = await startLoginAttempt(db, account.email, ip);
  // The hash is read here, not carried by every request's session user.
  const stored = await userRepository(db).findByEmail(account.email);
  if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
    throw forbidden('server.family.wrongPassword');
  }
  await attempt.succeeded();
}
