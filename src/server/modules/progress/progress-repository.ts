import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableSql } from '../../db/reusable';
import { progress } from '../../db/schema/index';
import { ledgerAwardSql, type Tx } from '../points/ledger-repository';

type CompletionRow = { points_before: number; points_after: number | null };

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
    const [row] = await reusableSql<CompletionRow>(tx, 'lesson_complete_and_award', () => {
      const p = sql.placeholder;
      return sql`
        with done as (
          insert into progress (user_id, module_id, lesson_id, completed, completed_at)
          values (${p('userId')}::int, ${p('moduleId')}::text, ${p('lessonId')}::text, true,
            ${p('completedAt')}::timestamptz)
          on conflict (user_id, module_id, lesson_id) do nothing
          returning lesson_id
        ),
        ${ledgerAwardSql({ userId: p('userId'), sourceKey: p('sourceKey'), points: p('points') })}
        select users.points as points_before, (select points from updated) as points_after
        from users where users.id = ${p('userId')}::int`;
    }).rows(q);
    if (!row) throw new Error(`user ${q.userId} not found`);
    return row.points_after === null
      ? { pointsAwarded: 0, points: row.points_before }
      : { pointsAwarded: q.points, points: row.points_after };
  },
};
