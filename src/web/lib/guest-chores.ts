// A guest's Chore Tracker list lives in the browser under `choreTracker`; it moves into the
// account at sign-up with the rest of the guest's data
// (docs/decisions/124-guest-chores-move-at-sign-up.md).
import { sanitizeChores, type Chore } from '../../domain/games/chores';
import { useBrowserValue } from './browser-value';

const GUEST_CHORES_KEY = 'choreTracker';

/** The valid chores in the browser; anything unreadable counts as none. */
export function readGuestChores(): Chore[] {
  try {
    const raw = window.localStorage.getItem(GUEST_CHORES_KEY);
    return raw === null ? [] : sanitizeChores(JSON.parse(raw));
  } catch (error) {
    console.warn('chores: could not read the saved list', error);
    return [];
  }
}

const NONE: Chore[] = [];
let lastRead: { raw: string | null; chores: Chore[] } | null = null;

/** The saved list, one value per stored text (useBrowserValue's `read`). */
function savedChoresSnapshot(): Chore[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(GUEST_CHORES_KEY);
  } catch {
    return NONE;
  }
  if (lastRead?.raw !== raw) lastRead = { raw, chores: raw === null ? NONE : readGuestChores() };
  return lastRead.chores;
}

/**
 * A guest's saved chores for a render: read from the browser after render there, and none on the
 * server, which has no saved list (docs/decisions/400-every-route-renders-without-a-browser.md).
 */
export const useSavedGuestChores = (): Chore[] => useBrowserValue(savedChoresSnapshot, NONE);

export function writeGuestChores(chores: Chore[]): boolean {
  try {
    window.localStorage.setItem(GUEST_CHORES_KEY, JSON.stringify(chores));
    return true;
  } catch (error) {
    console.warn('chores: could not save the list', error);
    return false;
  }
}

/** After the list moved into an account: it must not come back after sign-out. */
export function clearGuestChores(): void {
  try {
    window.localStorage.removeItem(GUEST_CHORES_KEY);
  } catch (error) {
    console.warn('chores: could not clear the saved list', error);
  }
}
