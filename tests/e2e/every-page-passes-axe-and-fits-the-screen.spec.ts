import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { sendFeedbackAs } from '../support/e2e-admin';
import {
  CLASS_CHILD_PAGES,
  CODE_LAB_PAGES,
  CODE_LAB_PAGES_PER_WORLD,
  forgiveResetLinkCheck,
  forgiveSomeoneElsesClass,
  forgiveTheMissingPage,
  forgiveUnconfirmedGuides,
  LESSON_AND_GAME_FRAMES,
  LESSON_AND_GAME_PAGES,
  SITE_PAGES,
  startAs,
  visitWithTabs,
  waitForContent,
  type Visitor,
} from '../support/site-visits';
import { expectTargetsAtLeast44 } from '../support/target-size';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { expectToFitTheScreen, NARROWER_SCREENS } from '../support/screen-fit';

// Issue 6: axe (WCAG 2.2 AA) finds nothing on any route, signed out, as a learner and as an admin,
// and every control a child can press is at least 44 x 44 px (tests/support/target-size.ts).
// Issue 13: no page scrolls sideways from a 320 px phone to a laptop, and nothing hides under
// the Feedback button on a phone (tests/support/screen-fit.ts).
// The pages are every route of src/web/app/router.tsx, with each of its tabs
// (tests/support/site-visits.ts); a guest or learner on an admin page is checked on what they
// are shown there (the sign-in or not-for-you card). Each page is loaded once per sweep and
// every check runs on it (docs/decisions/387-one-walk-per-page.md).

/**
 * Opens `path` and each of its tabs, and checks each: axe, 44 px targets, the pseudo-locale's
 * longer words, and the fit at its width and at each of `widths`.
 */
async function checkPage(
  page: Page,
  path: string,
  visitor: Visitor,
  consoleErrors: string[],
  widths: readonly number[] = NARROWER_SCREENS,
): Promise<void> {
  await test.step(`${visitor} on ${path}`, async () => {
    await visitWithTabs(page, path, visitor, async (where) => {
      await expectNoAxeViolations(page);
      await expectTargetsAtLeast44(page);
      // Longer words must fit their controls (issue 32): measured where they are longest.
      if (visitor === 'pseudo-guest') await expectControlsToFitTheirWords(page);
      await expectToFitTheScreen(page, where, widths);
    });
    forgiveResetLinkCheck(path, consoleErrors);
    forgiveTheMissingPage(path, consoleErrors);
    forgiveSomeoneElsesClass(path, consoleErrors);
    forgiveUnconfirmedGuides(path, consoleErrors);
  });
}

