import { useSyncExternalStore } from 'react';

// The sign-in / sign-up dialog lives once in the layout; anything can open it from here.
export type AuthTab = 'sign-up' | 'sign-in';
type State = { open: boolean; tab: AuthTab };

let state: State = { open: false, tab: 'sign-up' };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};

/** docs/product.md#sign-in-and-sign-up: the dialog opens on Sign Up unless asked otherwise. */
export const openAuthDialog = (tab: AuthTab = 'sign-up') => set({ open: true, tab });
export const closeAuthDialog = () => set({ ...state, open: false });
export const setAuthDialogTab = (tab: AuthTab) => set({ ...state, tab });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthDialog = (): State => useSyncExternalStore(subscribe, () => state, () => state);
