// Turns a guest-transfer body into the records that can earn something. Invalid records are
// skipped (and counted), never fatal: guest storage may be old, corrupt or hand-edited.
import type { z } from 'zod';
import { choreListSchema, type Chore } from '../../../domain/chores';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { guestCodeLabRecord } from '../../../domain/code-lab-api';
import { isValidGameScore } from '../../../domain/games';
import {
  guestActivityRecord,
  guestGameScoreRecord,
  guestProgressRecord,
  type transferGuestProgressBody,
} from '../../../domain/progress-api';
import { words, type Words } from '../../i18n/words';
import { choreWords } from '../games/chore-words';
import { isKnownActivity, openLessonOrUndefined } from './learning-awards';

export type TransferRecords = {
  lessons: { lesson: CurriculumLesson; completedAt: Date }[];
  activities: string[];
  /** `earns: false`: older than GUEST_PLAY_AWARD_DAYS, kept as a score that earns nothing. */
  gameScores: { gameId: string; score: number; completedAt: Date; earns: boolean }[];
  /** One program per level (the first one sent), checked and run again when it is moved. */
  codeLab: { levelId: string; program: unknown }[];
  /** The guest's Chore Tracker list (decision 124). */
  chores: Chore[];
};

/**
 * The guest's chores are checked whole with the rules of PUT /api/chores: the app keeps only
 * valid chores in the browser, so a bad list is a bad request, not old storage. Returns the
 * list, or the message naming what is wrong.
 */
export function parseTransferChores(
  value: unknown,
): { ok: true; chores: Chore[] } | { ok: false; words: Words } {
  if (value === undefined) return { ok: true, chores: [] };
  const parsed = choreListSchema.safeParse(value);
  if (parsed.success) return { ok: true, chores: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `chores.${issue.path.join('.')}` : 'chores';
  return {
    ok: false,
    words: words('server.http.invalidField', {
      where: 'body',
      field: where,
      why: choreWords(issue?.message, words('server.progress.notAChoreList')),
    }),
  };
}

/**
 * A guest's game plays earn points when they move to an account only if they were played in
 * the last 30 days (decision 090). Plays count towards the daily cap of the day they were
 * played, and a guest's clock is the guest's own: without a bound, hand-edited plays spread
 * over past years would earn without end.
 */
const GUEST_PLAY_AWARD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A guest's own timestamp when it is a real past moment; otherwise now. */
function pastDate(value: string | undefined, now: Date): Date {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
}

export function parseTransfer(
  body: z.infer<typeof transferGuestProgressBody>,
  now: Date,
  chores: Chore[] = [],
): { records: TransferRecords; skipped: number } {
  let skipped = 0;
  const lessons = new Map<string, { lesson: CurriculumLesson; completedAt: Date }>();
  for (const item of body.guestProgress) {
    const parsed = guestProgressRecord.safeParse(item);
    const lesson =
      parsed.success && parsed.data.completed !== false
        ? openLessonOrUndefined(parsed.data.moduleId, parsed.data.lessonId)
        : undefined;
    if (!parsed.success || !lesson) {
      skipped++;
      continue;
    }
    if (!lessons.has(lesson.id))
      lessons.set(lesson.id, { lesson, completedAt: pastDate(parsed.data.completedAt, now) });
  }

  const activities = new Set<string>();
  for (const item of body.activities ?? []) {
    const parsed = guestActivityRecord.safeParse(item);
    if (parsed.success && isKnownActivity(parsed.data)) activities.add(parsed.data);
    else skipped++;
  }

  const gameScores: TransferRecords['gameScores'] = [];
  for (const item of body.gameScores ?? []) {
    const parsed = guestGameScoreRecord.safeParse(item);
    // Unknown games and impossible scores are skipped (every score is validated: docs/product.md#games-and-scores).
    if (!parsed.success || !isValidGameScore(parsed.data.gameId, parsed.data.score)) {
      skipped++;
      continue;
    }
    const completedAt = pastDate(parsed.data.completedAt, now);
    gameScores.push({
      gameId: parsed.data.gameId,
      score: parsed.data.score,
      completedAt,
      earns: now.getTime() - completedAt.getTime() <= GUEST_PLAY_AWARD_DAYS * DAY_MS,
    });
  }
  // The daily limit counts the first plays of a day: apply it in the order they were played.
  gameScores.sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());

  const codeLab = new Map<string, unknown>();
  for (const item of body.codeLab ?? []) {
    const parsed = guestCodeLabRecord.safeParse(item);
    if (!parsed.success || codeLab.has(parsed.data.levelId)) skipped++;
    else codeLab.set(parsed.data.levelId, parsed.data.program);
  }

  return {
    records: {
      lessons: [...lessons.values()],
      activities: [...activities],
      gameScores,
      codeLab: [...codeLab].map(([levelId, program]) => ({ levelId, program })),
      chores,
    },
    skipped,
  };
}
