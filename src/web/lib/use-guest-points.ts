import { useSyncExternalStore } from 'react';
import { guestDataReader } from './guest-data-read';

// Reading parses storage, so the value is cached until guest storage says it changed.
let cached: number | null = null;

const subscribe = (listener: () => void) => {
  cached = null;
  return guestDataReader.subscribe(() => {
    cached = null;
    listener();
  });
};

const snapshot = (): number => (cached ??= guestDataReader.read().points);

/** The guest's points from browser storage, kept live across writes and other tabs. */
export const useGuestPoints = (): number => useSyncExternalStore(subscribe, snapshot, () => 0);
