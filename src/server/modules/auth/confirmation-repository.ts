import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailConfirmations } from '../../db/schema/index';
import { hashToken, newToken } from './tokens';

// docs/decisions/110-email-confirmation.md: a confirmation link works for 7 days, once.
export const CONFIRMATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Email confirmation tokens, stored only as their SHA-256. */
export const confirmationRepository = (db: Db) => ({
  /**
   * A new link for `email`. `noticeVersion`: the email carries our notice about children's data
   * in that version, so opening the link also records the grown-up's consent
   * (docs/decisions/151-consent-by-email-plus.md).
   */
  async create(
    userId: number,
    email: string,
    options: { noticeVersion?: string | null; now?: Date } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = options.now ?? new Date();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS);
    const noticeVersion = options.noticeVersion ?? null;
    await db.insert(emailConfirmations).values({ tokenHash: hashToken(token), userId, email, noticeVersion, createdAt: now, expiresAt });
    return { token, expiresAt };
  },

  /**
   * Marks a token used and returns whose address it confirms, in one statement: of two requests
   * with the same link only one gets it. Unknown, used, voided or expired tokens give null.
   */
  async consume(token: string, now = new Date()): Promise<{ userId: number; email: string; noticeVersion: string | null } | null> {
    const [row] = await db
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmations.tokenHash, hashToken(token)),
          eq(emailConfirmations.purpose, 'confirm-email'),
          isNull(emailConfirmations.usedAt),
          isNull(emailConfirmations.voidedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .returning({
        userId: emailConfirmations.userId,
        email: emailConfirmations.email,
        noticeVersion: emailConfirmations.noticeVersion,
      });
    return row ?? null;
  },

  /**
   * Whether this link was voided: consent was withdrawn after it was sent
   * (docs/decisions/188-withdrawn-consent-voids-its-links.md).
   */
  async isVoided(token: string): Promise<boolean> {
    const [row] = await db
      .select({ voidedAt: emailConfirmations.voidedAt })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, hashToken(token)));
    return row?.voidedAt != null;
  },

  async deleteExpired(now = new Date()): Promise<void> {
    await db
      .delete(emailConfirmations)
      .where(or(lte(emailConfirmations.expiresAt, now), isNotNull(emailConfirmations.usedAt)));
  },
});
