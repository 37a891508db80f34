// Present mode's keys (docs/decisions/262-present-mode.md): Alt+Shift+R runs, Alt+Shift+S or Page
// Down (a clicker's "next") steps, Alt+Shift+X or Page Up (its "back") resets. Alt+Shift with a
// letter types nothing in a field and is not a screen reader's key; the page keys are left alone
// while a field or a list has the focus, where they move the caret or the choice.
import { useEffect, useRef } from 'react';
import type { RunShortcuts } from '../level/run-controls';

export const PRESENT_SHORTCUTS: RunShortcuts = {
  run: 'Alt+Shift+R',
  step: 'Alt+Shift+S PageDown',
  reset: 'Alt+Shift+X PageUp',
};

type Actions = { run: () => void; step: () => void; reset: () => void };

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** The action a key asks for, or null. */
function actionOf(event: KeyboardEvent): keyof Actions | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey && event.shiftKey) {
    // By the key's place, not its character: on a Mac Alt+Shift+R types "‰".
    if (event.code === 'KeyR') return 'run';
    if (event.code === 'KeyS') return 'step';
    if (event.code === 'KeyX') return 'reset';
    return null;
  }
  if (event.altKey || event.shiftKey || inField(event.target)) return null;
  if (event.key === 'PageDown') return 'step';
  if (event.key === 'PageUp') return 'reset';
  return null;
}

export function usePresentKeys(actions: Actions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = actionOf(event);
      if (!action || event.repeat) return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
