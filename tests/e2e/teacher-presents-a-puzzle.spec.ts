import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { teacherWithClass } from '../support/e2e-teacher';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';

// Present mode (docs/product/code-lab.md#present-mode,
// docs/decisions/261-who-may-fetch-a-solution.md to
// docs/decisions/263-show-a-solution-loads-it.md): a teacher opens a Code Lab puzzle from the class
// page on a 1280 x 720 projector, builds and runs it with the keys and a clicker's Page Down, and
// shows the reference solution, which only the server gives.

test.describe.configure({ timeout: 60_000 });



const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const fontPx = (page: Page, name: string, inside: 'palette' | 'program') =>
  (inside === 'palette' ? palette(page) : program(page))
    .getByRole('button', { name, exact: true })
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test.use({ viewport: { width: 1280, height: 720 } });

test('a teacher presents tech-lab-2: big blocks, the grid the screen tall, keys, Page Down, and a solution', async ({ page, baseURL }) => {
  const cls = await teacherWithClass(page, baseURL!, ['Bo']);
  await page.goto(`/classes/${cls.id}`);
  const chooser = page.getByRole('region', { name: 'Present a puzzle' });
  await chooser.getByLabel('World').selectOption({ label: 'Tech Lab Puzzles' });
  await chooser.getByLabel('Puzzle').selectOption({ label: '2: Two long halls' });
  await chooser.getByRole('link', { name: 'Present' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}/present/tech-lab-2$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Lab Puzzles 2: Two long halls' })).toBeVisible();

  // Readable from the back of the room: every block's words at least 28 px; the grid takes most
  // of the screen's height and all of it is on the screen.
  expect(await fontPx(page, 'Move forward', 'palette')).toBeGreaterThanOrEqual(28);
  expect(await fontPx(page, 'Repeat', 'palette')).toBeGreaterThanOrEqual(28);
  await expect(async () => {
    const box = (await page.getByTestId('code-lab-stage').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(0.8 * 720);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
  }).toPass();
  await expect(page.getByTestId('present-keys')).toContainText('Run Alt+Shift+R');
  await expect(page.getByRole('button', { name: 'Run' })).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+R');

  // The teacher builds two steps with the same editor, and runs them with the keys.
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await expect(program(page).getByRole('button', { name: /^Step \d: Move forward$/ })).toHaveCount(2);
  expect(await fontPx(page, 'Step 1: Move forward', 'program')).toBeGreaterThanOrEqual(28);
  await page.keyboard.press('Alt+Shift+KeyR');
  await expect(page.getByText('Ada stopped before the flag. Add more blocks!')).toBeVisible();
  const robot = page.getByTestId('robot');
  await expect(robot).toHaveAttribute('data-pose', '2,0,east');

  // A clicker: Page Up back to the start, Page Down one step at a time.
  await page.keyboard.press('PageUp');
  await expect(robot).toHaveAttribute('data-pose', '0,0,east');
  await page.keyboard.press('PageDown');
  await expect(robot).toHaveAttribute('data-pose', '1,0,east');
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('PageDown');
  await expect(robot).toHaveAttribute('data-pose', '2,0,east');
  await page.keyboard.press('Alt+Shift+KeyX');
  await expect(robot).toHaveAttribute('data-pose', '0,0,east');

  // The reference solution comes from the server into the editor, and Run plays it.
  await page.getByRole('button', { name: 'Show a solution' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This is a solution' })).toBeVisible();
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 4 times' })).toBeVisible();
  await expect(program(page).getByRole('button', { name: 'Step 2: Turn right' })).toBeVisible();
  expect(await fontPx(page, 'Step 1: Repeat 4 times', 'program')).toBeGreaterThanOrEqual(28);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.keyboard.press('Alt+Shift+KeyR');
  await expect(page.getByText('You did it!')).toBeVisible({ timeout: 15_000 });
  await expect(robot).toHaveAttribute('data-pose', '4,4,south');

  // Back to what the class built; then the next puzzle, and the way out to the class.
  await page.getByRole('button', { name: 'Back to our program' }).click();
  await expect(program(page).getByRole('button', { name: /^Step \d: Move forward$/ })).toHaveCount(2);
  await page.getByRole('link', { name: 'Puzzle 3' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Lab Puzzles 3: Balloon pattern' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Puzzle 2' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Year 4 Owls' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}$`));
});

test('a child of the class is sent back, another teacher finds no class, and it fits a phone', async ({ page, browser, baseURL, consoleErrors }) => {
  const cls = await teacherWithClass(page, baseURL!, ['Bo']);
  const url = `/classes/${cls.id}/present/birthday-1`;

  for (const width of [390, 683]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Adventure 1: To the party' })).toBeVisible();
    await expect(palette(page).getByRole('button', { name: 'Move forward' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  }

  const child = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const childPage = await child.newPage();
  const joined = await childPage.request.post('/api/join', {
    data: { joinCode: cls.joinCode, studentId: cls.students[0]!.id, pictures: cls.students[0]!.pictures },
    headers: cls.headers,
  });
  expect(joined.status()).toBe(200);
  await childPage.goto(url);
  await expect(childPage.getByRole('status')).toHaveText('This page is for teachers.');
  await expect(childPage.getByRole('button', { name: 'Show a solution' })).toHaveCount(0);
  const asked = await childPage.request.get('/api/code-lab/solutions/birthday-1');
  expect(asked.status()).toBe(403);
  await child.close();

  const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const otherPage = await other.newPage();
  otherPage.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await teacherWithClass(otherPage, baseURL!);
  await otherPage.goto(url);
  await expect(otherPage.getByRole('alert')).toHaveText(
    'We could not find this class. It may belong to someone else, or it was deleted.',
  );
  await expect(otherPage.getByRole('button', { name: 'Show a solution' })).toHaveCount(0);
  expectConsoleErrorsFromStatus(consoleErrors, 404);
  await other.close();
});
