import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';

// Issue 32 (docs/decisions/356-lines-as-a-child-counts-them.md,
// docs/decisions/357-read-the-paper.md): a child who cannot see the pen's paper reads the target's
// lines with their ends, then what Ada drew and what is still missing, counted as a child counts
// lines.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const paperText = (page: Page) => page.getByRole('region', { name: 'Read the paper' });

test('a child reads the square of pen-1 in words, draws one side and reads what is missing', async ({ page }) => {
  await page.goto('/code-lab/pen-1');
  await expect(page.getByRole('img', { name: /^Ada's drawing: 0 lines drawn of 4 in the target\./ })).toBeVisible();

  const open = paperText(page).getByRole('button', { name: 'Read the paper' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const target = paperText(page).getByRole('heading', { level: 3, name: 'The target: 4 lines' });
  await expect(target).toBeVisible();
  await expect(paperText(page).getByRole('list').first().getByRole('listitem')).toHaveText([
    'From 3 across, 3 down to 5 across, 3 down, 2 steps long',
    'From 3 across, 3 down to 3 across, 5 down, 2 steps long',
    'From 5 across, 3 down to 5 across, 5 down, 2 steps long',
    'From 3 across, 5 down to 5 across, 5 down, 2 steps long',
  ]);
  await expect(paperText(page).getByRole('heading', { level: 3, name: 'Ada has drawn nothing yet' })).toBeVisible();

  // Two steps up: the left side, one line.
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Ada drew 1 of the 4 lines in the picture. Keep going!')).toBeVisible();
  await expect(paperText(page).getByRole('heading', { level: 3, name: 'What Ada drew: 1 line' })).toBeVisible();
  await expect(paperText(page).getByRole('heading', { level: 3, name: 'Still missing: 3 lines' })).toBeVisible();
  await expect(paperText(page).getByRole('heading', { level: 3, name: 'No lines that are not in the target' })).toBeVisible();
  await expectNoAxeViolations(page);
});
