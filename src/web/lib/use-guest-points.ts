import { useSyncExternalStore } from 'react';
import { guestDataNow, subscribeToGuestData } from './guest-data-live';

// Reading parses storage, so the value is cached until guest storage says it changed.
let cached: number | null = null;

const subscribe = (listener: () => void) => {
  cached = null;
  return subscribeToGuestData(() => {
    cached = null;
    listener();
  });
};

const snapshot = (): number => {
  if (cached === null) cached = guestDataNow()?.points ?? null;
  return cached ?? 0;
};

/** The guest's points from browser storage, kept live across writes and other tabs. */
export const useGuestPoints = (): number => useSyncExternalStore(subscribe, snapshot, () => 0);
