import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progress, users } from '../../db/schema/index';
import { balanceUpdate, ledgerInsert, type Tx } from '../points/ledger-repository';

export type ProgressRow = { moduleId: string; lessonId: string; completed: boolean };

export const progressRepository = {
  async list(db: Db, userId: number): Promise<ProgressRow[]> {
    return db
      .select({
        moduleId: progress.moduleId,
        lessonId: progress.lessonId,
        completed: progress.completed,
      })
      .from(progress)
      .where(eq(progress.userId, userId))
      .orderBy(asc(progress.completedAt), asc(progress.lessonId))
      .prepare('progress_list')
      .execute();
  },

  /** Records a completion once; false when it was already recorded (even concurrently). */
  async complete(
    tx: Tx | Db,
    userId: number,
    moduleId: string,
    lessonId: string,
    completedAt = new Date(),
  ): Promise<boolean> {
    const inserted = await tx
      .insert(progress)
      .values({ userId, moduleId, lessonId, completed: true, completedAt })
      .onConflictDoNothing({ target: [progress.userId, progress.moduleId, progress.lessonId] })
      .returning({ lessonId: progress.lessonId })
      .prepare('progress_complete')
      .execute();
    return inserted.length > 0;
  },

  /**
   * Records a completion and awards its points, each once, in one statement (one round trip,
   * atomic without a transaction of its own). Returns the points awarded and the new total.
   */
  async completeAndAward(
    tx: Tx | Db,
    q: {
      userId: number;
      moduleId: string;
      lessonId: string;
      completedAt: Date;
      sourceKey: string;
      points: number;
    },
  ): Promise<{ pointsAwarded: number; points: number }> {
    const done = tx.$with('done').as(
      tx
        .insert(progress)
        .values({
          userId: q.userId,
          moduleId: q.moduleId,
          lessonId: q.lessonId,
          completed: true,
          completedAt: q.completedAt,
        })
        .onConflictDoNothing({ target: [progress.userId, progress.moduleId, progress.lessonId] })
        .returning({ lessonId: progress.lessonId }),
    );
    const awarded = ledgerInsert(tx, q.userId, q.sourceKey, q.points);
    const updated = balanceUpdate(tx, q.userId, awarded);
    const [row] = await tx
      .with(done, awarded, updated)
      .select({
        before: users.points,
        after: sql<number | null>`(select ${updated.points} from ${updated})`,
      })
      .from(users)
      .where(eq(users.id, q.userId))
      .prepare('lesson_complete_and_award')
      .execute();
    if (!row) throw new Error(`user ${q.userId} not found`);
    return row.after === null
      ? { pointsAwarded: 0, points: row.before }
      : { pointsAwarded: q.points, points: row.after };
  },
};
