// The per-child progress view grown-ups and teachers see (docs/product.md#what-grown-ups-see,
// docs/decisions/152-one-progress-view-for-grown-ups-and-teachers.md): one query for every child of
// the view, however many children it has.
import { shownName } from '../../../domain/accounts/child-profile';
import { sql, type SQL } from 'drizzle-orm';
import { badges as badgeDefinitions } from '../../../../content/badges';
import { allWorlds } from '../../../../content/code-lab/all-levels';
import { curriculum } from '../../../../content/curriculum';
import { badgeStates, completedGameIds } from '../../../domain/points/badges';
import {
  ACTIVE_GAP_MINUTES,
  NEEDS_HELP_FAILS,
  type ChildProgress,
} from '../../../domain/api/child-progress-api';
import { levelForPoints } from '../../../domain/constants';
import { completedLessonIds } from '../../../domain/lessons/curriculum';
import type { Db } from '../../db/client';
import { dayStarts } from './view-time';

type Row = {
  id: number;
  nickname: string | null;
  avatar_id: number;
  points: number;
  last_active_at: Date | string | null;
  lessons: { moduleId: string; lessonId: string }[] | null;
  game_ids: string[] | null;
  code_lab: { levelId: string; stars: number; runs: number; fails: number }[] | null;
  active_today: number | string | null;
  active_week: number | string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Which children: a family's, one child of a family, or a class's. */
export type ProgressScope =
  { familyOwnerId: number; childId?: number } | { classId: number; childId?: number };

function scopeWhere(scope: ProgressScope): SQL {
  const child = scope.childId === undefined ? sql`` : sql` and u.id = ${scope.childId}::int`;
  return 'classId' in scope
    ? sql`u.class_id = ${scope.classId}::int and u.kind = 'child'${child}`
    : sql`u.family_owner_id = ${scope.familyOwnerId}::int and u.kind = 'child'${child}`;
}


function toChildProgress(row: Row): ChildProgress {
  const records = (row.lessons ?? []).map((r) => ({ ...r, completed: true }));
  const lessons = [...completedLessonIds(curriculum, records)];
  const codeLab = (row.code_lab ?? []).map((l) => ({
    levelId: l.levelId,
    stars: Number(l.stars),
    runs: Number(l.runs),
    fails: Number(l.fails),
  }));
  const solved = codeLab.filter((l) => l.stars > 0).map((l) => l.levelId);
  // The browser's badges count the same way (completedGameIds): scores and solved worlds, the
  // Game Lab's too (use-achievements.ts).
  const gameIds = completedGameIds(row.game_ids ?? [], allWorlds, solved);
  const badges = badgeStates(curriculum, badgeDefinitions, {
    completedLessons: new Set(lessons),
    gameIds,
  })
    .filter((status) => status.state === 'earned')
    .map((status) => status.badge.id);
  return {
    id: row.id,
    nickname: shownName(row.nickname ?? ''),
    avatarId: row.avatar_id,
    lessons,
    codeLab,
    badges,
    points: row.points,
    level: levelForPoints(row.points),
    lastActiveAt: isoOrNull(row.last_active_at),
    needsHelp: codeLab.filter((l) => l.fails >= NEEDS_HELP_FAILS).map((l) => l.levelId),
    activeMinutes: { today: Number(row.active_today ?? 0), week: Number(row.active_week ?? 0) },
  };
}

/**
 * When the view is asked: the server's clock, and where "today" begins
 * (docs/decisions/270-time-on-task.md).
 */
export type ViewTime = { now: Date; timeZone: string };

/**
 * Minutes of the gaps between a child's consecutive actions that are at most ACTIVE_GAP_MINUTES
 * long, counted from `since` (a gap that began before it counts from it) up to the view's `now`.
 * `a` is the child's actions with the one before each (`prev`).
 */
const activeSince = (since: SQL) => sql`coalesce(round(sum(
    extract(epoch from a.minute - greatest(a.prev, ${since}))) filter (where a.minute > ${since}) / 60
  )::int, 0)`;

export const childProgressView = (db: Db) => ({
  /** The children of the scope, by nickname; an empty list when there are none (or none match). */
  async list(scope: ProgressScope, time: ViewTime): Promise<ChildProgress[]> {
    // Midnight today and 6 days before it, in the view's time zone
    // (docs/decisions/270-time-on-task.md), as moments.
    const starts = dayStarts(time.now, time.timeZone);
    const result = await db.execute(sql`
      with day_starts as (
        select ${starts.today}::timestamptz as today, ${starts.week}::timestamptz as week
      )
      select u.id, u.nickname, u.avatar_id, u.points, u.last_active_at,
        (select json_agg(json_build_object('moduleId', p.module_id, 'lessonId', p.lesson_id)
                         order by p.completed_at)
           from progress p where p.user_id = u.id and p.completed) as lessons,
        (select array_agg(distinct g.game_id) from game_scores g where g.user_id = u.id) as game_ids,
        (select json_agg(json_build_object(
                  'levelId', coalesce(s.level_id, r.level_id),
                  'stars', coalesce(s.stars, 0),
                  'runs', coalesce(r.runs, 0),
                  'fails', coalesce(r.fails_since_solve, 0))
                order by coalesce(s.level_id, r.level_id))
           from (select * from code_lab_solves where user_id = u.id) s
           full join (select * from code_lab_runs where user_id = u.id) r on r.level_id = s.level_id
        ) as code_lab,
        active.today as active_today, active.week as active_week
      from users u
        cross join day_starts d
        cross join lateral (
          select ${activeSince(sql`d.today`)} as today, ${activeSince(sql`d.week`)} as week
          from (
            select c.minute, lag(c.minute) over (order by c.minute) as prev
            from child_activity c
            where c.child_id = u.id
              and c.minute >= d.week - ${ACTIVE_GAP_MINUTES} * interval '1 minute'
              and c.minute <= ${time.now}::timestamptz
          ) a
          where a.minute - a.prev <= ${ACTIVE_GAP_MINUTES} * interval '1 minute'
        ) active
      where ${scopeWhere(scope)}
      order by lower(u.nickname), u.id`);
    return rowsOf<Row>(result).map(toChildProgress);
  },
});
