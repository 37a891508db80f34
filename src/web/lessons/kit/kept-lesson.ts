// docs/product/lessons.md#kept-until-done and docs/decisions/390-a-lesson-keeps-its-done-parts.md:
// a lesson's done parts (the answers that passed its quiz, its activity's evidence) are kept on
// this device for one person until Complete Lesson, in the per-person store
// (docs/product.md#what-a-device-keeps): one record, lesson id → what is done. Usage:
//   const kept = keptLessonWork('user-4', 'functions');   // { answers: {...} | null, evidence: {...} | null }
//   keepLessonWork('user-4', 'functions', { answers });     // after a pass (null: Try Again cleared it)
//   forgetLessonWork('user-4', 'functions');               // after Complete Lesson
// What is read is checked: the server grades it again at Complete Lesson anyway.
import type { QuizAnswers } from '../../../domain/lessons/quiz';
import type { ActivityEvidence } from '../../lib/guest-data-read';
import { personStore, type PersonKey } from '../../lib/person-store';

export type KeptLessonWork = { answers: QuizAnswers | null; evidence: ActivityEvidence | null };

const NAME = 'lessons.kept';
export const NOTHING_KEPT: KeptLessonWork = { answers: null, evidence: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const answersOf = (value: unknown): QuizAnswers | null =>
  isRecord(value) && Object.values(value).every((answer) => typeof answer === 'string') && Object.keys(value).length > 0
    ? (value as QuizAnswers)
    : null;

function allKept(person: PersonKey): Record<string, unknown> {
  const all = personStore.read(person, NAME);
  return isRecord(all) ? all : {};
}

export function keptLessonWork(person: PersonKey, lessonId: string): KeptLessonWork {
  const entry = allKept(person)[lessonId];
  if (!isRecord(entry)) return NOTHING_KEPT;
  return { answers: answersOf(entry.answers), evidence: isRecord(entry.evidence) ? entry.evidence : null };
}

export function keepLessonWork(person: PersonKey, lessonId: string, part: Partial<KeptLessonWork>): void {
  const work = { ...keptLessonWork(person, lessonId), ...part };
  const all = allKept(person);
  if (work.answers === null && work.evidence === null) delete all[lessonId];
  else all[lessonId] = work;
  personStore.write(person, NAME, all);
}

export const forgetLessonWork = (person: PersonKey, lessonId: string): void =>
  keepLessonWork(person, lessonId, NOTHING_KEPT);
