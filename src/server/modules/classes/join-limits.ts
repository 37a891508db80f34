// The limits of the picture sign-in at /join (docs/product.md#classes, decision 161). Two of
// twelve pictures is a secret of 66 pairs: safe only because guesses are few. Each attempt is
// counted before its pictures are checked, each counter in one atomic statement (decision 113),
// so guesses sent at once cannot slip past.
import type { Db } from '../../db/client';
import { classMessages } from '../../../domain/class-messages';
import { tooManyRequests } from '../../http/errors';
import { joinChildLimitKey } from '../rate-limit/limit-keys';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;

export const JOIN_LIMITS = {
  /** Misses in a row that lock one child, and for how long. */
  childRun: { max: 3, lockMs: MINUTE },
  /** Misses per address (a class shares one address) and per class code. */
  address: { max: 30, windowMs: FIFTEEN_MINUTES },
  classCode: { max: 60, windowMs: FIFTEEN_MINUTES },
  /** Class lists looked up per address, and unknown codes among them. */
  lookups: { max: 300, windowMs: FIFTEEN_MINUTES },
  unknownCodes: { max: 30, windowMs: FIFTEEN_MINUTES },
} as const;

const addressKey = (ip: string) => `join-ip:${ip}`;
const classCodeKey = (joinCode: string) => `join-class:${joinCode}`;

export type JoinAttempt = {
  /** The pictures were right: not a miss after all (the run of misses ends). */
  succeeded(): Promise<void>;
};

/**
 * Counts a sign-in attempt before its pictures are checked: the address, then the class code,
 * then the child's run. Refused by one counter (429), the attempt is taken back from the
 * counters before it: it was never checked, so it is no miss of theirs.
 */
export async function startJoinAttempt(
  db: Db,
  attempt: { joinCode: string; studentId: number; ip: string },
  now: Date,
): Promise<JoinAttempt> {
  const limiter = rateLimitRepository(db);
  const { address, classCode, childRun } = JOIN_LIMITS;
  const ipKey = addressKey(attempt.ip);
  const codeKey = classCodeKey(attempt.joinCode);
  // The code in the child's key keeps a guesser who knows no code from locking children of
  // other classes by their ids.
  const childKey = joinChildLimitKey(attempt.studentId, attempt.joinCode);

  const byAddress = await limiter.hit(ipKey, address.max, address.windowMs, now);
  if (!byAddress.allowed) {
    throw tooManyRequests(classMessages.tooManyTries, byAddress.retryAfterSeconds);
  }
  const byClass = await limiter.hit(codeKey, classCode.max, classCode.windowMs, now);
  if (!byClass.allowed) {
    await limiter.undo(ipKey);
    throw tooManyRequests(classMessages.tooManyTries, byClass.retryAfterSeconds);
  }
  const byChild = await limiter.hitRun(childKey, childRun.max, childRun.lockMs, now);
  if (!byChild.allowed) {
    await limiter.undo(ipKey);
    await limiter.undo(codeKey);
    throw tooManyRequests(classMessages.childLocked, byChild.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await limiter.reset(childKey);
      await limiter.undo(ipKey);
      await limiter.undo(codeKey);
    },
  };
}

/**
 * Counts a class-list lookup (GET /api/join/:joinCode) before the code is looked up: every
 * lookup, and every code presumed unknown until it is found (`found` takes that back).
 */
export async function startCodeLookup(
  db: Db,
  ip: string,
  now: Date,
): Promise<{ found(): Promise<void> }> {
  const limiter = rateLimitRepository(db);
  const { lookups, unknownCodes } = JOIN_LIMITS;
  const all = await limiter.hit(`join-lookup:${ip}`, lookups.max, lookups.windowMs, now);
  if (!all.allowed) throw tooManyRequests(classMessages.tooManyCodes, all.retryAfterSeconds);
  const unknownKey = `join-lookup-unknown:${ip}`;
  const unknown = await limiter.hit(unknownKey, unknownCodes.max, unknownCodes.windowMs, now);
  if (!unknown.allowed)
    throw tooManyRequests(classMessages.tooManyCodes, unknown.retryAfterSeconds);
  return { found: () => limiter.undo(unknownKey) };
}
