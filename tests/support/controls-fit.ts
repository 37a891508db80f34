import { expect, type Page } from '@playwright/test';

/**
 * Every control shows all of its words (docs/product/languages.md#checks): a longer language
 * (Spanish, the pseudo-locale) must not cut a button's word ("Ejecuta" for "Ejecutar"), spill it
 * out of its box, or push the control off the screen. Measured on the page as it is, for each
 * visible control:
 * - its content is wider than its box (`scrollWidth > clientWidth`);
 * - its text's lines reach past its border box's sides (a word wider than a fixed-width button);
 * - it reaches past the screen's edge, unless a box that scrolls sideways holds it;
 * and, for any element, a text cut by an ellipsis (`truncate`): the greeting "¡…".
 * Links inside running text are left out, as in tests/support/target-size.ts.
 */
export async function expectControlsToFitTheirWords(page: Page): Promise<void> {
  const cut = await page.evaluate(() => {
    const controls =
      'a[href], button, select, summary, label, [role=tab], [role=button], [role=radio], [role=checkbox], [role=switch], [role=link], [role=menuitem], [role=option]';
    const slack = 1;
    const found: string[] = [];
    const nameOf = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const shown = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (getComputedStyle(el).visibility === 'hidden') return false;
      return !el.closest('.sr-only, [aria-hidden="true"], [inert]');
    };
    const scrollsSideways = (el: HTMLElement) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const x = getComputedStyle(up).overflowX;
        if ((x === 'auto' || x === 'scroll') && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };
    /** The boxes of the words a person sees in `el` (not the screen-reader-only ones). */
    const textRects = (el: HTMLElement) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (!parent || getComputedStyle(parent).visibility === 'hidden') continue;
        // Words only a screen reader gets (sr-only, or a breakpoint's xl:sr-only): clipped to 1 px.
        let hidden = false;
        for (let up: HTMLElement | null = parent; up && !hidden; up = up.parentElement) {
          const css = getComputedStyle(up);
          hidden = css.clip === 'rect(0px, 0px, 0px, 0px)' || (css.overflow === 'hidden' && up.getBoundingClientRect().width <= 1);
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      return rects;
    };
    const viewport = document.documentElement.clientWidth;

    for (const el of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      if (!shown(el)) continue;
      const style = getComputedStyle(el);
      if (
        style.display === 'inline' &&
        el.closest('p, li') &&
        el.closest('p, li')!.textContent!.trim() !== el.textContent!.trim()
      )
        continue;
      const box = el.getBoundingClientRect();
      const name = nameOf(el);
      const size = `${Math.round(box.width)}px`;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + slack && el.tagName !== 'SELECT') {
        found.push(`${el.tagName.toLowerCase()} "${name}" holds ${el.scrollWidth}px in ${el.clientWidth}px`);
        continue;
      }
      // Sideways only: a glyph's own height can pass a tight line's box and still be whole.
      const spill = textRects(el).find((r) => r.left < box.left - slack || r.right > box.right + slack);
      if (spill) {
        found.push(`${el.tagName.toLowerCase()} "${name}" (${size}) has words outside its box`);
        continue;
      }
      if ((box.right > viewport + slack || box.left < -slack) && !scrollsSideways(el))
        found.push(`${el.tagName.toLowerCase()} "${name}" reaches past the screen's edge (${Math.round(box.left)} to ${Math.round(box.right)} of ${viewport}px)`);
    }

    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (el.scrollWidth <= el.clientWidth + slack) continue;
      if (getComputedStyle(el).textOverflow !== 'ellipsis' || !shown(el)) continue;
      found.push(`"${nameOf(el)}" is cut by an ellipsis (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
    return [...new Set(found)];
  });
  expect(cut, `controls whose words do not fit on ${page.url()} at ${page.viewportSize()?.width}px`).toEqual([]);
}
