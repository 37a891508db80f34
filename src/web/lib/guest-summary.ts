// What a guest left on this device, counted for the questions of guest work (docs/product.md#the-family-page):
// "Whose work is this?" at sign-up and "Are they yours?" for a child
// (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
import { DRAFTS_NAME } from '../features/code-lab/drafts';
import { DEVICE_DRAWINGS_NAME } from '../features/code-lab/drawings/kept-drawings';
import { DEVICE_GAMES_NAME } from '../features/code-lab/game-studio/kept-games';
import { DEVICE_TUNES_NAME } from '../features/code-lab/sound-studio/kept-tunes';
import { DEVICE_HOUSES_NAME } from '../features/code-lab/neighbor-net/neighbor-net-path';
import { DEVICE_FINDERS_NAME } from '../features/code-lab/find-my-keys/find-my-keys-path';
import { readGuestChores } from './guest-chores';
import { guestStorage } from './guest-storage';
import { personStore } from './person-store';
import { hasGuestData } from './use-guest-data';

/** Set by /join on a class's shared device: its guest work is nobody's in particular. */
const CLASS_DEVICE_KEY = 'classDevice';

/**
 * The guest's work on this device: lessons finished, Code Lab levels solved or with a program
 * in progress, the studio's drawings, games with a score, and the guest's points.
 */
export type GuestSummary = {
  lessons: number;
  codeLabLevels: number;
  drawings: number;
  games: number;
  points: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The studio's drawings the guest keeps here (the studio reads each one defensively). */
function guestDrawings(): number {
  const stored = personStore.read('guest', DEVICE_DRAWINGS_NAME);
  return isRecord(stored) ? Object.keys(stored).length : 0;
}

/** The game and tune studios' games and tunes, NeighborNet's houses and Find My Keys' finders, the guest keeps here: they move with the rest, so there is something to claim. */
function guestMadeGames(): number {
  return [DEVICE_GAMES_NAME, DEVICE_TUNES_NAME, DEVICE_HOUSES_NAME, DEVICE_FINDERS_NAME].reduce((n, name) => {
    const stored = personStore.read('guest', name);
    return n + (isRecord(stored) ? Object.keys(stored).length : 0);
  }, 0);
}

/** The levels where the guest has a program with at least one block (an emptied one is nothing). */
function guestDraftLevels(): string[] {
  const stored = personStore.read('guest', DRAFTS_NAME);
  if (!isRecord(stored)) return [];
  return Object.entries(stored)
    .filter(([, program]) => isRecord(program) && Array.isArray(program.body) && program.body.length > 0)
    .map(([levelId]) => levelId);
}

const isClassDevice = (): boolean => {
  try {
    return window.localStorage.getItem(CLASS_DEVICE_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * What a guest did on this device, or null when there is nothing to move, or when this is a
 * class's device (never asked there by default).
 */
export function guestWorkToClaim(): GuestSummary | null {
  if (isClassDevice()) return null;
  const data = guestStorage.read();
  const drawings = guestDrawings();
  const drafts = guestDraftLevels();
  if (
    !hasGuestData(data) &&
    readGuestChores().length === 0 &&
    drawings === 0 &&
    guestMadeGames() === 0 &&
    drafts.length === 0
  )
    return null;
  const lessons = new Set(
    data.progress.filter((p) => p.completed).map((p) => `${p.moduleId}/${p.lessonId}`),
  );
  const levels = new Set([...data.codeLab.map((r) => r.levelId), ...drafts]);
  return {
    lessons: lessons.size,
    codeLabLevels: levels.size,
    drawings,
    games: new Set(data.gameScores.map((s) => s.gameId)).size,
    points: data.points,
  };
}

/**
 * Whose the guest's work is, as the grown-up signing up answered
 * (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
 */
export type WorkOwner = 'mine' | 'child';

/**
 * What sign-up does with the guest's work
 * (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md): it moves to the new account, as it
 * always did, unless there is work and the grown-up said it is their child's; then it stays on the
 * device, the guest's, until a child profile says "Yes, they are mine". With no work there is
 * nothing to ask, and what little the guest keeps (tries, hints) goes with the account.
 */
export function signUpMovesGuestWork(summary: GuestSummary | null, owner: WorkOwner | undefined): boolean {
  return summary === null || owner !== 'child';
}
