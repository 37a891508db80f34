import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progress } from '../../db/schema/index';
import type { Tx } from '../points/ledger-repository';

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
};
