import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { tabTo } from '../support/keyboard';

// Pen Studio and Robot Recipes (docs/product/code-lab.md#the-pen-stage and #functions-in-the-editor): a child draws
// the square of pen-1 and climbs the stairs of function-1, by tap on a phone and by keyboard on
// a desktop. The pages have nothing for axe to find.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const functions = (page: Page) => page.getByRole('region', { name: 'Make a function' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const drawing = (page: Page) => page.getByRole('img', { name: /^Ada's drawing:/ });

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a child draws the square of pen-1 by tapping', async ({ page }) => {
    await page.goto('/code-lab/pen-1');
    await expect(drawing(page)).toHaveAccessibleName(/^Ada's drawing: 0 lines drawn of 4 in the target\./);
    await palette(page).getByRole('button', { name: 'Repeat' }).tap();
    await palette(page).getByRole('button', { name: 'Move forward' }).tap();
    await palette(page).getByRole('button', { name: 'Move forward' }).tap();
    await palette(page).getByRole('button', { name: 'Turn right' }).tap();
    await program(page).getByRole('button', { name: 'More times' }).tap();
    await program(page).getByRole('button', { name: 'More times' }).tap();
    await expect(program(page).getByRole('spinbutton', { name: 'Step 1: how many times' })).toHaveAttribute('aria-valuenow', '4');
    // On the pen's paper a turn has its angle, 90 unless the child picks another.
    await expect(program(page).getByRole('spinbutton', { name: 'Step 1.3 (inside Repeat): how far to turn' })).toHaveAttribute('aria-valuenow', '90');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await page.getByRole('radio', { name: 'Fast' }).tap();
    await page.getByRole('button', { name: 'Run' }).tap();
    await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    // The drawing (behind the dialog now) is complete.
    await expect(page.getByTestId('code-lab-stage')).toHaveAttribute('aria-label', /^Ada's drawing: 4 lines drawn of 4 in the target\./);
  });

  test('a child climbs the stairs of function-1 by tapping its function block', async ({ page }) => {
    await page.goto('/code-lab/function-1');
    await expect(functions(page).getByRole('button', { name: 'Start of function stairs' })).toBeVisible();
    await expect(program(page).getByRole('button', { name: 'Step 1: Use stairs' })).toBeVisible();
    await palette(page).getByRole('button', { name: 'Use stairs' }).tap();
    await palette(page).getByRole('button', { name: 'Use stairs' }).tap();
    await expect(program(page).getByRole('button', { name: 'Step 3: Use stairs' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await page.getByRole('radio', { name: 'Fast' }).tap();
    await page.getByRole('button', { name: 'Run' }).tap();
    await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  });
});

test('a child draws the square of pen-1 with the keyboard only', async ({ page }) => {
  await page.goto('/code-lab/pen-1');
  await tabTo(page, palette(page).getByRole('button', { name: 'Repeat' }));
  await page.keyboard.press('Enter');
  await tabTo(page, palette(page).getByRole('button', { name: 'Move forward' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tabTo(page, palette(page).getByRole('button', { name: 'Turn right' }));
  await page.keyboard.press('Enter');
  // Into the program: the repeat's count is on its own row's tab stop.
  await tabTo(page, program(page).getByRole('button', { name: 'Step 1.3 (inside Repeat): Turn right' }));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 2 times' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(program(page).getByRole('spinbutton', { name: 'Step 1: how many times' })).toBeFocused();
  await page.keyboard.press('4');
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 4 times' })).toBeVisible();

  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('radio', { name: 'Normal' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Run' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
});

test('a child climbs the stairs of function-1 with the keyboard, and sees the function as code', async ({ page }) => {
  await page.goto('/code-lab/function-1');
  await tabTo(page, palette(page).getByRole('button', { name: 'Use stairs' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('block-counter')).toHaveText('7 of 10 blocks');
  // The function's own rows are named by it, and the arrows walk into them from the program.
  await page.keyboard.press('Tab');
  await expect(program(page).getByRole('button', { name: 'Step 3: Use stairs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(functions(page).getByRole('button', { name: 'Start of function stairs' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(functions(page).getByRole('button', { name: 'Step 1 of stairs: Move forward' })).toBeFocused();

  await page.getByRole('button', { name: 'Show the code' }).click();
  await expect(page.getByRole('list', { name: 'Your program as JavaScript' }).getByRole('listitem')).toHaveText([
    'function stairs() {',
    'moveForward();',
    'turnLeft();',
    'moveForward();',
    'turnRight();',
    '}',
    '',
    'stairs();',
    'stairs();',
    'stairs();',
  ]);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('radio', { name: 'Normal' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Run' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
});

test('a child makes a function by picking its name, fills it and uses it', async ({ page }) => {
  await page.goto('/code-lab/function-3');
  await functions(page).getByRole('button', { name: 'Make a function' }).click();
  await functions(page).getByRole('group', { name: 'Pick a name for your function' }).getByRole('button', { name: 'zigzag' }).click();
  await expect(functions(page).getByRole('button', { name: 'Start of function zigzag' })).toBeFocused();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await expect(functions(page).getByRole('button', { name: 'Step 1 of zigzag: Move forward' })).toBeVisible();
  // A function cannot use a function: its block waits for the program, and the palette says why.
  await expect(palette(page).getByRole('button', { name: 'Use zigzag' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('A function cannot use a function. Put this block in your program.')).toBeVisible();
  await program(page).getByRole('button', { name: 'Start of the program' }).click();
  await palette(page).getByRole('button', { name: 'Use zigzag' }).click();
  await expect(program(page).getByRole('button', { name: 'Step 1: Use zigzag' })).toBeVisible();
  await expect(functions(page)).toContainText('Used once in your program.');
});
