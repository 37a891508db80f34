// Everything we keep about one child, for their grown-up to download
// (docs/decisions/153-deletes-leave-no-row.md): the profile and every table that holds their work.
// The points ledger is read through the points module, its only home.
import { asc, desc, eq } from 'drizzle-orm';
import { levelForPoints } from '../../../domain/constants';
import type { childExportResponse } from '../../../domain/api/family-api';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Program } from '../../../domain/code-lab/program';
import {
  childActivity,
  chores,
  codeLabDrawings,
  codeLabPrograms,
  codeLabRuns,
  codeLabSolves,
  codeLabWorlds,
  gameDayPlays,
  gameScores,
  progress,
} from '../../db/schema/index';
import { ledgerHistory } from '../points/ledger-history-repository';
import type { ChildRow } from './family-repository';

type ChildExport = z.output<typeof childExportResponse>;

export async function exportChild(db: Db, child: ChildRow, now = new Date()): Promise<ChildExport> {
  const id = child.id;
  const [
    lessons,
    ledger,
    scores,
    plays,
    choreRows,
    solves,
    programs,
    runs,
    worlds,
    drawings,
    activity,
  ] = await Promise.all([
      db
        .select({
          moduleId: progress.moduleId,
          lessonId: progress.lessonId,
          completedAt: progress.completedAt,
        })
        .from(progress)
        .where(eq(progress.userId, id))
        .orderBy(asc(progress.completedAt), asc(progress.moduleId), asc(progress.lessonId)),
      ledgerHistory(db, id),
      db
        .select({
          gameId: gameScores.gameId,
          score: gameScores.score,
          pointsAwarded: gameScores.pointsAwarded,
          createdAt: gameScores.createdAt,
        })
        .from(gameScores)
        .where(eq(gameScores.userId, id))
        .orderBy(asc(gameScores.createdAt), asc(gameScores.id)),
      db
        .select({ gameId: gameDayPlays.gameId, day: gameDayPlays.day, plays: gameDayPlays.plays })
        .from(gameDayPlays)
        .where(eq(gameDayPlays.userId, id))
        .orderBy(asc(gameDayPlays.day), asc(gameDayPlays.gameId)),
      db.select({ items: chores.items }).from(chores).where(eq(chores.userId, id)),
      db
        .select({
          levelId: codeLabSolves.levelId,
          stars: codeLabSolves.stars,
          program: codeLabSolves.program,
          firstSolvedAt: codeLabSolves.firstSolvedAt,
          solvedAt: codeLabSolves.solvedAt,
        })
        .from(codeLabSolves)
        .where(eq(codeLabSolves.userId, id))
        .orderBy(asc(codeLabSolves.firstSolvedAt), asc(codeLabSolves.levelId)),
      db
        .select({
          levelId: codeLabPrograms.levelId,
          program: codeLabPrograms.program,
          updatedAt: codeLabPrograms.updatedAt,
        })
        .from(codeLabPrograms)
        .where(eq(codeLabPrograms.userId, id))
        .orderBy(asc(codeLabPrograms.levelId)),
      db
        .select({
          levelId: codeLabRuns.levelId,
          runs: codeLabRuns.runs,
          failsSinceSolve: codeLabRuns.failsSinceSolve,
          fails: codeLabRuns.fails,
          lastRunAt: codeLabRuns.lastRunAt,
        })
        .from(codeLabRuns)
        .where(eq(codeLabRuns.userId, id))
        .orderBy(asc(codeLabRuns.levelId)),
      db
        .select({ gameId: codeLabWorlds.gameId, levelIds: codeLabWorlds.levelIds })
        .from(codeLabWorlds)
        .where(eq(codeLabWorlds.userId, id))
        .orderBy(asc(codeLabWorlds.gameId)),
      // Every kind of creation (docs/decisions/393-creations-by-kind.md): drawings stay under
      // `drawings`, the other kinds go under `creations`, each with its kind.
      db
        .select({
          kind: codeLabDrawings.kind,
          title: codeLabDrawings.title,
          program: codeLabDrawings.program,
          createdAt: codeLabDrawings.createdAt,
          updatedAt: codeLabDrawings.updatedAt,
        })
        .from(codeLabDrawings)
        .where(eq(codeLabDrawings.userId, id))
        .orderBy(desc(codeLabDrawings.createdAt), desc(codeLabDrawings.id)),
      db
        .select({ minute: childActivity.minute, kind: childActivity.kind })
        .from(childActivity)
        .where(eq(childActivity.childId, id))
        .orderBy(asc(childActivity.minute), asc(childActivity.kind)),
    ]);
  return {
    exportedAt: now,
    profile: {
      id,
      nickname: child.nickname ?? '',
      avatarId: child.avatarId,
      points: child.points,
      level: levelForPoints(child.points),
      createdAt: child.createdAt,
      lastActiveAt: child.lastActiveAt,
    },
    progress: lessons,
    pointsLedger: ledger,
    gameScores: scores,
    gamePlays: plays.map((row) => ({ ...row, day: String(row.day) })),
    chores: choreRows[0]?.items ?? [],
    codeLab: {
      solves,
      programs,
      runs,
      worlds,
      drawings: drawings
        .filter((row): row is typeof row & { program: Program } => row.kind === 'drawing')
        .map(({ kind: _kind, ...drawing }) => drawing),
      creations: drawings.filter((row) => row.kind !== 'drawing'),
    },
    activity,
  };
}