/** The dialogs every page can open: the feedback form and, for guests, sign in / sign up. */
async function checkDialogs(page: Page, visitor: Visitor): Promise<void> {
  await test.step(`${visitor}: dialogs`, async () => {
    await page.goto('/learn');
    await waitForContent(page, visitor);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' });
    await expect(feedback).toBeVisible();
    await expectNoAxeViolations(page);
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await expect(feedback).toBeHidden();
    if (visitor !== 'guest') return;

    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const auth = page.getByRole('dialog', { name: "Join Ada's coding adventure!" });
    await expect(auth.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(auth.getByLabel('Email')).toBeVisible();
    await expectNoAxeViolations(page);
    await auth.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(auth.getByLabel('First Name')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();

    await page.goto('/auth');
    await waitForContent(page, visitor);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const visitor of ['guest', 'learner', 'admin'] as const) {
  test.describe(`as ${{ guest: 'a guest', learner: 'a learner', admin: 'an admin' }[visitor]}`, () => {
    test.setTimeout(360_000);

    test('the site pages and the dialogs pass axe and fit (signed in: every screen)', async ({
      page,
      baseURL,
      playwright,
      consoleErrors,
    }) => {
      if (visitor === 'admin') {
        // Something for the feedback page to list.
        const learnerApi = await playwright.request.newContext({ baseURL });
        await registerViaApi(learnerApi, baseURL!);
        await sendFeedbackAs(learnerApi, baseURL!, 'The maze was fun', 5);
        await learnerApi.dispose();
      }
      await startAs(page, baseURL!, visitor);
      // A guest's pages are fitted to every screen in the pseudo-locale (below), whose words are
      // longer than these; signed in, the header and the pages differ, so they are fitted here.
      const widths = visitor === 'guest' ? [] : NARROWER_SCREENS;
      for (const path of SITE_PAGES) await checkPage(page, path, visitor, consoleErrors, widths);
      await checkDialogs(page, visitor);
    });

    // A guest gets every lesson, game and level; signed in, only what differs for them: each
    // kind of lesson and game page, and each world's page and last level, since the content
    // does not change with who is signed in (docs/decisions/387-one-walk-per-page.md).
    if (visitor === 'guest') {
      // Fitted to every screen in the pseudo-locale, with longer words (below).
      test('every lesson and every game passes axe', async ({ page, baseURL, consoleErrors }) => {
        await startAs(page, baseURL!, visitor);
        for (const path of LESSON_AND_GAME_PAGES) await checkPage(page, path, visitor, consoleErrors, []);
      });

      // The levels of every look (every tile and block of each world) on a laptop here and on a
      // small phone (below); the site pages hold a level of each kind, checked at every width.
      test('a Code Lab level of every look passes axe', async ({ page, baseURL, consoleErrors }) => {
        await startAs(page, baseURL!, visitor);
        for (const path of CODE_LAB_PAGES) await checkPage(page, path, visitor, consoleErrors, []);
      });
    } else {
      test('a lesson and a game of each kind, and each Code Lab world, pass axe and fit', async ({ page, baseURL, consoleErrors }) => {
        await startAs(page, baseURL!, visitor);
        for (const path of LESSON_AND_GAME_FRAMES) await checkPage(page, path, visitor, consoleErrors);
        for (const path of CODE_LAB_PAGES_PER_WORLD) await checkPage(page, path, visitor, consoleErrors, []);
      });
    }
  });
}

// A class child sees what no other visitor does: Home's cards from the teacher, the studio's
// Share with my class and the class gallery with its reactions (docs/product/gallery-screens.md).
test.describe('as a class child', () => {
  test.setTimeout(360_000);

  test('Home, the studio and the class gallery pass axe', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'class-child');
    for (const path of CLASS_CHILD_PAGES) await checkPage(page, path, 'class-child', consoleErrors);
  });
});

// A narrow screen wraps and scrolls differently (a code line that scrolls sideways must be
// reachable by keys): every page again, as a guest on a small phone, loaded at its width.
test.describe('on a small phone, as a guest', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Every page and tab with axe: on a loaded 2-core machine this takes several minutes.
  test.setTimeout(600_000);

  // In two halves, so the two workers share them.
  test('the site pages and their tabs pass axe', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'guest');
    for (const path of SITE_PAGES) await checkPage(page, path, 'guest', consoleErrors, []);
  });

  test('every lesson and every game passes axe', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'guest');
    for (const path of LESSON_AND_GAME_PAGES) await checkPage(page, path, 'guest', consoleErrors, []);
  });

  test('a Code Lab level of every look passes axe', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'guest');
    for (const path of CODE_LAB_PAGES) await checkPage(page, path, 'guest', consoleErrors, []);
  });
});

// Every page again in the pseudo-locale (accented, 40 % longer, lang="en-XA"): longer words
// must not push a control under 44 px, break a name, or spill out of or be cut in a control
// (tests/support/controls-fit.ts; docs/product/languages.md#checks).
test.describe('in the pseudo-locale, as a guest', () => {
  test.setTimeout(600_000);

  test('the site pages and their tabs pass axe and fit their words and every screen', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'pseudo-guest');
    for (const path of SITE_PAGES) await checkPage(page, path, 'pseudo-guest', consoleErrors);
  });

  test('every lesson and every game passes axe and fits its words and every screen', async ({ page, baseURL, consoleErrors }) => {
    await startAs(page, baseURL!, 'pseudo-guest');
    for (const path of LESSON_AND_GAME_PAGES) await checkPage(page, path, 'pseudo-guest', consoleErrors);
  });
});
