import { useSyncExternalStore } from 'react';
import type { GuestData } from './guest-data-read';
import { guestDataNow, subscribeToGuestData } from './guest-data-live';

// useSyncExternalStore needs a stable snapshot: read once, re-read only after a change.
let snapshot: GuestData | null = null;
const emptySnapshot: GuestData = {
  points: 0,
  progress: [],
  gameScores: [],
  activities: [],
  activityEvidence: {},
  codeLab: [],
};

const subscribe = (onChange: () => void) =>
  subscribeToGuestData(() => {
    snapshot = null;
    onChange();
  });

const getSnapshot = (): GuestData => {
  snapshot ??= guestDataNow();
  return snapshot ?? emptySnapshot;
};

/** The guest's data, kept live as lessons and games add to it (also across tabs). */
export const useGuestData = (): GuestData =>
  useSyncExternalStore(subscribe, getSnapshot, () => emptySnapshot);

/** Whether the guest has anything worth saving to an account. */
export const hasGuestData = (data: GuestData): boolean =>
  data.points > 0 ||
  data.progress.length > 0 ||
  data.gameScores.length > 0 ||
  data.activities.length > 0 ||
  data.codeLab.length > 0;
