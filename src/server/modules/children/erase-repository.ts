// Deleting people (docs/product.md#accounts-and-children,
// docs/decisions/153-deletes-leave-no-row.md): a child, a family, or a grown-up's whole account
// leaves no row about them in any table. Most rows go with the user row (foreign keys on delete
// cascade: sessions, progress, the points ledger, scores, chores, Code Lab, consents, links, push);
// the rest is deleted here in the same transaction: the feedback they sent (free text), the mail
// queued to them, and the rate-limit counters that name them. tests/api/erase-leaves-no-row.test.ts
// walks every table of the schema to keep it so.
import { and, eq, inArray, isNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, feedback, mailMessages, mailOutbox, users } from '../../db/schema/index';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';

export type Erased = { userIds: number[] };

/** Deletes these users (children or accounts) and every row about them, in one transaction. */
async function eraseUsers(db: Db, userIds: readonly number[]): Promise<Erased> {
  if (userIds.length === 0) return { userIds: [] };
  const ids = [...userIds];
  return db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, ids))
      .for('update');
    if (gone.length === 0) return { userIds: [] };
    const goneIds = gone.map((row) => row.id);
    const emails = gone.flatMap((row) => (row.email ? [row.email] : []));
    // Feedback sent from their sessions: a child's is free text about them, a grown-up's
    // carries their email. Set null by the foreign key otherwise, so deleted here.
    await tx.delete(feedback).where(inArray(feedback.userId, goneIds));
    // Mail to them: a message written only to them goes with its copies; their copies of a
    // message sent to many (a bulk email) go, and the message stays for the others.
    const ownMessages = tx
      .select({ id: mailOutbox.mailMessageId })
      .from(mailOutbox)
      .where(inArray(mailOutbox.userId, goneIds));
    const others = tx
      .select({ one: sql`1` })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.mailMessageId, mailMessages.id),
          or(isNull(mailOutbox.userId), notInArray(mailOutbox.userId, goneIds)),
        ),
      );
    await tx
      .delete(mailMessages)
      .where(and(inArray(mailMessages.id, ownMessages), notExists(others)));
    await tx.delete(mailOutbox).where(inArray(mailOutbox.userId, goneIds));
    await rateLimitRepository(tx).deleteKeysOf({ userIds: goneIds, emails });
    await tx.delete(users).where(inArray(users.id, goneIds));
    return { userIds: goneIds };
  });
}

export const eraseRepository = (db: Db) => ({
  /** One child of a family, when it is this grown-up's; null when it is not (nothing happens). */
  async eraseFamilyChild(ownerId: number, childId: number): Promise<Erased | null> {
    const [child] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, childId), eq(users.familyOwnerId, ownerId), eq(users.kind, 'child')));
    return child ? eraseUsers(db, [child.id]) : null;
  },

  /**
   * Every child profile a grown-up made (consent withdrawn,
   * docs/decisions/151-consent-by-email-plus.md): their family's and their classes' children. The
   * classes themselves stay, empty.
   */
  async eraseChildrenOf(ownerId: number): Promise<Erased> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'child'), childOf(ownerId)));
    return eraseUsers(
      db,
      rows.map((row) => row.id),
    );
  },

  /** A grown-up's own account with its family, its classes and their children. */
  async eraseAccount(userId: number): Promise<Erased> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, userId), and(eq(users.kind, 'child'), childOf(userId))));
    return eraseUsers(
      db,
      rows.map((row) => row.id),
    );
  },

  /** These children (the retention job's). */
  eraseChildren: (childIds: readonly number[]) => eraseUsers(db, childIds),
});

/** A child in this grown-up's family or in one of their classes. */
const childOf = (ownerId: number) =>
  or(
    eq(users.familyOwnerId, ownerId),
    inArray(
      users.classId,
      sql`(select ${classes.id} from ${classes} where ${classes.teacherId} = ${ownerId}::int)`,
    ),
  );
