// A level's tries and opened hints, kept for each person on this device (docs/product.md#what-a-device-keeps),
// so a reload shows the same hints open. Hints open after 2, 4 and 6 tries
// (docs/decisions/179-what-counts-as-a-try.md).
import { useAfterHydration } from '../../../lib/browser-value';
import { useCallback, useState } from 'react';
import { personStore, usePersonKey, type PersonKey } from '../../../lib/person-store';

export const TRIES_NAME = 'codeLab.tries';
const HINT_AFTER_TRIES = [2, 4, 6] as const;

export type LevelTries = { tries: number; hintsOpen: number };
const none: LevelTries = { tries: 0, hintsOpen: 0 };

export const hintsOpenAfter = (tries: number): number => HINT_AFTER_TRIES.filter((n) => tries >= n).length;
/** How many tries until the next hint opens, or null when all are open. */
export function triesToNextHint(t: LevelTries): number | null {
  const next = HINT_AFTER_TRIES[t.hintsOpen];
  return next === undefined ? null : Math.max(1, next - t.tries);
}

const count = (v: unknown, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? Math.min(v, max) : null;

/** Every level's entry that has the right shape; anything else is left out. */
function readAll(person: PersonKey): Record<string, LevelTries> {
  const stored = personStore.read(person, TRIES_NAME);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const all: Record<string, LevelTries> = {};
  for (const [levelId, entry] of Object.entries(stored)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const tries = count((entry as Record<string, unknown>).tries, 10_000);
    const hintsOpen = count((entry as Record<string, unknown>).hintsOpen, HINT_AFTER_TRIES.length);
    if (tries !== null && hintsOpen !== null) all[levelId] = { tries, hintsOpen };
  }
  return all;
}

export const readTries = (person: PersonKey, levelId: string): LevelTries => readAll(person)[levelId] ?? none;

/** One more try of a level: kept, and returned with the hints it opens. */
export function addTry(person: PersonKey | null, levelId: string, before: LevelTries): LevelTries {
  const all = person ? readAll(person) : {};
  const was = all[levelId] ?? before;
  const tries = was.tries + 1;
  const next = { tries, hintsOpen: Math.max(was.hintsOpen, hintsOpenAfter(tries)) };
  if (person) personStore.write(person, TRIES_NAME, { ...all, [levelId]: next });
  return next;
}

/** This person's tries of a level; they follow a switch of person (sign-in, sign-out). */
export function useTries(levelId: string) {
  const person = usePersonKey();
  const key = `${person}:${levelId}`;
  const [counted, setCounted] = useState<{ key: string; value: LevelTries } | null>(null);
  // Kept on the device: read once the page is awake (none in the server's render and the first).
  const awake = useAfterHydration();
  const value = counted?.key === key ? counted.value : person && awake ? readTries(person, levelId) : none;
  const countTry = useCallback(() => {
    setCounted({ key, value: addTry(person, levelId, value) });
  }, [key, person, levelId, value]);
  return { ...value, countTry };
}
