// The limits of the picture sign-in at /join (docs/product.md#classes,
// docs/decisions/161-picture-sign-in-limits.md and docs/decisions/185-picture-sign-in-budgets.md).
// Two of twelve pictures is a secret of 66 pairs: safe only because guesses are few. Each attempt
// is counted before its pictures are checked, each counter in one atomic statement
// (docs/decisions/113-limits-counted-before-the-check.md), so guesses sent at once cannot slip past.
// The budgets refill evenly (no window edge lets a second burst through), and every budget is one
// address's: what one address spends never refuses right pictures from another.
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
   * Misses from one address at one class's own children: 25 children missing 3 times each is
   * 75; refilled evenly over an hour (one every 36 seconds). The teacher sees and lifts it.
   */
  addressAndClass: { max: 100, windowMs: HOUR },
  /**
   * Guesses from one address: sign-ins with a code no open class has, or for a child who is not
   * in that code's class (docs/decisions/375-guesses-never-stop-a-class.md). Never spent nor
   * checked by a class's own children.
   */
  guesses: { max: 300, windowMs: HOUR },
  /** Unknown class codes looked up from one address: a class of children who mistype. */
  unknownCodes: { max: 100, windowMs: HOUR },
} as const;

/** The class's id comes first, so a teacher's unlock finds every address's budget at once. */
const addressAndClassPrefix = (classId: number) => `join-addr-class:${classId}:`;
const addressAndClassKey = (classId: number, ip: string) => `${addressAndClassPrefix(classId)}${ip}`;
const guessesKey = (ip: string) => `join-guess:${ip}`;
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
 * Counts a sign-in attempt before its pictures are checked: a child of the code's open class
 * (`classId`) spends the address's budget at that class; an unknown code or a child who is not
 * in it (`classId` null) spends the address's guesses, and nothing a class uses
 * (docs/decisions/375-guesses-never-stop-a-class.md). Then the child's run. Refused by the run
 * (429), the attempt is given back to the budget: it was never checked, so it is no miss.
 */
export async function startJoinAttempt(
  db: Db,
  attempt: { joinCode: string; classId: number | null; studentId: number; ip: string },
  now: Date,
): Promise<JoinAttempt> {
  const limiter = rateLimitRepository(db);
  const { addressAndClass, guesses, childRun } = JOIN_LIMITS;
  const [budgetKey, budget] =
    attempt.classId === null
      ? [guessesKey(attempt.ip), guesses]
      : [addressAndClassKey(attempt.classId, attempt.ip), addressAndClass];
  // The code in the child's key keeps a guesser who knows no code from locking children of
  // other classes by their ids.
  const childKey = joinChildLimitKey(attempt.studentId, attempt.joinCode);

  const spent = await limiter.spend(budgetKey, budget, now);
  if (!spent.allowed) {
    const minutes = minutesOf(spent.retryAfterSeconds);
    throw attempt.classId === null
      ? tooManyRequests(spent.retryAfterSeconds, 'server.classes.tooManyTries', { minutes })
      : tooManyRequests(spent.retryAfterSeconds, 'server.classes.askTeacher', { minutes });
  }
  const giveBackBudget = () => limiter.giveBack(budgetKey, budget);
  const byChild = await limiter.hitRun(childKey, childRun.max, childRun.lockMs, now);
  if (!byChild.allowed) {
    await giveBackBudget();
    throw tooManyRequests(byChild.retryAfterSeconds, 'server.classes.askTeacher', { minutes: minutesOf(byChild.retryAfterSeconds) });
  }
  return {
    async succeeded() {
      await limiter.reset(childKey);
      await giveBackBudget();
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
 * Spends one of the address's guesses for a sign-in that checks no pictures (a closed class's
 * code, docs/decisions/377-a-closed-class-and-its-language-at-join.md): 429 once they are spent, as
 * for any guess.
 */
export async function spendGuess(db: Db, ip: string, now: Date): Promise<void> {
  const spent = await rateLimitRepository(db).spend(guessesKey(ip), JOIN_LIMITS.guesses, now);
  if (!spent.allowed) {
    throw tooManyRequests(spent.retryAfterSeconds, 'server.classes.tooManyTries', {
      minutes: minutesOf(spent.retryAfterSeconds),
    });
  }
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
  /**
   * The latest pause of what stops the class at an address, or null: an address's budget of
   * misses at it, or the class-code lookups of the teacher's own address or of an address that
   * signed in at it (a school shares one; docs/decisions/375-guesses-never-stop-a-class.md).
   */
  pausedUntil: Date | null;
};

type RateLimitRow = { key: string; count: number; windowStart: Date };

/** The class's budget rows, and the lookup rows of the addresses they name and the teacher's. */
async function classRowsOf(
  db: Db,
  found: { id: number; joinCode: string },
  studentIds: readonly number[],
  teacherIp: string,
) {
  const limiter = rateLimitRepository(db);
  const childKeys = new Map(studentIds.map((id) => [joinChildLimitKey(id, found.joinCode), id]));
  const prefix = addressAndClassPrefix(found.id);
  const rows: RateLimitRow[] = await limiter.rowsOf({
    keys: [...childKeys.keys()],
    prefixes: [prefix],
  });
  const addresses = new Set([teacherIp]);
  for (const row of rows) if (row.key.startsWith(prefix)) addresses.add(row.key.slice(prefix.length));
  const lookupKeys = [...addresses].map(unknownCodesKey);
  const lookups: RateLimitRow[] = await limiter.rowsOf({ keys: lookupKeys });
  return { childKeys, rows, lookupKeys, lookups };
}

/** What the teacher sees of the class's sign-in limits now (GET /api/classes/:id). */
export async function signInLocksOf(
  db: Db,
  found: { id: number; joinCode: string },
  studentIds: readonly number[],
  teacherIp: string,
  now = new Date(),
): Promise<SignInLocks> {
  const { childRun, addressAndClass, unknownCodes } = JOIN_LIMITS;
  const { childKeys, rows, lookups } = await classRowsOf(db, found, studentIds, teacherIp);
  const lockedUntil = new Map<number, Date>();
  let paused: Date | null = null;
  const pause = (until: Date) => {
    if (until > now && (!paused || until > paused)) paused = until;
  };
  for (const row of rows) {
    const childId = childKeys.get(row.key);
    if (childId !== undefined) {
      const until = new Date(row.windowStart.getTime() + childRun.lockMs);
      if (row.count >= childRun.max && until > now) lockedUntil.set(childId, until);
    } else pause(pausedUntil(row.windowStart, addressAndClass));
  }
  for (const row of lookups) pause(pausedUntil(row.windowStart, unknownCodes));
  return { lockedUntil, pausedUntil: paused };
}

/**
 * Lifts whatever stops the class at once: its children's runs, every address's budget at it,
 * and the code lookups of the addresses it signs in from and of the teacher's own.
 */
export async function liftSignInLocks(
  db: Db,
  found: { id: number; joinCode: string },
  studentIds: readonly number[],
  teacherIp: string,
): Promise<void> {
  const { lookupKeys } = await classRowsOf(db, found, studentIds, teacherIp);
  await rateLimitRepository(db).deleteKeys({
    keys: lookupKeys,
    prefixes: [...userLimitKeyPrefixes(studentIds), addressAndClassPrefix(found.id)],
  });
}
