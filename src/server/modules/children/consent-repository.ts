// Who may make child profiles and classes (docs/product.md#accounts-and-children,
// docs/decisions/151-consent-by-email-plus.md): a grown-up's account whose consent to our notice
// about children's data stands. Families and classes both ask here, before any input is checked.
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FamilyResponse } from '../../../domain/api/family-api';
import type { Db } from '../../db/client';
import { consents, emailConfirmations } from '../../db/schema/index';
import { forbidden } from '../../http/errors';
import { requireAccount } from '../auth/guards';
import type { SessionAccount } from '../auth/session-repository';

/** True when the user has given consent and not withdrawn it. */
export async function hasActiveConsent(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * A grown-up's own session with consent given: signed out 401; a child, an older account that
 * has not said it is a grown-up's, or no consent yet: 403 with a message saying what to do.
 */
export async function requireConsentedGrownUp(
  db: Db,
  request: FastifyRequest,
): Promise<SessionAccount> {
  const account = requireAccount(request);
  if (account.kind !== 'grown-up') throw forbidden('server.consent.notGrownUp');
  if (!(await hasActiveConsent(db, account.id))) throw forbidden('server.consent.noConsent');
  return account;
}

export type ConsentState = Pick<FamilyResponse, 'consent' | 'noticeVersion'>;

/**
 * Consents given and withdrawn (docs/decisions/151-consent-by-email-plus.md): one row per consent,
 * never two standing at once.
 */
export const consentRepository = (db: Db) => ({
  /**
   * Records a consent to the notice in `noticeVersion`, unless one stands already. Run in the
   * transaction that confirmed the email (its update of the user's row serialises two links
   * opened at once). True when a consent was recorded now.
   */
  async give(userId: number, noticeVersion: string, now = new Date()): Promise<boolean> {
    const result = await db.execute(sql`
      insert into ${consents} (user_id, notice_version, given_at)
      select ${userId}::int, ${noticeVersion}::text, ${now}::timestamptz
      where not exists (
        select 1 from ${consents} where user_id = ${userId}::int and withdrawn_at is null
      )
      returning id`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    return rows.length > 0;
  },

  /**
   * Marks the standing consent withdrawn; the rows stay as the record of what was agreed. Every
   * consent link already sent is void (docs/decisions/188-withdrawn-consent-voids-its-links.md): an
   * email opened later grants nothing.
   */
  async withdraw(userId: number, now = new Date()): Promise<void> {
    await db
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
    await db
      .update(emailConfirmations)
      .set({ voidedAt: now })
      .where(
        and(
          eq(emailConfirmations.userId, userId),
          isNotNull(emailConfirmations.noticeVersion),
          isNull(emailConfirmations.usedAt),
          isNull(emailConfirmations.voidedAt),
        ),
      );
  },

  /** `given` with its version; else `pending` while a consent email's link still works; else `none`. */
  async state(userId: number, now = new Date()): Promise<ConsentState> {
    const [standing] = await db
      .select({ noticeVersion: consents.noticeVersion })
      .from(consents)
      .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
      .orderBy(desc(consents.givenAt))
      .limit(1);
    if (standing) return { consent: 'given', noticeVersion: standing.noticeVersion };
    const [sent] = await db
      .select({ one: emailConfirmations.userId })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.userId, userId),
          isNotNull(emailConfirmations.noticeVersion),
          isNull(emailConfirmations.usedAt),
          isNull(emailConfirmations.voidedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .limit(1);
    return { consent: sent ? 'pending' : 'none', noticeVersion: null };
  },
});
