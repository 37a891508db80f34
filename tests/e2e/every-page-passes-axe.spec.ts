import type { Page } from '@playwright/test';
import { curriculum } from '../../content/curriculum';
import { codeLabLevels } from '../../content/code-lab/levels';
import { games } from '../../content/games';
import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { sendFeedbackAs, signInAsAdmin } from '../support/e2e-admin';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Issue 6: axe (WCAG 2.2 AA) finds nothing on any route, signed out, as a learner and as an admin,
// and every control a child can press is at least 44 x 44 px (tests/support/target-size.ts).
// Every route of src/web/app/router.tsx, with each of its tabs; a guest or learner on an admin
// page is checked on what they are shown there (the sign-in or not-for-you card).
const SITE_PAGES = [
  '/',
  '/learn',
  '/projects',
  '/play',
  '/chore-tracker',
  '/auth',
  '/reset-password?token=a-token-from-an-email',
  '/reset-password',
  '/unsubscribe?token=a-token-from-an-email',
  '/unsubscribe',
  '/admin',
  '/admin/feedback',
  '/admin/outreach',
  '/this/page/does-not-exist',
  '/code-lab',
];
const LESSON_AND_GAME_PAGES = [
  ...curriculum.lessons.map((lesson) => `/lessons/${lesson.id}`),
  '/lessons/intro',
  '/lessons/no-such-lesson',
  ...games.map((game) => `/play/${game.id}`),
  '/play/no-such-game',
];
// The Code Lab's level pages, in a test of their own (there are 24).
const CODE_LAB_PAGES = [...codeLabLevels.map((level) => `/code-lab/${level.id}`), '/code-lab/no-such-level'];

type Visitor = 'guest' | 'learner' | 'admin';

/**
 * Signs the visitor in and gives them a finished lesson and a maze score, so the parts shown
 * only to someone who has played are checked too (the guest banner, COMPLETED, Your Game Scores).
 */
async function startAs(page: Page, baseURL: string, visitor: Visitor): Promise<void> {
  const finished = { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true };
  const score = { gameId: 'robot-maze', score: 60 };
  if (visitor === 'guest') {
    await page.goto('/');
    const completedAt = new Date().toISOString();
    const guestData = {
      points: 56,
      progress: [{ ...finished, completedAt }],
      gameScores: [{ ...score, completedAt }],
      activities: [],
    };
    await page.evaluate(
      (data) => window.localStorage.setItem('guestData', JSON.stringify(data)),
      guestData,
    );
    return;
  }
  if (visitor === 'learner') await registerViaApi(page.request, baseURL);
  else await signInAsAdmin(page.request, baseURL);
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  for (const [url, data] of [
    ['/api/progress', finished],
    ['/api/game-scores', score],
  ] as const) {
    const response = await page.request.post(url, { data, headers });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** Waits until the page shows what it is for: the header knows who is there, nothing is loading. */
async function waitForContent(page: Page, visitor: Visitor): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(main).not.toContainText(/Loading/);
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: visitor === 'guest' ? 'Sign In' : 'Sign Out' });
  await expect(account).toBeEnabled();
}

/** Opens `path`, checks it, then shows each of its other tabs and checks each. */
async function checkPage(page: Page, path: string, visitor: Visitor): Promise<void> {
  await test.step(`${visitor} on ${path}`, async () => {
    await page.goto(path);
    await waitForContent(page, visitor);
    await expectNoAxeViolations(page);
    await expectTargetsAtLeast44(page);
    const tabs = page.locator('main').getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled()))
        continue;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await waitForContent(page, visitor);
      await expectNoAxeViolations(page);
      await expectTargetsAtLeast44(page);
    }
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
    await expect(auth.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page);
    await auth.getByRole('tab', { name: 'Sign In' }).click();
    await expect(auth.getByLabel('Email')).toBeVisible();
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
    test.setTimeout(180_000);

    test('the site pages and the dialogs pass axe', async ({ page, baseURL, playwright }) => {
      if (visitor === 'admin') {
        // Something for the feedback page to list.
        const learnerApi = await playwright.request.newContext({ baseURL });
        await registerViaApi(learnerApi, baseURL!);
        await sendFeedbackAs(learnerApi, baseURL!, 'The maze was fun', 5);
        await learnerApi.dispose();
      }
      await startAs(page, baseURL!, visitor);
      for (const path of SITE_PAGES) await checkPage(page, path, visitor);
      await checkDialogs(page, visitor);
    });

    test('every lesson and every game passes axe', async ({ page, baseURL }) => {
      await startAs(page, baseURL!, visitor);
      for (const path of LESSON_AND_GAME_PAGES) await checkPage(page, path, visitor);
    });

    test('every Code Lab level passes axe', async ({ page, baseURL }) => {
      await startAs(page, baseURL!, visitor);
      for (const path of CODE_LAB_PAGES) await checkPage(page, path, visitor);
    });
  });
}

// A narrow screen wraps and scrolls differently (a code line that scrolls sideways must be
// reachable by keys): every page again, as a guest on a small phone.
test.describe('on a small phone, as a guest', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.setTimeout(180_000);

  test('every page and its tabs pass axe', async ({ page, baseURL }) => {
    await startAs(page, baseURL!, 'guest');
    for (const path of [...SITE_PAGES, ...LESSON_AND_GAME_PAGES])
      await checkPage(page, path, 'guest');
  });

  test('the Code Lab levels pass axe', async ({ page, baseURL }) => {
    await startAs(page, baseURL!, 'guest');
    for (const path of CODE_LAB_PAGES) await checkPage(page, path, 'guest');
  });
});
