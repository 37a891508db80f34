// The Chore Tracker's list and where it is kept: the browser for a guest, the account (GET/PUT
// /api/chores) when signed in. Signed-in changes are sent shortly after the last edit, one
// request at a time, so the server always ends up with the newest list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Chore } from '../../../domain/games/chores';
import { useSavedGuestChores, writeGuestChores } from '../../lib/guest-chores';
import { CHORES_QUERY_KEY, choresQueryOptions, putChores } from './chores-api';
const SAVE_AFTER_MS = 400;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export function useChoreList(signedIn: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery({ ...choresQueryOptions(), enabled: signedIn });
  const saved = useSavedGuestChores();
  const [edited, setEdited] = useState<Chore[] | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');

  const latest = useRef<Chore[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const dirty = useRef(false);

  const send = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      dirty.current = true;
      return;
    }
    inFlight.current = true;
    dirty.current = false;
    try {
      const answer = await putChores(latest.current);
      queryClient.setQueryData(CHORES_QUERY_KEY, answer);
      if (!dirty.current) setSaveState('saved');
    } catch (error) {
      console.warn('chores: could not save', error);
      if (!dirty.current) setSaveState('error');
    } finally {
      inFlight.current = false;
      if (dirty.current) void send();
    }
  }, [queryClient]);

  // Leaving the page sends a change that is still waiting.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
        void send();
      }
    },
    [send],
  );

  const chores: Chore[] | null = edited ?? (signedIn ? (server.data?.chores ?? null) : saved);
  // Two quick edits before a re-render must each build on the one before.
  const current = useRef(chores);
  current.current = chores;

  const update = (change: (list: Chore[]) => Chore[]) => {
    if (current.current === null) return;
    const next = change(current.current);
    current.current = next;
    setEdited(next);
    latest.current = next;
    if (!signedIn) {
      setSaveState(writeGuestChores(next) ? 'saved' : 'error');
      return;
    }
    setSaveState('saving');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void send();
    }, SAVE_AFTER_MS);
  };

  return {
    chores,
    isLoading: signedIn && server.isLoading,
    loadFailed: signedIn && server.isError,
    saveState,
    update,
  };
}

/** A short random id (works on plain-http LAN addresses too, unlike randomUUID). */
export function newChoreId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
