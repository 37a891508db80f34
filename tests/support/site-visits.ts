import type { Page } from '@playwright/test';
import { expect, registerViaApi } from './e2e';
import { signInAsAdmin } from './e2e-admin';
import { CLASS_CHILD, classChildWithGallery } from './e2e-gallery';
import { gradedCompletion } from './lesson-work';

export {
  CLASS_CHILD_PAGES,
  CODE_LAB_PAGES,
  CODE_LAB_PAGES_PER_WORLD,
  LESSON_AND_GAME_FRAMES,
  LESSON_AND_GAME_PAGES,
  SITE_PAGES,
} from './site-pages';

export type Visitor = 'guest' | 'learner' | 'admin' | 'class-child' | 'pseudo-guest';

/**
 * A guest in the pseudo-locale en-XA: every word accented and 40 % longer, so a word that
 * would overflow in a longer language does it here (docs/product/languages.md#checks).
 * The test server gives it to the `lang` cookie (PSEUDO_LOCALE=1 in playwright.config.ts).
 */
const pseudoSignIn = /Š[iî]+[gĝ][nñ] [IÎ]+[nñ]/;

/**
 * Signs the visitor in and gives them a finished lesson and a maze score, so the parts shown
 * only to someone who has played are checked too (the guest banner, COMPLETED, Your Game Scores).
 */
export async function startAs(page: Page, baseURL: string, visitor: Visitor): Promise<void> {
  // With its quiz's right answers: the server grades every completion (docs/product/lessons.md#graded-by-the-server).
  const finished = gradedCompletion('intro-to-coding');
  const score = { gameId: 'robot-maze', score: 60 };
  if (visitor === 'pseudo-guest') await page.context().addCookies([{ name: 'lang', value: 'en-XA', url: baseURL }]);
  if (visitor === 'guest' || visitor === 'pseudo-guest') {
    await page.goto('/');
    const completedAt = new Date().toISOString();
    const guestData = {
      points: 56,
      progress: [{ ...finished, completedAt }],
      gameScores: [{ ...score, completedAt }],
      activities: [],
      activityEvidence: {},
    };
    await page.evaluate(
      (data) => window.localStorage.setItem('guestData', JSON.stringify(data)),
      guestData,
    );
    return;
  }
  // A child of a class with the gallery on, a classmate's drawing in it (tests/support/e2e-gallery.ts).
  if (visitor === 'class-child') return classChildWithGallery(page, baseURL);
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
export async function waitForContent(page: Page, visitor: Visitor): Promise<void> {
  const main = page.locator('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(main).not.toContainText(/Loading|Checking your link|L[oö]+[aå]+d[iî]+[nñ][gĝ]/);
  // A class child's header says their nickname (signing out is in its menu).
  if (visitor === 'class-child') {
    await expect(page.getByRole('banner').getByText(CLASS_CHILD, { exact: true })).toBeAttached();
    return;
  }
  if (visitor === 'pseudo-guest') {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('banner').getByRole('button', { name: pseudoSignIn })).toBeEnabled();
    return;
  }
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: visitor === 'guest' ? 'Sign In' : 'Sign Out' });
  await expect(account).toBeEnabled();
}

/** Opens `path`, runs `check`, then shows each of its other tabs and runs `check` on each. */
export async function visitWithTabs(
  page: Page,
  path: string,
  visitor: Visitor,
  check: (where: string) => Promise<void>,
): Promise<void> {
  await page.goto(path);
  await waitForContent(page, visitor);
  await check(path);
  const tabs = page.locator('main').getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
    const name = (await tab.textContent())?.trim() ?? `tab ${i + 1}`;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitForContent(page, visitor);
    await check(`${path} (${name} tab)`);
  }
}

/**
 * The sweeps open the reset page with a made-up token: the page asks the server about it as it
 * opens (docs/decisions/127-reset-link-checked-on-open.md), and Chromium logs the 400 answer (or
 * a 429 once the sweeps have asked 20 times in 15 minutes) as a console error. Those expected
 * errors are taken out, right after that page only.
 */
/**
 * A missing page answers with a real 404 status (docs/decisions/401-the-first-paint-from-the-server.md),
 * which the browser logs as a console error: expected on that page only.
 */
export function forgiveTheMissingPage(path: string, errors: string[]): void {
  if (path !== '/this/page/does-not-exist') return;
  for (let i = errors.length - 1; i >= 0; i -= 1)
    if (/status of 404/.test(errors[i] ?? '')) errors.splice(i, 1);
}

export function forgiveResetLinkCheck(path: string, errors: string[]): void {
  if (!path.startsWith('/reset-password?token=')) return;
  for (let i = errors.length - 1; i >= 0; i -= 1)
    if (/status of (400|429)/.test(errors[i] ?? '')) errors.splice(i, 1);
}

/**
 * The sweeps open /classes/1 (and its present mode) as every visitor: a guest is asked to sign
 * in, but a signed-in one asks for a class that is not theirs, and the server's 404
 * (docs/product.md#classes: another teacher's class is 404 to everyone, admins too) is logged as
 * a console error. That expected
 * error is taken out, right after that page only.
 */
export function forgiveSomeoneElsesClass(path: string, errors: string[]): void {
  if (!/^\/classes\/\d+(\/present\/[a-z0-9-]+)?$/.test(path)) return;
  for (let i = errors.length - 1; i >= 0; i -= 1)
    if (/status of 404/.test(errors[i] ?? '')) errors.splice(i, 1);
}

/**
 * The sweeps open the lesson guides (/teach...) as every visitor: the learner's account has not
 * confirmed its email, so the guides API says 403 (docs/product/guide-pages.md) and the page shows
 * the way to confirm; the browser logs that 403 as a console error. That expected error is taken
 * out, right after those pages only.
 */
export function forgiveUnconfirmedGuides(path: string, errors: string[]): void {
  if (!/^\/teach(\/|$)/.test(path)) return;
  for (let i = errors.length - 1; i >= 0; i -= 1)
    if (/status of 403/.test(errors[i] ?? '')) errors.splice(i, 1);
}
