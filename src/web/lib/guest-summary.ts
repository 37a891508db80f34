// What a guest left on this device, counted for "Are they yours?" (docs/product.md#the-family-page).
import { readGuestChores } from './guest-chores';
import { guestStorage } from './guest-storage';
import { hasGuestData } from './use-guest-data';

/** Set by /join on a class's shared device: its guest work is nobody's in particular. */
const CLASS_DEVICE_KEY = 'classDevice';

export type GuestSummary = { lessons: number; codeLabLevels: number };

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
  if (!hasGuestData(data) && readGuestChores().length === 0) return null;
  const lessons = new Set(
    data.progress.filter((p) => p.completed).map((p) => `${p.moduleId}/${p.lessonId}`),
  );
  return { lessons: lessons.size, codeLabLevels: data.codeLab.length };
}
