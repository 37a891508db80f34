import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e';
import {
  CLASS_CHILD_PAGES,
  EVERY_PAGE,
  forgiveResetLinkCheck,
  forgiveSomeoneElsesClass,
  forgiveUnconfirmedGuides,
  startAs,
  visitWithTabs,
  type Visitor,
} from '../support/site-visits';

// Issue 13: no page is wider than the screen, from a small phone to a half-screen Chromebook and
// a tablet (only a tab row scrolls sideways, inside its own scroller), and on a phone the
// Feedback button covers no control, wherever the page is scrolled.

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

// A page is loaded once per visitor and kind of screen, then checked at each width of that kind:
// resizing re-lays it out like turning a tablet, for a fraction of a fresh load's cost
// (docs/decisions/195-page-sweeps-load-once.md). Touch screens load at the narrowest width.
const screens = [
  { kind: 'touch screens', widths: [320, 390, 683], hasTouch: true },
  { kind: 'a laptop', widths: [1024], hasTouch: false },
] as const;
const heightFor = (width: number) => (width < 700 ? 844 : 768);

async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: heightFor(width) });
  // Two frames: the resize's layout, then whatever React renders for the new width.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// A class child: only the pages that differ for them (tests/support/site-pages.ts).
const pagesFor = (visitor: Visitor) => (visitor === 'class-child' ? CLASS_CHILD_PAGES : EVERY_PAGE);

// The pseudo-locale (accented, 40 % longer) stands in for every longer language.
for (const visitor of ['guest', 'learner', 'admin', 'class-child', 'pseudo-guest'] as const satisfies Visitor[]) {
  for (const screen of screens) {
    test.describe(`${visitor} on ${screen.kind}`, () => {
      const first = screen.widths[0];
      test.use({ viewport: { width: first, height: heightFor(first) }, hasTouch: screen.hasTouch });
      test.setTimeout(240_000);

      test(`no page scrolls sideways at ${screen.widths.join(', ')} px`, async ({ page, baseURL, consoleErrors }) => {
        await startAs(page, baseURL!, visitor);
        for (const path of pagesFor(visitor)) {
          await resizeTo(page, first);
          await visitWithTabs(page, path, visitor, async (where) => {
            for (const width of screen.widths) {
              if (page.viewportSize()?.width !== width) await resizeTo(page, width);
              await expectNoSidewaysScroll(page, `${where} at ${width} px`);
              if (width === 390)
                expect.soft(await controlsUnderFeedbackButton(page), `controls under Feedback on ${where}`).toEqual([]);
            }
            if (page.viewportSize()?.width !== first) await resizeTo(page, first);
          });
          forgiveResetLinkCheck(path, consoleErrors);
          forgiveSomeoneElsesClass(path, consoleErrors);
          forgiveUnconfirmedGuides(path, consoleErrors);
        }
      });
    });
  }
}
