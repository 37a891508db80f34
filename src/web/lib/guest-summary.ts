// What a guest left on this device (the studio's drawings too), counted for "Are they yours?" (docs/product.md#the-family-page).
import { DEVICE_DRAWINGS_NAME } from '../features/code-lab/drawings/device-drawings';
import { readGuestChores } from './guest-chores';
import { guestStorage } from './guest-storage';
import { personStore } from './person-store';
import { hasGuestData } from './use-guest-data';

/** Set by /join on a class's shared device: its guest work is nobody's in particular. */
const CLASS_DEVICE_KEY = 'classDevice';

export type GuestSummary = { lessons: number; codeLabLevels: number; drawings: number };

/** The studio's drawings the guest keeps here (the studio reads each one defensively). */
function guestDrawings(): number {
  const stored = personStore.read('guest', DEVICE_DRAWINGS_NAME);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? Object.keys(stored).length
    : 0;
}

const isClassDevice = (): boolean => {
  try {
    return window.localStorage.getItem(CLASS_DEVICE_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The lessons and Code Lab levels a guest finished on this device, or null when there is
 * nothing to move, or when this is a class's device (never asked there by default).
 */
export function guestWorkToClaim(): GuestSummary | null {
  if (isClassDevice()) return null;
  const data = guestStorage.read();
  const drawings = guestDrawings();
  if (!hasGuestData(data) && readGuestChores().length === 0 && drawings === 0) return null;
  const lessons = new Set(
    data.progress.filter((p) => p.completed).map((p) => `${p.moduleId}/${p.lessonId}`),
  );
  return { lessons: lessons.size, codeLabLevels: data.codeLab.length, drawings };
}
