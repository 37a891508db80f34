// The Chore Tracker's list rules (docs/product.md#projects-and-the-chore-tracker), pure and shared by the app and the server.
import { z } from 'zod';
import { CHORES } from '../constants';

export type Chore = { id: string; name: string; points: number; done: boolean };

export const choreMessages = {
  nameEmpty: 'Please give your chore a name.',
  nameTooLong: `A chore name can be at most ${CHORES.nameMaxLength} letters long.`,
  pointsInvalid: `Points must be a whole number from ${CHORES.pointsMin} to ${CHORES.pointsMax}.`,
  tooMany: `Your list is full! You can have up to ${CHORES.maxChores} chores. Remove one to add another.`,
  badId: 'Each chore needs a short id.',
  duplicateId: 'Two chores have the same id.',
  badList: 'Please send your chores as a list.',
  badChore: 'Each chore needs an id, a name, points and done or not done.',
} as const;

const choreSchema = z.object(
  {
    id: z
      .string(choreMessages.badId)
      .regex(/^[A-Za-z0-9_-]+$/, choreMessages.badId)
      .min(1, choreMessages.badId)
      .max(CHORES.idMaxLength, choreMessages.badId),
    name: z
      .string(choreMessages.nameEmpty)
      .trim()
      .min(1, choreMessages.nameEmpty)
      .max(CHORES.nameMaxLength, choreMessages.nameTooLong),
    points: z
      .number(choreMessages.pointsInvalid)
      .int(choreMessages.pointsInvalid)
      .min(CHORES.pointsMin, choreMessages.pointsInvalid)
      .max(CHORES.pointsMax, choreMessages.pointsInvalid),
    done: z.boolean(choreMessages.badChore),
  },
  choreMessages.badChore,
);

export const choreListSchema = z
  .array(choreSchema, choreMessages.badList)
  .max(CHORES.maxChores, choreMessages.tooMany)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, choreMessages.duplicateId);

export type ChoreResult = { ok: true; chores: Chore[] } | { ok: false; message: string };

/** Checks a name the child typed; returns the trimmed name or a friendly reason. */
export function checkChoreName(
  name: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { ok: false, message: choreMessages.nameEmpty };
  if (trimmed.length > CHORES.nameMaxLength)
    return { ok: false, message: choreMessages.nameTooLong };
  return { ok: true, name: trimmed };
}

const isValidChorePoints = (points: number): boolean =>
  Number.isInteger(points) && points >= CHORES.pointsMin && points <= CHORES.pointsMax;

export function addChore(
  chores: readonly Chore[],
  input: { id: string; name: string; points: number },
): ChoreResult {
  if (chores.length >= CHORES.maxChores) return { ok: false, message: choreMessages.tooMany };
  const name = checkChoreName(input.name);
  if (!name.ok) return name;
  if (!isValidChorePoints(input.points)) return { ok: false, message: choreMessages.pointsInvalid };
  return {
    ok: true,
    chores: [...chores, { id: input.id, name: name.name, points: input.points, done: false }],
  };
}

/** Marks a chore done, or not done again (undo). */
export const toggleChore = (chores: readonly Chore[], id: string): Chore[] =>
  chores.map((c) => (c.id === id ? { ...c, done: !c.done } : c));

export const removeChore = (chores: readonly Chore[], id: string): Chore[] =>
  chores.filter((c) => c.id !== id);

/** The total points of the chores that are done. */
export const donePoints = (chores: readonly Chore[]): number =>
  chores.reduce((total, c) => (c.done ? total + c.points : total), 0);

/** Keeps only valid chores from untrusted data (e.g. hand-edited browser storage). */
export function sanitizeChores(value: unknown): Chore[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: Chore[] = [];
  for (const item of value) {
    const parsed = choreSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    out.push(parsed.data);
    if (out.length === CHORES.maxChores) break;
  }
  return out;
}

/**
 * A guest's list moving into an account (docs/decisions/124-guest-chores-move-at-sign-up.md): the
 * account's chores stay first, then each guest chore whose id the account does not have yet, while
 * the list has room. Moving the same list twice adds nothing the second time.
 */
export function mergeChores(
  account: readonly Chore[],
  guest: readonly Chore[],
): { chores: Chore[]; added: number } {
  const ids = new Set(account.map((c) => c.id));
  const chores = [...account];
  for (const chore of guest) {
    if (chores.length >= CHORES.maxChores) break;
    if (ids.has(chore.id)) continue;
    ids.add(chore.id);
    chores.push(chore);
  }
  return { chores, added: chores.length - account.length };
}
