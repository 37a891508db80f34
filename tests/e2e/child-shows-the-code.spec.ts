import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';

// "Show the code" (docs/product/code-lab.md#show-the-code): beside the blocks, the same program
// as JavaScript, read-only, with the running block's line lit up.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const code = (page: Page) => page.getByRole('list', { name: 'Your program as JavaScript' });

test('Show the code writes a forward block as moveForward(); and lights the running line', async ({ page }) => {
  await page.goto('/code-lab/tech-lab-1');
  await palette(page).getByRole('button', { name: 'Repeat' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  const toggle = page.getByRole('button', { name: 'Show the code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(code(page).getByRole('listitem')).toHaveText(['for (let i = 0; i < 2; i++) {', 'moveForward();', '}']);

  // The count changes the loop at once.
  await page.getByRole('spinbutton', { name: 'Step 1: how many times' }).press('7');
  await expect(code(page).getByRole('listitem').first()).toHaveText('for (let i = 0; i < 7; i++) {');
  await expectNoAxeViolations(page);

  // Step through: the line of the running block is the current one, with the block itself.
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(code(page).locator('[aria-current="step"]')).toHaveText('for (let i = 0; i < 7; i++) {');
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expect(code(page).locator('[aria-current="step"]')).toHaveText('moveForward();');
  await expect(page.getByRole('region', { name: 'Your program' }).locator('[aria-current="step"]')).toHaveAccessibleName(
    'Step 1.1 (inside Repeat): Move forward',
  );
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(code(page).locator('[aria-current="step"]')).toHaveCount(0);
});
