import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, latestMailTo, linksIn } from '../support/e2e';
import { makeUser } from '../support/factories';
import { expectToast } from '../support/lesson-journeys';

// Issue 32, item 2 (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md): a child solves a
// puzzle as a guest on a phone; the grown-up who signs up on it says the work is their child's, so
// it stays on the device, and the child profile made next is asked "Are they yours?" and gets it,
// with its points. All by tap, at 390×844.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });

async function consentLinkTo(email: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const link = linksIn(await latestMailTo(email)).find((l) => l.includes('/confirm-email?token='));
    if (link) return link;
    if (Date.now() - start > 10_000) throw new Error(`no consent link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a guest's puzzle goes to the child profile, not to the grown-up who signed up", async ({ page }) => {
  test.setTimeout(90_000);
  const parent = makeUser({ firstName: 'Rosa', lastName: 'Parent' });
  const header = page.getByRole('banner');

  // As a guest: the first birthday puzzle, solved by tap.
  await page.goto('/code-lab/birthday-1');
  for (let i = 0; i < 3; i++) await palette(page).getByRole('button', { name: 'Move forward' }).tap();
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).tap();
  const solved = page.getByRole('dialog', { name: 'You did it!' });
  await expect(solved).toContainText('+15 Ada points!');
  await solved.getByRole('button', { name: 'Stay here' }).tap();
  await expect(solved).toHaveCount(0);

  // The grown-up signs up on the same phone and says the work is their child's.
  await header.getByRole('button', { name: 'Sign In' }).tap();
  const dialog = page.getByRole('dialog', { name: "Join Ada's coding adventure!" });
  await dialog.getByRole('tab', { name: 'Sign Up' }).tap();
  await dialog.getByLabel('First Name').fill(parent.firstName);
  await dialog.getByLabel('Last Name').fill(parent.lastName);
  await dialog.getByLabel('Email').fill(parent.email);
  await dialog.getByLabel('Password', { exact: true }).fill(parent.password);
  await dialog.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).tap();
  const whose = dialog.getByRole('group', { name: 'Whose work is on this device?' });
  await expect(whose.getByRole('listitem')).toHaveText(['1 Code Lab level', '15 Ada points']);
  await expectNoAxeViolations(page);
  // Asked, not assumed: Create Account waits for an answer.
  await dialog.getByRole('button', { name: 'Create Account' }).tap();
  await expect(dialog).toBeVisible();
  await whose.getByRole('radio', { name: "My child's: keep it for my child" }).tap();
  await dialog.getByRole('button', { name: 'Create Account' }).tap();
  await expectToast(page, /Welcome to Ada's Code Adventures, Rosa Parent!/, /Your child's work waits on this device/);
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ kind: 'grown-up', points: 0 });
  expect(await (await page.request.get('/api/code-lab/progress')).json()).toEqual([]);

  // Confirmed, the grown-up makes the child's profile and hands the phone over.
  await page.goto(await consentLinkTo(parent.email));
  await page.getByRole('link', { name: "Make your children's profiles" }).tap();
  await expect(
    page.getByText("A guest's work is waiting on this device. When you start learning as your child, they are asked if it is theirs."),
  ).toBeVisible();
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Nickname').fill('Luz');
  await form.locator('label').filter({ has: page.getByRole('radio', { name: 'Avatar 3: Owl' }) }).tap();
  await form.getByRole('button', { name: 'Add child' }).tap();
  await expectToast(page, "Luz's profile is ready!");
  await page.getByRole('button', { name: 'Start learning as Luz' }).tap();

  // Luz is asked, and keeps the puzzle and its points.
  const claim = page.getByRole('dialog', { name: 'Are they yours?' });
  await expect(claim).toContainText('We found 1 Code Lab level on this device. Are they yours?');
  await claim.getByRole('button', { name: 'Yes, they are mine' }).tap();
  await expectToast(page, 'They are yours now! You earned 15 Ada points.');
  await expect(page).toHaveURL(/\/learn$/);
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ kind: 'child', points: 15 });
  expect(await (await page.request.get('/api/code-lab/progress')).json()).toMatchObject([
    { levelId: 'birthday-1', stars: 3 },
  ]);
  // Moved once: nothing of the guest's is left to move again.
  expect(await page.evaluate(() => localStorage.getItem('guestData'))).toBeNull();
});
