// Who may make child profiles and classes (docs/product.md#accounts-and-children, decision 151):
// a grown-up's account whose consent to our notice about children's data stands. Families and
// classes both ask here, before any input is checked.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema/index';
import { forbidden } from '../../http/errors';
import { requireAccount } from '../auth/guards';
import type { AccountRow } from '../auth/repository';

export const consentMessages = {
  notGrownUp: 'Please tell us you are a parent, guardian or teacher, 18 or older, first.',
  noConsent:
    'Please confirm your email first: open the link we sent you with our notice about children’s data.',
} as const;

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
): Promise<AccountRow> {
  const account = requireAccount(request);
  if (account.kind !== 'grown-up') throw forbidden(consentMessages.notGrownUp);
  if (!(await hasActiveConsent(db, account.id))) throw forbidden(consentMessages.noConsent);
  return account;
}
