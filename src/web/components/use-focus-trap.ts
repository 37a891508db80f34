// Keeps the keyboard inside a modal that is not a Radix dialog (the game played full screen,
// docs/product/code-lab.md#the-game-studio): Tab from the last control goes to the first and
// Shift+Tab from the first to the last, and focus that lands outside (a screen reader's cursor,
// a click on the page behind) comes back to the first control. Escape and where the focus goes on
// leaving are the modal's own.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The box's controls a Tab reaches, in order: the ones shown. */
function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

export function useFocusTrap(box: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inside = box.current;
      if (event.key !== 'Tab' || event.defaultPrevented || !inside) return;
      const items = focusables(inside);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !(active instanceof Node && inside.contains(active));
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const inside = box.current;
      if (inside && event.target instanceof Node && !inside.contains(event.target)) focusables(inside)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [box]);
}
