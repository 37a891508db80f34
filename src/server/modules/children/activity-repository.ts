// Time on task (docs/product.md#time-on-task, docs/decisions/270-time-on-task.md): a child's
// actions by the minute. Recording is one statement that keeps nothing for anyone but a child, and
// nothing twice in a minute (the primary key, on conflict do nothing). The time is the server's
// clock, never the database's `now()`, so a test's clock decides it.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childActivity, type ActivityKind } from '../../db/schema/index';

const MINUTE_MS = 60_000;
const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

export const activityRepository = (db: Db) => ({
  /**
   * Records that the session's `user` did `kind` at `at`, when the user is a child; anyone else
   * costs no statement (the solve, a hot path, stays one round trip for them). The insert still
   * reads the users row, so a child deleted meanwhile gets nothing rather than an error.
   */
  async record(user: { id: number; kind: string }, kind: ActivityKind, at: Date): Promise<void> {
    if (user.kind !== 'child') return;
    const userId = user.id;
    await db.execute(sql`
      insert into ${childActivity} (child_id, minute, kind)
      select id, ${minuteOf(at)}::timestamptz, ${kind}::text from users
      where id = ${userId}::int and kind = 'child'
      on conflict do nothing`);
  },

  /**
   * Rows older than `before` (the hourly cleanup: docs/decisions/270-time-on-task.md keeps 30
   * days).
   */
  async deleteOlderThan(before: Date): Promise<void> {
    await db.delete(childActivity).where(lt(childActivity.minute, before));
  },
});
