import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { tabTo } from '../support/keyboard';
import { mouseDrag } from '../support/mouse-drag';
import { touchDrag } from '../support/touch-drag';
import { solutionOf } from '../../content/code-lab/reference-solutions';

// The Code Lab (docs/product/code-lab.md): a child builds a program from blocks by keyboard, by
// tap and by mouse drag, runs it, steps through a crash, gets hints and keeps the points.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });

test('a child solves birthday-1 with the keyboard only', async ({ page }) => {
  await page.goto('/code-lab/birthday-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Adventure 1: To the party' })).toBeVisible();
  await tabTo(page, palette(page).getByRole('button', { name: 'Move forward' }));
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(page.getByTestId('block-counter')).toHaveText('4 of 5 blocks');

  // Into the program: the insertion point's row has the focus; arrows walk, Delete takes one out.
  await page.keyboard.press('Tab');
  await expect(program(page).getByRole('button', { name: 'Step 4: Move forward' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(program(page).getByRole('button', { name: 'Step 3: Move forward' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('block-counter')).toHaveText('3 of 5 blocks');
  await expect(program(page).getByRole('button', { name: /^Step \d: Move forward$/ })).toHaveCount(3);

  await tabTo(page, page.getByRole('button', { name: 'Run' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(solvedDialog(page)).toBeVisible();
  await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(solvedDialog(page)).toContainText('+15 Ada points!');
  await expect(page.getByRole('link', { name: 'Next puzzle' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(solvedDialog(page)).toHaveCount(0);
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a child solves birthday-1 by tapping only, using the block menu to take one out', async ({ page }) => {
    await page.goto('/code-lab/birthday-1');
    const forward = palette(page).getByRole('button', { name: 'Move forward' });
    for (let i = 0; i < 4; i++) await forward.tap();
    await program(page).getByRole('button', { name: 'Menu for step 2' }).tap();
    await program(page).getByRole('group', { name: 'Step 2: Move forward' }).getByRole('button', { name: 'Delete this block' }).tap();
    await expect(page.getByTestId('block-counter')).toHaveText('3 of 5 blocks');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await page.getByRole('button', { name: 'Run' }).tap();
    await expect(solvedDialog(page)).toBeVisible();
    await expect(solvedDialog(page)).toContainText('+15 Ada points!');
    await solvedDialog(page).getByRole('link', { name: 'Next puzzle' }).tap();
    await expect(page).toHaveURL(/\/code-lab\/birthday-2$/);
  });

  test('a child builds a loop with a finger, dragging blocks into a repeat', async ({ page }) => {
    await page.goto('/code-lab/tech-lab-1');
    await palette(page).getByRole('button', { name: 'Repeat' }).tap();
    await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 2 times' })).toBeVisible();

    // From the blocks bar onto the repeat's row: the block goes inside.
    await touchDrag(page, palette(page).getByRole('button', { name: 'Move forward' }), program(page).getByRole('button', { name: 'Step 1: Repeat 2 times' }));
    await expect(program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' })).toBeVisible();
    // Onto the start of the program, then that placed block dragged into the repeat too.
    await touchDrag(page, palette(page).getByRole('button', { name: 'Move forward' }), program(page).getByRole('button', { name: 'Start of the program' }));
    await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toBeVisible();
    await touchDrag(page, program(page).getByRole('button', { name: 'Step 1: Move forward' }), program(page).getByRole('button', { name: 'Step 2: Repeat 2 times' }));
    await expect(program(page).getByRole('button', { name: 'Step 1.2 (inside Repeat): Move forward' })).toBeVisible();
    await expect(page.getByTestId('block-counter')).toHaveText('3 of 8 blocks');

    // A tap right after a drop still works (no click swallowed).
    await palette(page).getByRole('button', { name: 'Move forward' }).tap();
    await expect(page.getByTestId('block-counter')).toHaveText('4 of 8 blocks');
  });
});

test('a nested program fits a 320, 390 and 683 px screen, and "Step 1" never breaks across lines', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  // Three levels deep, with "otherwise" branches: the longest places a level shows.
  await page.evaluate((program) => localStorage.setItem('codeLabDrafts', JSON.stringify({ 'lost-finder-6': program })), solutionOf('lost-finder-6'));
  await page.goto('/code-lab/lost-finder-6');
  await expect(program(page).getByRole('button', { name: 'Step 1.1.3.1 (inside If path ahead): Move forward' })).toBeVisible();
  for (const width of [320, 390, 683]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.evaluate(() => {
      const broken: string[] = [];
      const region = document.querySelector('[aria-labelledby="code-lab-program"]')!;
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const unit of node.textContent!.matchAll(/(Step|step|otherwise)\s\d+(\.\d+)*:?/g)) {
          const range = document.createRange();
          range.setStart(node, unit.index);
          range.setEnd(node, unit.index + unit[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(unit[0]);
        }
      }
      return { broken, sideways: document.documentElement.scrollWidth - innerWidth };
    });
    expect(layout, `at ${width} px`).toEqual({ broken: [], sideways: 0 });
  }
});

test('a child builds a loop with the mouse, dragging blocks into and out of a repeat', async ({ page }) => {
  // Tall enough that the palette and the whole program are on screen together.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto('/code-lab/tech-lab-1');
  const start = program(page).getByRole('button', { name: 'Start of the program' });
  await mouseDrag(page, palette(page).getByRole('button', { name: 'Repeat' }), start);
  await mouseDrag(page, palette(page).getByRole('button', { name: 'Move forward' }), start);
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toBeVisible();
  await expect(program(page).getByRole('button', { name: 'Step 2: Repeat 2 times' })).toBeVisible();

  // Into the repeat: drop the block on the repeat's row.
  await mouseDrag(page, program(page).getByRole('button', { name: 'Step 1: Move forward' }), program(page).getByRole('button', { name: 'Step 2: Repeat 2 times' }));
  await expect(program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' })).toBeVisible();
  await mouseDrag(page, palette(page).getByRole('button', { name: 'Move forward' }), program(page).getByRole('button', { name: 'Step 1: Repeat 2 times' }));
  await expect(program(page).getByRole('button', { name: 'Step 1.2 (inside Repeat): Move forward' })).toBeVisible();

  // And out again: drop one on the start of the program.
  await mouseDrag(page, program(page).getByRole('button', { name: 'Step 1.2 (inside Repeat): Move forward' }), start);
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toBeVisible();
  await expect(program(page).getByRole('button', { name: 'Step 2.1 (inside Repeat): Move forward' })).toBeVisible();
  await program(page).getByRole('button', { name: 'Menu for step 1', exact: true }).click();
  await program(page).getByRole('button', { name: 'Delete this block' }).click();

  // The count's + button, five times: 2 to 7.
  const more = program(page).getByRole('button', { name: 'More times' });
  for (let i = 0; i < 5; i++) await more.click();
  await expect(program(page).getByRole('spinbutton', { name: 'Step 1: how many times' })).toHaveAttribute('aria-valuetext', 'Repeat 7 times, 2 to 10');
  await expect(program(page).getByRole('button', { name: 'Step 1: Repeat 7 times' })).toBeVisible();
  await expect(page.getByTestId('block-counter')).toHaveText('2 of 8 blocks');
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(solvedDialog(page)).toBeVisible();
  await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
});

test('a child steps through a crash and sees the wall and the block marked', async ({ page }) => {
  await page.goto('/code-lab/birthday-2');
  const forward = palette(page).getByRole('button', { name: 'Move forward' });
  for (let i = 0; i < 3; i++) await forward.click();
  const step = page.getByRole('button', { name: 'Step', exact: true });
  await step.click();
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toHaveAttribute('aria-current', 'step');
  await step.click();
  await expect(program(page).getByRole('button', { name: 'Step 2: Move forward' })).toHaveAttribute('aria-current', 'step');
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).not.toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('crash-mark')).toHaveCount(0);
  await step.click();
  await expect(page.getByText('Ada bumped into a wall at step 3 (Move forward).')).toBeVisible();
  await expect(page.getByTestId('crash-mark')).toBeVisible();
  const crashed = program(page).getByRole('button', { name: 'Step 3: Move forward' });
  await expect(crashed).toHaveAccessibleDescription('Ada bumped here');
  await expect(page.getByRole('img', { name: /Ada bumped into a wall/ })).toBeVisible();

  // Reset clears the marks; the program stays.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('crash-mark')).toHaveCount(0);
  await expect(page.getByTestId('block-counter')).toHaveText('3 of 8 blocks');
});

test('hints open after 2, 4 and 6 tries, and Reset after a run has ended is no second try', async ({ page }) => {
  await page.goto('/code-lab/birthday-1');
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await page.getByRole('radio', { name: 'Fast' }).check();
  const run = page.getByRole('button', { name: 'Run' });
  const hints = page.getByRole('region', { name: 'Hints' });
  await expect(hints).toContainText('A hint opens after 2 more tries.');
  await run.click();
  await expect(page.getByText('Ada stopped before the flag. Add more blocks!')).toBeVisible();
  await expect(hints).toContainText('A hint opens after 1 more try.');

  // Reset once the run is over: no second try (Stop and Reset during a run: child-runs-stops-and-finishes-a-world.spec.ts).
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(hints).toContainText('A hint opens after 1 more try.');

  await run.click();
  await expect(hints.getByText('Hint 1:')).toBeVisible();
  await expect(hints.getByText('Hint 2:')).toHaveCount(0);
  for (let i = 0; i < 2; i++) {
    await run.click();
    await expect(run).toBeEnabled();
  }
  await expect(hints.getByText('Hint 2:')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await run.click();
    await expect(run).toBeEnabled();
  }
  await expect(hints.getByText('Hint 3:')).toBeVisible();
  await expect(hints).toContainText('Start with: Move forward.');
});

test('a guest earns points in the Code Lab and keeps them after signing up', async ({ page }) => {
  await page.goto('/code-lab/birthday-1');
  const forward = palette(page).getByRole('button', { name: 'Move forward' });
  for (let i = 0; i < 3; i++) await forward.click();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(solvedDialog(page)).toContainText('+15 Ada points!');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toContainText('15 Ada points');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('guestData') ?? '{}').codeLab)).toMatchObject([
    { levelId: 'birthday-1', stars: 3 },
  ]);

  await page.goto('/code-lab');
  await expect(page.getByRole('region', { name: 'Birthday Adventure' })).toContainText('1 of 6 puzzles solved');
  await page.goto('/play');
  await expect(page.getByRole('listitem').filter({ hasText: 'Birthday Adventure' })).toContainText('1 of 6 puzzles solved');

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  const email = `code-lab-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await dialog.getByLabel('First Name').fill('Kim');
  await dialog.getByLabel('Last Name').fill('Coder');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await dialog.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  await dialog.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The server ran the program again and awarded the same 15 points.
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).points).toBe(15);
  expect(await (await page.request.get('/api/code-lab/progress')).json()).toMatchObject([{ levelId: 'birthday-1', stars: 3 }]);
  await page.goto('/code-lab');
  await expect(page.getByRole('region', { name: 'Birthday Adventure' })).toContainText('1 of 6 puzzles solved');
});

test('a solved world counts as a completed game for Game Maker, for a guest and for an account', async ({ page }) => {
  const solves = (world: string) =>
    [1, 2, 3, 4, 5, 6].map((n) => ({ levelId: `${world}-${n}`, program: solutionOf(`${world}-${n}`) }));
  const gameMaker = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Game Maker' });
  const openBadges = async () => {
    await page.goto('/learn');
    await page.getByRole('tab', { name: 'Badges' }).click();
  };

  // A guest's solves are kept on this device: two whole worlds and half of a third.
  await page.goto('/');
  const guestSolves = [...solves('birthday'), ...solves('tech-lab'), ...solves('lost-finder').slice(0, 3)];
  await page.evaluate((codeLab) => {
    const records = codeLab.map((s) => ({ ...s, stars: 3, solvedAt: new Date().toISOString() }));
    localStorage.setItem('guestData', JSON.stringify({ points: 0, progress: [], gameScores: [], activities: [], codeLab: records }));
  }, guestSolves);
  await openBadges();
  await expect(gameMaker).toContainText('In progress');
  await expect(gameMaker).toContainText('2 of 3 games completed');

  // Signed up, the server runs the moved programs again; its progress counts the same way.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('First Name').fill('Max');
  await dialog.getByLabel('Last Name').fill('Maker');
  await dialog.getByLabel('Email').fill(`game-maker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  const grownUp = dialog.getByRole('checkbox', { name: /grown-up|parent/i });
  if (await grownUp.count()) await grownUp.check();
  await dialog.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/code-lab/progress')).json()).length).toBe(15);
  await openBadges();
  await expect(gameMaker).toContainText('2 of 3 games completed');

  // The last three levels of Lost Finder, solved on the server: a third game, the badge earned.
  for (const solve of solves('lost-finder').slice(3)) {
    const response = await page.request.post('/api/code-lab/solves', {
      data: solve,
      headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await openBadges();
  await expect(gameMaker).toContainText('Earned!');
  await expect(gameMaker).toContainText('3 of 3 games completed');
});

test('the world list, a world and a puzzle with a program on it pass axe', async ({ page }) => {
  await page.goto('/code-lab');
  await expect(page.getByRole('heading', { level: 1, name: 'Code Lab' })).toBeVisible();
  await expect(page.getByRole('link', { name: /To the party/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/code-lab/worlds/lost-finder');
  await expect(page.getByRole('list', { name: 'Puzzles' }).getByRole('link')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.goto('/code-lab/lost-finder-2');
  const blocks = palette(page).getByRole('button');
  await blocks.first().click();
  await blocks.nth(1).click();
  await program(page).getByRole('button', { name: /^Step 1/ }).first().click();
  await program(page).getByRole('button', { name: 'Menu for step 1', exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await expectNoAxeViolations(page);
});

test('a child comes back to a puzzle and the next block goes where they left off', async ({ page }) => {
  // docs/decisions/352-the-insertion-point-is-kept-per-person.md: the insertion point is kept per
  // person on the device, like the draft.
  await page.goto('/code-lab/tech-lab-1');
  await palette(page).getByRole('button', { name: 'Repeat' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await expect(program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' })).toBeVisible();
  await page.reload();
  await expect(program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' })).toBeVisible();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await expect(program(page).getByRole('button', { name: 'Step 1.2 (inside Repeat): Move forward' })).toBeVisible();
});
