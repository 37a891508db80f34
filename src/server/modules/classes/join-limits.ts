// The limits of the picture sign-in at /join (docs/product.md#classes, decisions 161 and 185).
// Two of twelve pictures is a secret of 66 pairs: safe only because guesses are few. Each attempt
// is counted before its pictures are checked, each counter in one atomic statement (decision
// 113), so guesses sent at once cannot slip past. The budgets refill evenly (no window edge lets
// a second burst through), and every budget is one address's: what one address spends never
// refuses right pictures from another.
import type { Db } from '../../db/client';
import { HttpError, tooManyRequests, unauthorized } from '../../http/errors';
import { joinChildLimitKey, userLimitKeyPrefixes } from '../rate-limit/limit-keys';
import { pausedUntil, rateLimitRepository } from '../rate-limit/rate-limit-repository';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const JOIN_LIMITS = {
  /** Misses in a row that lock one child (from any address), and for how long. */
  childRun: { max: 3, lockMs: MINUTE },
  /**
   * Misses from one address at one class: 25 children missing 3 times each is 75; refilled
   * evenly over an hour (one every 36 seconds).
   */
  addressAndClass: { max: 100, windowMs: HOUR },
  /** Misses from one address at any class or unknown code: three such classes at once. */
  address: { max: 300, windowMs: HOUR },
  /** Unknown class codes looked up from one address: a class of children who mistype. */
  unknownCodes: { max: 100, windowMs: HOUR },
} as const;

const addressKey = (ip: string) => `join-addr:${ip}`;
/** The class's id comes first, so a teacher's unlock finds every address's budget at once. */
const addressAndClassPrefix = (classId: number) => `join-addr-class:${classId}:`;
const addressAndClassKey = (classId: number, ip: string) => `${addressAndClassPrefix(classId)}${ip}`;
const unknownCodesKey = (ip: string) => `join-lookup-unknown:${ip}`;

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export type JoinAttempt = {
  /** The pictures were right: not a miss after all (the run of misses ends). */
  succeeded(): Promise<void>;
  /**
   * The answer to wrong pictures: 401, warning on the second miss in a row; the third locks
   * the child (429). The same for an unknown code and a child not in the class.
   */
  missed(): HttpError;
};

/**
 * Counts a sign-in attempt before its pictures are checked: the address, then the address at
 * this class (`classId`, null for an unknown code), then the child's run. Refused by one counter
 * (429), the attempt is given back to the counters before it: it was never checked, so it is no
 * miss of theirs.
 */
export async function startJoinAttempt(
  db: Db,
  attempt: { joinCode: string; classId: number | null; studentId: number; ip: string },
  now: Date,
): Promise<JoinAttempt> {
  const limiter = rateLimitRepository(db);
  const { address, addressAndClass, childRun } = JOIN_LIMITS;
  const ipKey = addressKey(attempt.ip);
  const classKey =
    attempt.classId === null ? null : addressAndClassKey(attempt.classId, attempt.ip);
  // The code in the child's key keeps a guesser who knows no code from locking children of
  // other classes by their ids.
  const childKey = joinChildLimitKey(attempt.studentId, attempt.joinCode);

  const byAddress = await limiter.spend(ipKey, address, now);
  if (!byAddress.allowed) {
    throw tooManyRequests(byAddress.retryAfterSeconds, 'server.classes.tooManyTries', { minutes: minutesOf(byAddress.retryAfterSeconds) });
  }
  if (classKey) {
    const byClass = await limiter.spend(classKey, addressAndClass, now);
    if (!byClass.allowed) {
      await limiter.giveBack(ipKey, address);
      throw tooManyRequests(byClass.retryAfterSeconds, 'server.classes.askTeacher', { minutes: minutesOf(byClass.retryAfterSeconds) });
    }
  }
  const giveBackBudgets = async () => {
    await limiter.giveBack(ipKey, address);
    if (classKey) await limiter.giveBack(classKey, addressAndClass);
  };
  const byChild = await limiter.hitRun(childKey, childRun.max, childRun.lockMs, now);
  if (!byChild.allowed) {
    await giveBackBudgets();
    throw tooManyRequests(byChild.retryAfterSeconds, 'server.classes.askTeacher', { minutes: minutesOf(byChild.retryAfterSeconds) });
  }
  return {
    async succeeded() {
      await limiter.reset(childKey);
      await giveBackBudgets();
    },
    missed() {
      if (byChild.count >= childRun.max) {
        const seconds = childRun.lockMs / 1000;
        return tooManyRequests(seconds, 'server.classes.askTeacher', { minutes: minutesOf(seconds) });
      }
      return unauthorized(
        byChild.count === childRun.max - 1
          ? 'server.classes.wrongPicturesLastTry'
          : 'server.classes.wrongPictures',
      );
    },
  };
}

/**
 * Counts a class-list lookup (GET /api/join/:joinCode) before the code is looked up, as an
 * unknown code until it is found (`found` gives it back): only unknown codes spend the budget.
 */
export async function startCodeLookup(
  db: Db,
  ip: string,
  now: Date,
): Promise<{ found(): Promise<void> }> {
  const limiter = rateLimitRepository(db);
  const { unknownCodes } = JOIN_LIMITS;
  const key = unknownCodesKey(ip);
  const unknown = await limiter.spend(key, unknownCodes, now);
  if (!unknown.allowed) {
    throw tooManyRequests(unknown.retryAfterSeconds, 'server.classes.tooManyCodes', { minutes: minutesOf(unknown.retryAfterSeconds) });
  }
  return { found: () => limiter.giveBack(key, unknownCodes) };
}

export type SignInLocks = {
  /** Each locked child's id and when its lock ends. */
  lockedUntil: Map<number, Date>;
  /** The latest pause of any address's budget at this class, or null. */
  pausedUntil: Date | null;
};

/** What the teacher sees of the class's sign-in limits now (GET /api/classes/:id). */
export async function signInLocksOf(
  db: Db,
  found: { id: number; joinCode: string },
  studentIds: readonly number[],
  now = new Date(),
): Promise<SignInLocks> {
  const limiter = rateLimitRepository(db);
  const { childRun, addressAndClass } = JOIN_LIMITS;
  const byKey = new Map(studentIds.map((id) => [joinChildLimitKey(id, found.joinCode), id]));
  const rows = await limiter.rowsOf({
    keys: [...byKey.keys()],
    prefixes: [addressAndClassPrefix(found.id)],
  });
  const lockedUntil = new Map<number, Date>();
  let paused: Date | null = null;
  for (const row of rows) {
    const childId = byKey.get(row.key);
    if (childId !== undefined) {
      const until = new Date(row.windowStart.getTime() + childRun.lockMs);
      if (row.count >= childRun.max && until > now) lockedUntil.set(childId, until);
    } else {
      const until = pausedUntil(row.windowStart, addressAndClass);
      if (until > now && (!paused || until > paused)) paused = until;
    }
  }
  return { lockedUntil, pausedUntil: paused };
}

/** Lifts every lock of the class at once: its children's runs and every address's budget. */
export async function liftSignInLocks(
  db: Db,
  classId: number,
  studentIds: readonly number[],
): Promise<void> {
  await rateLimitRepository(db).deleteKeys({
    prefixes: [...userLimitKeyPrefixes(studentIds), addressAndClassPrefix(classId)],
  });
}
