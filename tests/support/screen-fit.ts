import { expect, type Page } from '@playwright/test';

// Issue 13: no page is wider than the screen, from a small phone to a half-screen Chromebook and
// a tablet (only a tab row scrolls sideways, inside its own scroller), and on a phone the
// Feedback button covers no control, wherever the page is scrolled.
//
// The page sweeps check this on a page they have already loaded for axe, by resizing it: a resize
// re-lays the page out like turning a tablet, for a fraction of a fresh load's cost
// (docs/decisions/195-page-sweeps-load-once.md, docs/decisions/387-one-walk-per-page.md). Layout
// here does not depend on touch (no `pointer: coarse` rule), so a laptop's context stands in for
// a phone's.

/** The widths a page loaded on a laptop is checked at: a Chromebook, a tablet, two phones. */
export const NARROWER_SCREENS = [1024, 683, 390, 320] as const;
const FEEDBACK_CHECKED_AT = 390;

const heightFor = (width: number) => (width < 700 ? 844 : 768);

async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // Two frames: the resize's layout, then whatever React renders for the new width. Under load
  // a headless Chromium has been seen to stop giving frames to a page for minutes (two CI runs
  // hung here); half a second of timers is then as good, since measuring forces the layout.
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 500);
      }),
  );
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    // Name the widest culprits, to make a failure easy to fix.
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
  expect.soft(wide, `${where} scrolls sideways`).toBeNull();
}

/** Every control whose box meets the Feedback button's box, at each scroll position of the page. */
async function controlsUnderFeedbackButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      // Its name in English, or in the pseudo-locale's accents.
      (b) => /F[eé]+db[aå]+[cç]k/.test(b.textContent ?? ''),
    );
    if (!button) return ['no Feedback button'];
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [role=tab], [role=radio], [role=switch], [role=status], [role=alert]',
      ),
    ).filter((el) => el !== button && !button.contains(el) && !el.contains(button));
    const met = new Set<string>();
    const step = Math.max(200, Math.floor(window.innerHeight * 0.5));
    const bottom = document.documentElement.scrollHeight;
    for (let y = 0; y <= bottom; y += step) {
      window.scrollTo(0, y);
      const b = button.getBoundingClientRect();
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (el.closest('.sr-only, [aria-hidden="true"], [inert]')) continue;
        // A result region counts once it shows something.
        if (el.matches('[role=status], [role=alert]') && !el.textContent?.trim()) continue;
        const overlaps = r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
        if (overlaps) met.add(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`);
      }
    }
    window.scrollTo(0, 0);
    return [...met];
  });
}

/**
 * Checks the page at the width it has, then at each of `widths` in turn, and puts it back: no
 * sideways scroll at any of them, and nothing under the Feedback button on a 390 px phone.
 */
export async function expectToFitTheScreen(page: Page, where: string, widths: readonly number[]): Promise<void> {
  const start = page.viewportSize();
  if (!start) throw new Error('the sweeps need a fixed viewport');
  await expectNoSidewaysScroll(page, `${where} at ${start.width} px`);
  for (const width of widths) {
    await resizeTo(page, { width, height: heightFor(width) });
    await expectNoSidewaysScroll(page, `${where} at ${width} px`);
    if (width === FEEDBACK_CHECKED_AT)
      expect.soft(await controlsUnderFeedbackButton(page), `controls under Feedback on ${where}`).toEqual([]);
  }
  if (widths.length > 0) await resizeTo(page, start);
}
