// Turns a guest-transfer body into the records that can earn something. Invalid records are
// skipped (and counted), never fatal: guest storage may be old, corrupt or hand-edited.
import type { z } from 'zod';
import { choreListSchema, type Chore } from '../../../domain/games/chores';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import { guestCodeLabRecord } from '../../../domain/api/code-lab-api';
import { GAME_DAILY_AWARD_LIMIT } from '../../../domain/constants';
import { isValidGameScore } from '../../../domain/games/games';
import {
  guestActivityRecord,
  guestGameScoreRecord,
  guestProgressRecord,
  type transferGuestProgressBody,
} from '../../../domain/api/progress-api';
import { words, type Words } from '../../i18n/words';
import { choreWords } from '../games/chore-words';
import { activityDone, gradeLesson } from './graded-work';
import { isKnownActivity, openLessonOrUndefined } from './learning-awards';

export type TransferRecords = {
  lessons: { lesson: CurriculumLesson; completedAt: Date }[];
  /** Activities whose evidence shows them done (a bare id pays nothing). */
  activities: { activityId: string; evidence: unknown }[];
  /**
   * `earns: false`: older than GUEST_PLAY_AWARD_DAYS, or past the first GAME_DAILY_AWARD_LIMIT
   * plays of its game in this transfer: kept as a score that earns nothing.
   */
  gameScores: { gameId: string; score: number; completedAt: Date; earns: boolean }[];
  /** One program per level (the first one sent), checked and run again when it is moved. */
  codeLab: { levelId: string; program: unknown }[];
  /** The guest's Chore Tracker list (docs/decisions/124-guest-chores-move-at-sign-up.md). */
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
 * the last 30 days (docs/decisions/090-old-guest-plays-earn-nothing.md). Plays count towards the
 * daily cap of the day they were played, and a guest's clock is the guest's own: without a bound,
 * hand-edited plays spread over past years would earn without end.
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
    // docs/product.md#guest-mode-and-transfer: each lesson is graded again like a live completion;
    // one without its answers (older storage) or failing counts for nothing.
    const graded =
      parsed.success && lesson !== undefined &&
      gradeLesson(lesson, { answers: parsed.data.answers, activity: parsed.data.activity }) === 'passed';
    if (!parsed.success || !lesson || !graded) {
      skipped++;
      continue;
    }
    if (!lessons.has(lesson.id))
      lessons.set(lesson.id, { lesson, completedAt: pastDate(parsed.data.completedAt, now) });
  }

  const activities = new Map<string, unknown>();
  for (const item of body.activities ?? []) {
    const parsed = guestActivityRecord.safeParse(item);
    // A bare id (older storage) carries no evidence: it pays nothing.
    const record = parsed.success && typeof parsed.data !== 'string' ? parsed.data : undefined;
    if (record && isKnownActivity(record.activityId) && activityDone(record.activityId, record.activity))
      activities.set(record.activityId, record.activity);
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
  // docs/product.md#guest-mode-and-transfer: whatever their dates, a transfer's plays earn for at
  // most one day's cap of each game (a guest's clock is the guest's own).
  const earning = new Map<string, number>();
  for (const play of gameScores) {
    if (!play.earns) continue;
    const n = (earning.get(play.gameId) ?? 0) + 1;
    earning.set(play.gameId, n);
    if (n > GAME_DAILY_AWARD_LIMIT) play.earns = false;
  }

  const codeLab = new Map<string, unknown>();
  for (const item of body.codeLab ?? []) {
    const parsed = guestCodeLabRecord.safeParse(item);
    if (!parsed.success || codeLab.has(parsed.data.levelId)) skipped++;
    else codeLab.set(parsed.data.levelId, parsed.data.program);
  }

  return {
    records: {
      lessons: [...lessons.values()],
      activities: [...activities].map(([activityId, evidence]) => ({ activityId, evidence })),
      gameScores,
      codeLab: [...codeLab].map(([levelId, program]) => ({ levelId, program })),
      chores,
    },
    skipped,
  };
}
