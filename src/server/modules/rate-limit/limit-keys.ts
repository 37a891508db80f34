// Rate-limit keys that name one person (docs/decisions/153-deletes-leave-no-row.md). Every limit
// counted per account, and every one counted per email, builds its key here, so deleting an account
// or a child can delete all of them (rateLimitRepository.deleteKeysOf): a new per-user limit adds
// its prefix below and is deleted with the rest.

/** Limits counted per user id: `<prefix>:<userId>`. */
const USER_KEY_PREFIXES = [
  'code-lab-solves',
  'code-lab-runs',
  'code-lab-drawings',
  'class-gallery',
  'game-scores',
  'pattern-plays',
  'push-subscribe',
  'confirm-resend',
] as const;
type UserKeyPrefix = (typeof USER_KEY_PREFIXES)[number];

export const userLimitKey = (prefix: UserKeyPrefix, userId: number): string =>
  `${prefix}:${userId}`;

/** Every per-user key of these users. */
export const everyUserLimitKey = (userIds: readonly number[]): string[] =>
  userIds.flatMap((id) => USER_KEY_PREFIXES.map((prefix) => userLimitKey(prefix, id)));

/**
 * A class child's run of picture misses under one class code
 * (docs/decisions/161-picture-sign-in-limits.md). The child's id comes first, so its keys under
 * every code share a prefix (`userLimitKeyPrefixes`).
 */
export const joinChildLimitKey = (studentId: number, joinCode: string): string =>
  `join-child:${studentId}:${joinCode}`;
/** The start of every key of these users that holds more than their id. */
export const userLimitKeyPrefixes = (userIds: readonly number[]): string[] =>
  userIds.map((id) => `join-child:${id}:`);

/** Failed sign-ins of one email from one address (docs/product.md#rate-limits). */
export const loginLimitKey = (email: string, ip: string): string => `login:${email}:${ip}`;
/** Every address's login key of one email starts with this. */
export const loginLimitKeyPrefix = (email: string): string => `login:${email}:`;
/** Reset emails asked for one email. */
export const resetLimitKey = (email: string): string => `reset:${email}`;
