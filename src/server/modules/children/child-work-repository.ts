// A child's Code Lab work level by level, for their grown-up or teacher (docs/product.md#a-childs-work,
// docs/decisions/271-a-childs-code-lab-work.md): the last program, runs, fails and when, in one
// query. The route has checked who may see the child; this reads only that child's rows.
import { and, eq, sql } from 'drizzle-orm';
import type { Program } from '../../../domain/code-lab/program';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

type Row = {
  level_id: string;
  program: Program | null;
  stars: number;
  runs: number;
  fails: number;
  last_tried_at: Date | string;
};

export type LevelWork = {
  levelId: string;
  program: Program | null;
  stars: number;
  runs: number;
  fails: number;
  lastTriedAt: Date;
};

/** Which child: one of a class (its id given) or of a family (its grown-up's id given). */
export type ChildScope = { classId: number } | { familyOwnerId: number };

export const childWorkRepository = (db: Db) => ({
  /** True when `childId` is a child of the scope. */
  async isInScope(scope: ChildScope, childId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, childId),
          eq(users.kind, 'child'),
          'classId' in scope
            ? eq(users.classId, scope.classId)
            : eq(users.familyOwnerId, scope.familyOwnerId),
        ),
      );
    return row !== undefined;
  },

  /**
   * Every level the child has run, solved or kept a program in, the last tried first. The
   * program is the newer of the one kept as they worked and the one that last solved it.
   */
  async levels(childId: number): Promise<LevelWork[]> {
    const result = await db.execute(sql`
      select coalesce(s.level_id, r.level_id, p.level_id) as level_id,
        case when p.updated_at is null or s.solved_at > p.updated_at then s.program
          else p.program end as program,
        coalesce(s.stars, 0) as stars, coalesce(r.runs, 0) as runs, coalesce(r.fails, 0) as fails,
        greatest(s.solved_at, r.last_run_at, p.updated_at) as last_tried_at
      from (select * from code_lab_solves where user_id = ${childId}::int) s
        full join (select * from code_lab_runs where user_id = ${childId}::int) r
          on r.level_id = s.level_id
        full join (select * from code_lab_programs where user_id = ${childId}::int) p
          on p.level_id = coalesce(s.level_id, r.level_id)
      order by last_tried_at desc, level_id`);
    return (result as unknown as { rows: Row[] }).rows.map((row) => ({
      levelId: row.level_id,
      program: row.program,
      stars: Number(row.stars),
      runs: Number(row.runs),
      fails: Number(row.fails),
      lastTriedAt: new Date(row.last_tried_at),
    }));
  },
});
