// Deleting class children leaves no row about them (docs/product.md#classes, decision 162):
// the user row goes, and with it (foreign keys, on delete cascade) sessions, progress, the
// points ledger, scores, chores, Code Lab solves, programs, runs and worlds. What no foreign key
// reaches is deleted here: rate-limit keys that name the child, and feedback the child sent
// (free text from a child; its user_id would only be set to null).
import { inArray, or, sql } from 'drizzle-orm';
import { feedback, rateLimits, users } from '../../db/schema/index';
import type { Tx } from './class-repository';
import { joinChildKeyPrefix } from './join-limits';

/** Limits counted per account, keyed `<prefix>:<userId>` (games, Code Lab, push, confirmations). */
const USER_KEY_PREFIXES = ['code-lab-solves', 'game-scores', 'push-subscribe', 'confirm-resend'];

/** Deletes these children and everything about them, inside the caller's transaction. */
export async function deleteClassChildren(tx: Tx, childIds: readonly number[]): Promise<void> {
  if (childIds.length === 0) return;
  const ids = [...childIds];
  const exact = ids.flatMap((id) => USER_KEY_PREFIXES.map((prefix) => `${prefix}:${id}`));
  await tx
    .delete(rateLimits)
    .where(
      or(
        inArray(rateLimits.key, exact),
        ...ids.map((id) => sql`starts_with(${rateLimits.key}, ${joinChildKeyPrefix(id)}::text)`),
      ),
    );
  await tx.delete(feedback).where(inArray(feedback.userId, ids));
  await tx.delete(users).where(inArray(users.id, ids));
}
