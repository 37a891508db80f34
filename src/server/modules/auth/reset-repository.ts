import { and, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
import { hashToken, newToken } from './tokens';

// docs/product.md#password-reset: a reset link is valid for 30 minutes, once.
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Password-reset tokens, stored only as their SHA-256. */
export const resetRepository = (db: Db) => ({
  async create(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    await db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
    return { token, expiresAt };
  },

  /** Whether a token is known, unused and unexpired: a cheap look before any password hashing. */
  async isUsable(token: string, now = new Date()): Promise<boolean> {
    const [row] = await db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /**
   * Marks a token used and returns its user, in one statement: of two requests with the same
   * token only one gets the user. Unknown, used or expired tokens give null.
   */
  async consume(token: string, now = new Date()): Promise<number | null> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    return row?.userId ?? null;
  },

  /** What a link is now, without using it up: the reset page asks when it opens. */
  async status(
    token: string,
    now = new Date(),
  ): Promise<'valid' | 'used' | 'expired' | 'unknown'> {
    const [row] = await db
      .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return 'unknown';
    if (row.usedAt !== null) return 'used';
    return row.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
  },

  /** After a successful reset, the user's other outstanding links stop working too. */
  async revokeAllForUser(userId: number, now = new Date()): Promise<void> {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  async deleteExpired(now = new Date()): Promise<void> {
    await db
      .delete(passwordResets)
      .where(or(lte(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)));
  },
});
