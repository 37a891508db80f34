// docs/product.md#offline: a signed-in save that fails because the network is down is kept in the browser
// and sent again when the network returns (the 'online' event) or on the next app start.
// The server's idempotent award keys make a repeated send harmless: nothing is awarded twice.
import { ApiError } from './api';
import type { ActivityEvidence, LessonWork } from './guest-data-read';

// Each save keeps the work the server grades (docs/product/lessons.md#graded-by-the-server); one
// queued before without it is sent as it is, and the server refuses it kindly (a 422).
export type PendingSave =
  | { userId: number; kind: 'progress'; moduleId: string; lessonId: string; work?: LessonWork }
  | { userId: number; kind: 'activity'; activityId: string; activity?: ActivityEvidence };

export const PENDING_SAVES_KEY = 'pendingSaves';
const MAX_PENDING = 50;

const isId = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9-]{1,64}$/.test(v);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(value: unknown): PendingSave[] {
  if (!Array.isArray(value)) return [];
  const out: PendingSave[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const s = item as Record<string, unknown>;
    if (!Number.isInteger(s.userId)) continue;
    const userId = s.userId as number;
    if (s.kind === 'progress' && isId(s.moduleId) && isId(s.lessonId)) {
      const work = isObject(s.work) && isObject(s.work.answers) ? (s.work as LessonWork) : undefined;
      out.push({ userId, kind: 'progress', moduleId: s.moduleId, lessonId: s.lessonId, ...(work ? { work } : {}) });
    } else if (s.kind === 'activity' && isId(s.activityId)) {
      const activity = isObject(s.activity) ? s.activity : undefined;
      out.push({ userId, kind: 'activity', activityId: s.activityId, ...(activity ? { activity } : {}) });
    }
  }
  return out.slice(-MAX_PENDING);
}

export function readPendingSaves(storage: Storage = window.localStorage): PendingSave[] {
  try {
    const raw = storage.getItem(PENDING_SAVES_KEY);
    return raw === null ? [] : parse(JSON.parse(raw));
  } catch (error) {
    console.warn('pending saves: could not read', error);
    return [];
  }
}

function writePendingSaves(saves: PendingSave[], storage: Storage): void {
  try {
    if (saves.length === 0) storage.removeItem(PENDING_SAVES_KEY);
    else storage.setItem(PENDING_SAVES_KEY, JSON.stringify(saves.slice(-MAX_PENDING)));
  } catch (error) {
    console.warn('pending saves: could not save', error);
  }
}

const sameSave = (a: PendingSave, b: PendingSave): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Adds a save to the queue once (the same save twice is kept once). */
export function queueSave(save: PendingSave, storage: Storage = window.localStorage): void {
  const saves = readPendingSaves(storage);
  if (saves.some((s) => sameSave(s, save))) return;
  writePendingSaves([...saves, save], storage);
}

let flushing: Promise<number> | null = null;

/** A 401: the session has ended (expired, signed out elsewhere), not a bad save. */
export const isSignedOutError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/**
 * Sends the user's queued saves in order. A save that reaches the server leaves the queue
 * (a 4xx answer too: sending it again would not help; it is logged). A network error or a
 * server error (5xx) stops the flush and keeps the rest for later. A 401 stops it too and
 * keeps every save for when that learner signs in again
 * (docs/decisions/087-offline-queue-after-a-401.md). Other users' saves stay. Returns how many
 * saves the server accepted.
 */
export function flushPendingSaves(
  userId: number,
  send: (save: PendingSave) => Promise<void>,
  storage: Storage = window.localStorage,
): Promise<number> {
  if (flushing) return flushing;
  // Set the lock before the work runs: with nothing queued the async body finishes at once,
  // so clearing the lock inside it would run before the lock was even set.
  const run = (async () => {
    let accepted = 0;
    for (const save of readPendingSaves(storage).filter((s) => s.userId === userId)) {
      try {
        await send(save);
        accepted++;
      } catch (error) {
        const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (!clientError || isSignedOutError(error)) break;
        console.warn('pending saves: the server refused a queued save; dropping it', error);
      }
      writePendingSaves(
        readPendingSaves(storage).filter((s) => !sameSave(s, save)),
        storage,
      );
    }
    return accepted;
  })();
  flushing = run;
  void run
    .finally(() => {
      if (flushing === run) flushing = null;
    })
    .catch(() => {});
  return run;
}
