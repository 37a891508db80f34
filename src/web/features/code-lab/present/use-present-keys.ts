// Present mode's keys (docs/decisions/262-present-mode.md). Ada's puzzles: Alt+Shift+R runs,
// Alt+Shift+S or Page Down (a clicker's "next") steps, Alt+Shift+X or Page Up (its "back")
// resets. A game level: Alt+Shift+R or Page Down plays, Alt+Shift+C checks, Alt+Shift+X or Page
// Up stops (a game has no step: the clicker's "next" starts it, "back" stops it). Alt+Shift with
// a letter types nothing in a field and is not a screen reader's key; the page keys are left
// alone while a field or a list has the focus, where they move the caret or the choice.
import { useEffect, useRef } from 'react';
import type { RunShortcuts } from '../level/run-controls';

/** Which action each key asks for: Alt+Shift with a letter (by its place), and the page keys. */
export type PresentKeyMap<A extends string> = {
  letters: Readonly<Record<string, A>>;
  pageDown: A;
  pageUp: A;
};

export const RUN_KEYS: PresentKeyMap<'run' | 'step' | 'reset'> = {
  letters: { KeyR: 'run', KeyS: 'step', KeyX: 'reset' },
  pageDown: 'step',
  pageUp: 'reset',
};

export const PRESENT_SHORTCUTS: RunShortcuts = {
  run: 'Alt+Shift+R',
  step: 'Alt+Shift+S PageDown',
  reset: 'Alt+Shift+X PageUp',
};

export const GAME_KEYS: PresentKeyMap<'play' | 'check' | 'stop'> = {
  letters: { KeyR: 'play', KeyC: 'check', KeyX: 'stop' },
  pageDown: 'play',
  pageUp: 'stop',
};

/** The game's keys as `aria-keyshortcuts` says them, on its buttons. */
export const GAME_SHORTCUTS = {
  play: 'Alt+Shift+R PageDown',
  check: 'Alt+Shift+C',
  stop: 'Alt+Shift+X PageUp',
} as const;

type KeyEvent = Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key' | 'target'>;

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** The action a key asks for, or null. */
export function presentActionOf<A extends string>(keys: PresentKeyMap<A>, event: KeyEvent): A | null {
  if (event.ctrlKey || event.metaKey) return null;
  // By the key's place, not its character: on a Mac Alt+Shift+R types "‰".
  if (event.altKey && event.shiftKey) return keys.letters[event.code] ?? null;
  if (event.altKey || event.shiftKey || inField(event.target)) return null;
  if (event.key === 'PageDown') return keys.pageDown;
  if (event.key === 'PageUp') return keys.pageUp;
  return null;
}

export function usePresentKeys<A extends string>(keys: PresentKeyMap<A>, actions: Record<A, () => void>) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = presentActionOf(keys, event);
      if (!action || event.repeat) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);
}
