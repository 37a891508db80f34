/**
 * The points module: the one home of Ada points (docs/product.md#points-levels-and-badges). It owns the award
 * keys, the ledger (`point_events`, unique per user and source key) and the balance
 * (`users.points`); nothing else writes those two (the lint rule `boundaries/points-ledger`
 * holds it). It imports no other module: games, lessons, guest transfer and the Code Lab use it.
 *
 * - `award-keys.ts`: `lessonKey`, `activityKey`, `gameKey` (+ `gameKeySql`), `codeLabKey`,
 *   `codeLabStarsKey`, `codeLabWorldKey`: the only spellings of the ledger's source keys.
 * - `awardPoints(db, userId, awards)`: awards each `{sourceKey, points}` whose key is new, and
 *   adds them to the balance, in one statement (atomic with or without a transaction; the same
 *   key sent twice, even at once, pays once). Resolves to `{pointsAwarded, points}`.
 * - `ledgerAwardSql(...)`: the same ledger row + balance update as SQL CTEs, for a repository
 *   that must award inside its own single statement (a lesson completion, a game play:
 *   docs/decisions/089-a-game-play-is-one-statement.md).
 * - `lockBalance(tx, userId)` / `balanceOf(db, userId)` (`balance-repository.ts`): the lock
 *   that makes several awards in one transaction run one user at a time, and a plain read.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reusableSql } from '../../db/reusable';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One award: `sourceKey` from `award-keys.ts`, `points` > 0 (0 or less awards nothing). */
export type Award = { sourceKey: string; points: number };
export type AwardResult = {
  /** What this call added (0 when every key had been awarded before). */
  pointsAwarded: number;
  /** The user's total after the call. */
  points: number;
};

/**
 * Two CTEs, `awarded` (the new ledger rows' `points`) and `updated` (the new total in
 * `points`, no row when nothing was awarded): the ledger rows `(userId, sourceKey, points)` for
 * each row of `from` (or one row without it) that `where` keeps, each key paid once, and their
 * sum added to users.points. Compose into a `with` list; select `(select points from updated)`.
 */
export function ledgerAwardSql(award: {
  userId: SQL | Placeholder;
  sourceKey: SQL | Placeholder;
  points: SQL | Placeholder;
  from?: SQL;
  where?: SQL;
}): SQL {
  const from = award.from ? sql` from ${award.from}` : sql``;
  const where = award.where ? sql` where ${award.where}` : sql``;
  return sql`awarded as (
      insert into point_events (user_id, source_key, points)
      select ${award.userId}::int, ${award.sourceKey}::text, ${award.points}::int${from}${where}
      on conflict (user_id, source_key) do nothing
      returning points
    ),
    updated as (
      update users set points = users.points + (select sum(points) from awarded)::int
      where users.id = ${award.userId}::int and exists (select 1 from awarded)
      returning users.points
    )`;
}

const p = sql.placeholder;
// The user's row is locked first (the ledger rows are inserted from it), the same order as
// lockBalance and the game play: a request that waits here then reads the newest total, so
// an award that finds its key already paid still answers the current balance.
const awardPointsSql = () => sql`
  with locked as (
    select points from users where id = ${p('userId')}::int for update
  ),
  wanted as (
    select w.key, w.points
    from locked, json_to_recordset(${p('awards')}::json) as w(key text, points int)
  ),
  ${ledgerAwardSql({ userId: p('userId'), sourceKey: sql`wanted.key`, points: sql`wanted.points`, from: sql`wanted` })}
  select locked.points as points_before,
    (select sum(points) from awarded)::int as points_awarded,
    (select points from updated) as points_after
  from locked`;

type AwardRow = {
  points_before: number;
  points_awarded: number | null;
  points_after: number | null;
};

/**
 * Awards each new key and adds it to the balance, in one statement (see the module comment).
 * A user that does not exist is an error.
 */
export async function awardPoints(
  db: Tx | Db,
  userId: number,
  awards: readonly Award[],
): Promise<AwardResult> {
  const wanted = new Map<string, number>();
  for (const { sourceKey, points } of awards) {
    if (points > 0 && !wanted.has(sourceKey)) wanted.set(sourceKey, Math.trunc(points));
  }
  const json = JSON.stringify([...wanted].map(([key, points]) => ({ key, points })));
  const [row] = await reusableSql<AwardRow>(db, 'award_points', awardPointsSql).rows({
    userId,
    awards: json,
  });
  if (!row) throw new Error(`user ${userId} not found`);
  return row.points_after === null
    ? { pointsAwarded: 0, points: row.points_before }
    : { pointsAwarded: row.points_awarded ?? 0, points: row.points_after };
}
