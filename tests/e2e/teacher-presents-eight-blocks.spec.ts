import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e';
import { teacherWithClass } from '../support/e2e-teacher';

// Present mode on a 1280 x 720 projector keeps the stage in view while the teacher adds blocks
// (issue 32, docs/decisions/372-present-mode-keeps-the-stage.md): the page never scrolls, the grid
// and Run/Step/Reset stay whole on the screen, the blocks to add are whole from the first load, and
// the program scrolls in its own box.

test.use({ viewport: { width: 1280, height: 720 } });

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });

/** The element is whole on the 1280 x 720 screen. */
async function expectOnScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(720);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
}

test('adding 8 blocks on the projector keeps the grid, Run, Step and Reset on the screen', async ({ page, baseURL }) => {
  const cls = await teacherWithClass(page, baseURL!, ['Bo']);
  // The header's welcome is whole beside a teacher's seven links, never cut.
  await page.goto(`/classes/${cls.id}`);
  const welcome = page.getByRole('banner').getByText(/^Welcome, /);
  await expect(welcome).toBeVisible();
  expect(await welcome.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(true);
  await page.goto(`/classes/${cls.id}/present/tech-lab-2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Lab Puzzles 2: Two long halls' })).toBeVisible();

  const stage = page.getByTestId('code-lab-stage');
  const controls = ['Run', 'Step', 'Reset'].map((name) => page.getByRole('button', { name, exact: true }));
  await expect(async () => {
    await expectOnScreen(stage);
    for (const button of [...controls, palette(page).getByRole('button', { name: 'Turn left' }), palette(page).getByRole('button', { name: 'Turn right' })])
      await expectOnScreen(button);
  }).toPass();
  const stageAt = (await stage.boundingBox())!;
  const scrolled = await page.evaluate(() => scrollY);

  for (let n = 1; n <= 8; n++) {
    await palette(page).getByRole('button', { name: 'Move forward' }).click();
    await expect(program(page).getByRole('button', { name: `Step ${n}: Move forward` })).toBeAttached();
  }
  await expect(page.getByTestId('block-counter')).toContainText('8');

  // Nothing moved: the page did not scroll, the grid is where it was, the buttons are whole.
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  expect(await stage.boundingBox()).toEqual(stageAt);
  for (const button of controls) await expectOnScreen(button);
  await expectOnScreen(palette(page).getByRole('button', { name: 'Turn right' }));
  // The program scrolled in its own box, which shows the last block added.
  const box = page.getByTestId('present-program');
  expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollTop > 0)).toBe(true);
  await expectOnScreen(program(page).getByRole('button', { name: 'Step 8: Move forward' }));

  // Run plays it, and the grid is still where the room looks.
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('robot')).not.toHaveAttribute('data-pose', '0,0,east');
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  await expectOnScreen(stage);
});
