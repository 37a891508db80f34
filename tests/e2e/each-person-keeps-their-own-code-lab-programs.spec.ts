import type { Page } from '@playwright/test';
import { test, expect, latestMailTo, linksIn } from '../support/e2e';
import { makeUser } from '../support/factories';
import { expectToast } from '../support/lesson-journeys';

// Issue 21 (docs/product.md#what-a-device-keeps): a guest's Code Lab programs move to the account
// made at sign-up, and a child profile made afterwards on the same device starts with empty
// programs: it never sees, runs or earns points with anyone else's work.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const steps = (page: Page) => program(page).getByRole('button', { name: /^Step \d+(\.\d+)*: / });

async function solve(page: Page, levelId: string, blocks: string[]): Promise<void> {
  await page.goto(`/code-lab/${levelId}`);
  for (const block of blocks) await palette(page).getByRole('button', { name: block }).click();
  await expect(steps(page)).toHaveCount(blocks.length);
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(solvedDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(solvedDialog(page)).toHaveCount(0);
}

async function consentLinkTo(email: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const link = linksIn(await latestMailTo(email)).find((l) => l.includes('/confirm-email?token='));
    if (link) return link;
    if (Date.now() - start > 10_000) throw new Error(`no consent link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const BIRTHDAY_1 = ['Move forward', 'Move forward', 'Move forward'];
const BIRTHDAY_2 = ['Move forward', 'Move forward', 'Turn right', 'Move forward', 'Move forward'];

async function expectProgram(page: Page, levelId: string, blocks: string[]): Promise<void> {
  await page.goto(`/code-lab/${levelId}`);
  await expect(program(page)).toBeVisible();
  await expect(steps(page)).toHaveCount(blocks.length);
  for (const [i, block] of blocks.entries())
    await expect(program(page).getByRole('button', { name: `Step ${i + 1}: ${block}` })).toBeVisible();
}

test('a guest signs up with their programs; the child profile made next starts with empty ones and earns nothing from them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const parent = makeUser({ firstName: 'Gina', lastName: 'Guest' });
  const header = page.getByRole('banner');

  // As a guest: two levels solved in the Code Lab.
  await solve(page, 'birthday-1', BIRTHDAY_1);
  await solve(page, 'birthday-2', BIRTHDAY_2);

  // Sign up as a grown-up: the guest's work becomes theirs.
  await page.goto('/auth?tab=sign-up');
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill(parent.firstName);
  await main.getByLabel('Last Name').fill(parent.lastName);
  await main.getByLabel('Email').fill(parent.email);
  await main.getByLabel('Password').fill(parent.password);
  await main.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  // Asked whose the work on this device is
  // (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md): this grown-up's own.
  await expect(main.getByRole('group', { name: 'Whose work is on this device?' })).toContainText('2 Code Lab levels');
  await main.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  // The page loads again with the guest's points on the account.
  await expect(header.getByText('Welcome, Gina Guest!')).toBeVisible();
  await expect(header.getByText('30 Ada points')).toBeVisible();

  // The grown-up finds the programs they made as a guest.
  await expectProgram(page, 'birthday-1', BIRTHDAY_1);
  await expectProgram(page, 'birthday-2', BIRTHDAY_2);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ada.person.guest.') || k === 'codeLabDrafts')),
  ).toEqual([]);

  // Confirm, make a child profile and hand the device over.
  await page.goto(await consentLinkTo(parent.email));
  await page.getByRole('link', { name: "Make your children's profiles" }).click();
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Nickname').fill('Robo Mia');
  await form.getByRole('radio', { name: 'Avatar 3: Owl' }).check({ force: true });
  await form.getByRole('button', { name: 'Add child' }).click();
  await expectToast(page, "Robo Mia's profile is ready!");
  await page.getByRole('button', { name: 'Start learning as Robo Mia' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(header.getByText('Robo Mia', { exact: true })).toBeVisible();

  // Mia's programs are her own: empty, so there is nothing to run and nothing to earn.
  for (const levelId of ['birthday-1', 'birthday-2']) {
    await expectProgram(page, levelId, []);
    await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
  }
  const mia = await page.request.get('/api/user');
  expect(await mia.json()).toMatchObject({ displayName: 'Robo Mia', points: 0 });
  const solves = await page.request.get('/api/code-lab/progress');
  expect(JSON.stringify(await solves.json())).not.toContain('birthday-1');

  // Mia's own start on birthday-2 is kept as hers.
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await expect(steps(page)).toHaveCount(1);
  await expectProgram(page, 'birthday-2', ['Move forward']);

  // Back to the grown-up: their programs, not Mia's.
  await header.getByRole('button', { name: 'Back to grown-up' }).click();
  const back = page.getByRole('dialog', { name: 'Back to grown-up' });
  await back.getByLabel("The grown-up's password").fill(parent.password);
  await back.getByRole('button', { name: 'Switch back' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expectProgram(page, 'birthday-1', BIRTHDAY_1);
  await expectProgram(page, 'birthday-2', BIRTHDAY_2);
});
