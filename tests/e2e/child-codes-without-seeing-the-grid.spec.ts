import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { tabTo } from '../support/keyboard';

// Issue 21, the Code Lab for every child (docs/decisions/182-the-grid-in-words.md,
// docs/decisions/183-code-lab-names-and-announcements.md): a child who cannot see the grid reads it
// in words, a keyboard user solves a puzzle without the mouse, and every edit is said.

// Keyboard journeys on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const gridText = (page: Page) => page.getByRole('region', { name: 'Read the grid' });
/** The editor's polite live region: what the last edit did. */
const said = (page: Page) => page.getByTestId('editor-said');

test('a child reads the maze of lost-finder-6 in words, and hears where Ada is after a step', async ({ page }) => {
  await page.goto('/code-lab/lost-finder-6');
  await expect(page.getByRole('img', { name: 'Ada is at column 1, row 1, facing east. The flag is at column 5, row 6.' })).toBeVisible();

  // Closed at first (one line on a phone); the keyboard opens it.
  const open = gridText(page).getByRole('button', { name: 'Read the grid' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(gridText(page).getByRole('list')).toBeHidden();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(gridText(page)).toMatchAriaSnapshot(`
    - region "Read the grid":
      - heading "Read the grid" [level=2]:
        - button "Read the grid" [expanded]
      - heading "Around Ada" [level=3]
      - paragraph: Ada is at column 1, row 1, facing east.
      - paragraph: "Ahead: path. Left: wall. Right: wall."
      - heading "Row by row" [level=3]
      - paragraph: The grid has 7 columns and 7 rows. Row 1 is at the top, and each row goes from left to right. North is up, south is down, west is left, east is right.
      - list:
        - listitem: "Row 1: Ada facing east, path, path, wall, path, path, path"
        - listitem: "Row 2: wall, wall, path, wall, path, wall, path"
        - listitem: "Row 3: path, path, path, path, path, wall, path"
        - listitem: "Row 4: path, wall, wall, wall, wall, wall, path"
        - listitem: "Row 5: path, wall, path, path, path, wall, path"
        - listitem: "Row 6: path, wall, path, wall, flag, wall, path"
        - listitem: "Row 7: path, path, path, wall, wall, wall, path"
  `);

  // One Move forward and one Step: the words follow Ada, and the live region says where she is.
  await tabTo(page, palette(page).getByRole('button', { name: 'Move forward' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Step', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(gridText(page).getByRole('listitem').first()).toHaveText('Row 1: path, Ada facing east, path, wall, path, path, path');
  await expect(page.getByTestId('grid-said')).toHaveText('Ada is at column 2, row 1, facing east. Ahead: path. Left: wall. Right: wall.');
  await expect(page.getByRole('img', { name: /^Ada is at column 2, row 1, facing east\./ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a child solves tech-lab-1 with the keyboard only, setting the repeat count with the arrows', async ({ page }) => {
  await page.goto('/code-lab/tech-lab-1');
  await expect(page.getByRole('heading', { level: 1, name: /The long hall/ })).toBeVisible();

  // From here on, only the keyboard.
  await tabTo(page, palette(page).getByRole('button', { name: 'Repeat' }));
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Added Repeat as step 1. The next block goes inside it.');
  await page.keyboard.press('Shift+Tab');
  await expect(palette(page).getByRole('button', { name: 'Move forward' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Added Move forward as step 1.1, inside Repeat');

  // Into the program: the insertion point's row, then up to the repeat, then Tab to its count.
  await tabTo(page, program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' }));
  await page.keyboard.press('ArrowUp');
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 2 times' })).toBeFocused();
  await page.keyboard.press('Tab');
  const count = program(page).getByRole('spinbutton', { name: 'Step 1: how many times' });
  await expect(count).toBeFocused();
  await expect(count).toHaveAttribute('aria-valuetext', 'Repeat 2 times, 2 to 10');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  // The arrows stayed with the count: 2 + 6 - 2 + 1 = 7, and the rows kept their place.
  await expect(count).toBeFocused();
  await expect(count).toHaveAttribute('aria-valuetext', 'Repeat 7 times, 2 to 10');
  await expect(count).toHaveAttribute('aria-valuenow', '7');
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 7 times' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(count).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('7');
  await expect(count).toHaveAttribute('aria-valuenow', '7');

  // Back up to the speed (its checked radio is its tab stop), Fast, then Run.
  await tabTo(page, page.getByRole('radio', { name: 'Normal' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Run' }), { backwards: true });
  await page.keyboard.press('Enter');
  const solved = page.getByRole('dialog', { name: 'You did it!' });
  await expect(solved).toBeVisible();
  await expect(solved.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
});

test('every edit is said in the live region, and a delete leaves the insertion point where the block was', async ({ page }) => {
  await page.goto('/code-lab/lost-finder-6');
  const forward = palette(page).getByRole('button', { name: 'Move forward' });
  await tabTo(page, forward);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Added Move forward as step 2');
  await tabTo(page, palette(page).getByRole('button', { name: 'Repeat until the flag' }));
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Added Repeat until the flag as step 3. The next block goes inside it.');

  // Alt and an arrow: into the repeat, out again, and up.
  await tabTo(page, program(page).getByRole('button', { name: 'Step 3: Repeat until the flag' }));
  await page.keyboard.press('ArrowUp');
  await expect(program(page).getByRole('button', { name: 'Step 2: Move forward' })).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(said(page)).toHaveText('Moved into Repeat until the flag');
  await expect(program(page).getByRole('button', { name: 'Step 2.1 (inside Repeat until the flag): Move forward' })).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(said(page)).toHaveText('Moved out of Repeat until the flag');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(said(page)).toHaveText('Moved up to step 1');

  // The block's menu by keyboard: the focus stays on the menu's button after a move.
  await page.keyboard.press('Tab');
  const menu = program(page).getByRole('button', { name: 'Menu for step 1' });
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(program(page).getByRole('button', { name: 'Move this block up' })).toBeDisabled();
  await expect(program(page).getByRole('button', { name: 'Move this block down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Moved down to step 2');
  await expect(program(page).getByRole('button', { name: 'Move this block down' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(program(page).getByRole('button', { name: 'Delete this block' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Deleted step 2');

  // Where the deleted block was: after step 1, so the next block goes in as step 2.
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toBeFocused();
  await tabTo(page, palette(page).getByRole('button', { name: 'Turn left' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(said(page)).toHaveText('Added Turn left as step 2');
  await expect(program(page).getByRole('button', { name: 'Step 3: Repeat until the flag' })).toBeVisible();
  await expectNoAxeViolations(page);
});
