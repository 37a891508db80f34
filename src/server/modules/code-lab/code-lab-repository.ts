import { and, asc, eq, sql } from 'drizzle-orm';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import type { Db } from '../../db/client';
import { reusableSql } from '../../db/reusable';
import { rateLimitHitCte } from '../rate-limit/rate-limit-repository';
import { codeLabPrograms, codeLabRuns, codeLabSolves } from '../../db/schema/index';
import { ledgerAwardSql, type Tx } from '../points/ledger-repository';

/**
 * A fixed-window limit every solve check counts against
 * (docs/decisions/130-code-lab-solves-verified-in-one-statement.md).
 */
export type SolveLimit = { key: string; max: number; windowMs: number };

/** One award of a solve: its ledger key and what it is worth. */
type SolveAward = { key: string; points: number };

/** A verified solve to store, with what each of its awards is worth. */
export type SolveToRecord = {
  userId: number;
  levelId: string;
  /** The world's key in code_lab_worlds.game_id: its game, or its id (`worldRecordKey`). */
  worldKey: string;
  stars: number;
  program: LabProgram;
  solvedAt: Date;
  /** How many levels the world has: the world bonus is paid when all are solved. */
  worldSize: number;
  awards: { solve: SolveAward; stars: SolveAward; world: SolveAward };
};

/** A run that did not solve, for its level's counters. */
type RunToCount = {
  userId: number;
  levelId: string;
  /** It ended by itself (a fail); false for a run the child stopped. */
  failed: boolean;
  now: Date;
  /** At most one run counted per level in this time. */
  intervalMs: number;
};

export type RecordedSolve =
  | {
      outcome: 'recorded';
      firstSolve: boolean;
      worldCompleted: boolean;
      pointsAwarded: number;
      points: number;
    }
  | { outcome: 'limited' }
  | { outcome: 'no-user' };

type SolveRow = {
  points_before: number;
  count: number | null;
  first: boolean | null;
  world_solved: number | null;
  points_awarded: number | null;
  points_after: number | null;
};

const p = sql.placeholder;

/**
 * A verified solve in one statement
 * (docs/decisions/130-code-lab-solves-verified-in-one-statement.md, after
 * docs/decisions/089-a-game-play-is-one-statement.md): the user's row lock (first, the same order
 * as the guest transfer's lockBalance), the hit against the hourly limit, the solve row (best
 * stars, the last program), the world's solved levels on a level's first solve (an upsert that sees
 * every committed solve, so the last level of a world pays its bonus exactly once even when the
 * last two arrive together; a replay leaves the world's row alone, not even locking it), the run
 * counter (fails since the last solve back to 0), and the awards through the points ledger. A
 * refused hit stores and awards nothing.
 */
const recordSolveSql = () => sql`
    with locked as (
      select points from users where id = ${p('userId')}::int for update
    ),
    ${rateLimitHitCte('locked')},
    solve as (
      insert into code_lab_solves (user_id, level_id, stars, program, first_solved_at, solved_at)
      select ${p('userId')}::int, ${p('levelId')}::text, ${p('stars')}::int,
        ${p('program')}::jsonb, ${p('now')}::timestamptz, ${p('now')}::timestamptz
      from hit
      on conflict (user_id, level_id) do update set
        stars = greatest(code_lab_solves.stars, excluded.stars),
        program = excluded.program,
        solved_at = excluded.solved_at
      returning (xmax = 0) as first
    ),
    world as (
      insert into code_lab_worlds (user_id, game_id, level_ids)
      select ${p('userId')}::int, ${p('gameId')}::text, array[${p('levelId')}::text]
      from solve where solve.first
      on conflict (user_id, game_id) do update set
        level_ids = code_lab_worlds.level_ids || excluded.level_ids
      where not (${p('levelId')}::text = any(code_lab_worlds.level_ids))
      returning cardinality(level_ids) as solved
    ),
    runs as (
      insert into code_lab_runs (user_id, level_id, runs, fails_since_solve, last_run_at)
      select ${p('userId')}::int, ${p('levelId')}::text, 1, 0, ${p('now')}::timestamptz from solve
      on conflict (user_id, level_id) do update set
        runs = code_lab_runs.runs + 1, fails_since_solve = 0, last_run_at = excluded.last_run_at
    ),
    wanted as (
      select k.key, k.points
      from solve, (values
        (${p('solveKey')}::text, ${p('solvePoints')}::int, true),
        (${p('starsKey')}::text, ${p('starsPoints')}::int, ${p('stars')}::int = 3),
        (${p('worldKey')}::text, ${p('worldPoints')}::int,
          coalesce((select solved from world), 0) >= ${p('worldSize')}::int)
      ) as k(key, points, due)
      where k.due
    ),
    ${ledgerAwardSql({ userId: p('userId'), sourceKey: sql`wanted.key`, points: sql`wanted.points`, from: sql`wanted` })}
    select locked.points as points_before, hit.count, solve.first,
      (select solved from world) as world_solved,
      (select sum(points) from awarded)::int as points_awarded,
      (select points from updated) as points_after
    from locked
      left join hit on true
      left join solve on true`;

