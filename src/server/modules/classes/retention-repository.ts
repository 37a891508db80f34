// Class retention (docs/product.md#classes, docs/decisions/162-class-retention.md): a class
// archived 30 days ago goes with its children; a class unused for 12 months is archived, its
// teacher warned 30 days before. Each step claims its rows with FOR UPDATE SKIP LOCKED in a
// transaction, so any number of servers can run it at once and each class is warned, archived or
// deleted once.
import { and, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  ARCHIVED_CLASS_KEPT_DAYS,
  RETENTION_WARNING_DAYS,
  UNUSED_CLASS_ARCHIVED_MONTHS,
} from '../../../domain/accounts/child-profile';
import type { Db } from '../../db/client';
import { classes, users } from '../../db/schema/index';
import { endSessions } from '../auth/session-repository';
import { outboxRepository } from '../mail/outbox-repository';
import { eraseRepository } from '../children/erase-repository';

const DAY = 24 * 60 * 60 * 1000;
/** Classes handled per transaction; a run repeats until none is left. */
const BATCH = 100;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** The warning for one class, composed by the caller (it knows the words and the links). */
export type ArchiveWarning = {
  classId: number;
  className: string;
  lastUsedAt: Date;
  /** The day the class will be archived if it stays unused. */
  archiveOn: Date;
  /** `locale`: the language of their emails (null: never chose; emails.ts recipientLocale). */
  teacher: { id: number; email: string; firstName: string; locale: string | null };
};
export type ComposedWarning = { subject: string; text: string; host: string };

/** A teacher's stored language, once the users table has it (migration 0011). */
const teacherLocale = 'locale' in users ? sql<string | null>`${users}.locale` : sql<string | null>`null::text`;

export const classRetentionRepository = (db: Db) => ({
  /** Deletes classes archived 30 days ago or more, their children and every row about them. */
  async deleteArchived(now: Date): Promise<number> {
    const cutoff = daysBefore(now, ARCHIVED_CLASS_KEPT_DAYS);
    let deleted = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const doomed = await tx
          .select({ id: classes.id })
          .from(classes)
          .where(and(isNotNull(classes.archivedAt), lte(classes.archivedAt, cutoff)))
          .orderBy(classes.id)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (doomed.length === 0) return 0;
        const classIds = doomed.map((c) => c.id);
        const children = await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.classId, classIds));
        await eraseRepository(tx).eraseChildren(children.map((c) => c.id));
        await tx.delete(classes).where(inArray(classes.id, classIds));
        return classIds.length;
      });
      deleted += count;
      if (count < BATCH) return deleted;
    }
  },

  /**
   * Marks each open class unused for 12 months less 30 days as warned and queues its teacher's
   * warning in the same transaction: queued exactly once, whichever server claims it.
   */
  async warnUnused(
    now: Date,
    compose: (warning: ArchiveWarning) => ComposedWarning,
  ): Promise<number> {
    const cutoff = new Date(
      monthsBefore(now, UNUSED_CLASS_ARCHIVED_MONTHS).getTime() + RETENTION_WARNING_DAYS * DAY,
    );
    let warned = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: classes.id })
          .from(classes)
          .where(
            and(
              isNull(classes.archivedAt),
              isNull(classes.archiveWarnedAt),
              lte(classes.lastUsedAt, cutoff),
            ),
          )
          .orderBy(classes.id)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const claimed = await tx
          .update(classes)
          .set({ archiveWarnedAt: now })
          .where(inArray(classes.id, due))
          .returning({
            id: classes.id,
            name: classes.name,
            lastUsedAt: classes.lastUsedAt,
            teacherId: classes.teacherId,
          });
        if (claimed.length === 0) return 0;
        const teachers = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName, locale: teacherLocale })
          .from(users)
          .where(
            inArray(
              users.id,
              claimed.map((c) => c.teacherId),
            ),
          );
        const archiveOn = new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY);
        const outbox = outboxRepository(tx);
        for (const c of claimed) {
          const teacher = teachers.find((t) => t.id === c.teacherId);
          if (!teacher?.email) continue;
          const mail = compose({
            classId: c.id,
            className: c.name,
            lastUsedAt: c.lastUsedAt,
            archiveOn,
            teacher: { id: teacher.id, email: teacher.email, firstName: teacher.firstName, locale: teacher.locale },
          });
          await outbox.enqueueNotice({ userId: teacher.id, toEmail: teacher.email, ...mail });
        }
        return claimed.length;
      });
      warned += count;
      if (count < BATCH) return warned;
    }
  },

  /**
   * Archives each class warned 30 days ago and not used since (a use clears the warning): its
   * children's sessions end; the children go 30 days later (deleteArchived).
   */
  async archiveWarned(now: Date): Promise<number> {
    const cutoff = daysBefore(now, RETENTION_WARNING_DAYS);
    return db.transaction(async (tx) => {
      const archived = await tx
        .update(classes)
        .set({ archivedAt: now })
        .where(
          and(
            isNull(classes.archivedAt),
            isNotNull(classes.archiveWarnedAt),
            lte(classes.archiveWarnedAt, cutoff),
            lte(classes.lastUsedAt, classes.archiveWarnedAt),
          ),
        )
        .returning({ id: classes.id });
      if (archived.length === 0) return 0;
      const children = tx
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.classId,
            archived.map((c) => c.id),
          ),
        );
      await endSessions(tx, { userIds: children }, 'class-closed', now);
      // Its class gallery is kept, hidden, as when its teacher archives it
      // (docs/decisions/370-an-archive-keeps-the-gallery.md).
      return archived.length;
    });
  },
});
