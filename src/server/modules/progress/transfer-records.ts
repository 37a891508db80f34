// Turns a guest-transfer body into the records that can earn something. Invalid records are
// skipped (and counted), never fatal: guest storage may be old, corrupt or hand-edited.
import type { z } from 'zod';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { isValidGameScore } from '../../../domain/games';
import {
  guestActivityRecord,
  guestGameScoreRecord,
  guestProgressRecord,
  type transferGuestProgressBody,
} from '../../../domain/progress-api';
import { isKnownActivity, openLessonOrUndefined } from './learning-awards';

export type TransferRecords = {
  lessons: { lesson: CurriculumLesson; completedAt: Date }[];
  activities: string[];
  gameScores: { gameId: string; score: number; completedAt: Date }[];
};

/** A guest's own timestamp when it is a real past moment; otherwise now. */
function pastDate(value: string | undefined, now: Date): Date {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) || time > now.getTime() ? now : new Date(time);
}

export function parseTransfer(
  body: z.infer<typeof transferGuestProgressBody>,
  now: Date,
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
    // Unknown games and impossible scores are skipped (DESIGN §6 validates every score).
    if (!parsed.success || !isValidGameScore(parsed.data.gameId, parsed.data.score)) {
      skipped++;
      continue;
    }
    gameScores.push({
      gameId: parsed.data.gameId,
      score: parsed.data.score,
      completedAt: pastDate(parsed.data.completedAt, now),
    });
  }
  // The daily limit counts the first plays of a day: apply it in the order they were played.
  gameScores.sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());

  return {
    records: { lessons: [...lessons.values()], activities: [...activities], gameScores },
    skipped,
  };
}