/** A solve check that did not solve: only its hit against the limit. */
const countAttemptSql = () => sql`
    with ${rateLimitHitCte('(select 1) as one')}
    select count from hit`;

const limitValues = (limit: SolveLimit, now: Date) => ({
  limitKey: limit.key,
  limitMax: limit.max,
  now,
  cutoff: new Date(now.getTime() - limit.windowMs),
});

export const codeLabRepository = {
  /** Stores a verified solve and its awards (see recordSolveSql). */
  async recordSolve(db: Tx | Db, solve: SolveToRecord, limit: SolveLimit): Promise<RecordedSolve> {
    const { awards } = solve;
    const [row] = await reusableSql<SolveRow>(db, 'code_lab_solve', recordSolveSql).rows({
      ...limitValues(limit, solve.solvedAt),
      userId: solve.userId,
      levelId: solve.levelId,
      gameId: solve.worldKey,
      stars: solve.stars,
      program: JSON.stringify(solve.program),
      worldSize: solve.worldSize,
      solveKey: awards.solve.key,
      solvePoints: awards.solve.points,
      starsKey: awards.stars.key,
      starsPoints: awards.stars.points,
      worldKey: awards.world.key,
      worldPoints: awards.world.points,
    });
    if (!row) return { outcome: 'no-user' };
    if (row.count === null) return { outcome: 'limited' };
    const firstSolve = row.first === true;
    return {
      outcome: 'recorded',
      firstSolve,
      worldCompleted:
        firstSolve && row.world_solved !== null && row.world_solved >= solve.worldSize,
      pointsAwarded: row.points_awarded ?? 0,
      points: row.points_after ?? row.points_before,
    };
  },

  /** Counts a solve check that did not solve; false when the limit refused it. */
  async countAttempt(db: Tx | Db, limit: SolveLimit, now: Date): Promise<boolean> {
    const rows = await reusableSql<{ count: number }>(db, 'code_lab_attempt', countAttemptSql).rows(
      limitValues(limit, now),
    );
    return rows.length > 0;
  },

  /** Solved levels: best stars, the last solving program, when it was last solved. */
  async listSolves(db: Db, userId: number) {
    return db
      .select({
        levelId: codeLabSolves.levelId,
        stars: codeLabSolves.stars,
        program: codeLabSolves.program,
        solvedAt: codeLabSolves.solvedAt,
      })
      .from(codeLabSolves)
      .where(eq(codeLabSolves.userId, sql.placeholder('userId')))
      .orderBy(asc(codeLabSolves.firstSolvedAt), asc(codeLabSolves.levelId))
      .prepare('code_lab_solves_list')
      .execute({ userId });
  },

  async saveProgram(db: Db, userId: number, levelId: string, program: LabProgram, now: Date) {
    await db
      .insert(codeLabPrograms)
      .values({ userId, levelId, program, updatedAt: now })
      .onConflictDoUpdate({
        target: [codeLabPrograms.userId, codeLabPrograms.levelId],
        set: { program, updatedAt: now },
      });
  },

  async listPrograms(db: Db, userId: number) {
    return db
      .select({
        levelId: codeLabPrograms.levelId,
        program: codeLabPrograms.program,
        updatedAt: codeLabPrograms.updatedAt,
      })
      .from(codeLabPrograms)
      .where(eq(codeLabPrograms.userId, userId))
      .orderBy(asc(codeLabPrograms.levelId));
  },

  /**
   * Counts a run that did not solve: runs go up by one, and so do the fails (all of them, and
   * those since the last solve) when it `failed` (a stopped run is a try, not a fail), unless this level's last counted run
   * was less than `intervalMs` ago. True when it was counted.
   */
  async countRun(db: Db, run: RunToCount) {
    const { userId, levelId, now } = run;
    const fail = run.failed ? 1 : 0;
    const cutoff = new Date(now.getTime() - run.intervalMs);
    const rows = await db
      .insert(codeLabRuns)
      .values({ userId, levelId, runs: 1, failsSinceSolve: fail, fails: fail, lastRunAt: now })
      .onConflictDoUpdate({
        target: [codeLabRuns.userId, codeLabRuns.levelId],
        set: {
          runs: sql`${codeLabRuns.runs} + 1`,
          failsSinceSolve: sql`${codeLabRuns.failsSinceSolve} + ${fail}::int`,
          fails: sql`${codeLabRuns.fails} + ${fail}::int`,
          lastRunAt: now,
        },
        setWhere: sql`${codeLabRuns.lastRunAt} <= ${cutoff}`,
      })
      .returning({ runs: codeLabRuns.runs });
    return rows.length > 0;
  },

  /** The run counters of one level (tests, the grown-ups' views). */
  async runCounters(db: Db, userId: number, levelId: string) {
    const [row] = await db
      .select()
      .from(codeLabRuns)
      .where(and(eq(codeLabRuns.userId, userId), eq(codeLabRuns.levelId, levelId)));
    return row;
  },
};
