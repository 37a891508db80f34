import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { solutionOf } from '../../content/code-lab/reference-solutions';

// Worlds 5 and 6 of the Code Lab (docs/decisions/230-pen-studio-and-robot-recipes-puzzles.md):
// their cards after Debug Detective with their own pictures and progress, and their pages listing
// eight puzzles each, on a phone.

test.use({ viewport: { width: 390, height: 844 } });

test('a child finds Pen Studio and Robot Recipes after Debug Detective, with their progress', async ({ page }) => {
  // A guest who solved the first three Pen Studio puzzles on this device.
  await page.goto('/');
  const solved = ['pen-1', 'pen-2', 'pen-3'].map((levelId) => ({
    levelId,
    program: solutionOf(levelId),
    stars: 3,
    solvedAt: new Date().toISOString(),
  }));
  await page.evaluate((codeLab) => {
    localStorage.setItem('guestData', JSON.stringify({ points: 0, progress: [], gameScores: [], activities: [], codeLab }));
  }, solved);

  await page.goto('/code-lab');
  const worlds = page.getByRole('heading', { level: 2 });
  await expect(worlds).toHaveText([
    'Birthday Adventure',
    'Tech Lab Puzzles',
    'Lost Finder',
    'Debug Detective',
    'Pen Studio',
    'Robot Recipes',
    'Game Lab',
    'Code Racer',
    'Sound Lab',
    'Web Lab',
    'NeighborNet',
    'Vision Lab',
  ]);
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Pen Studio')).toContainText('Drawing: Ada draws a line with every step');
  await expect(card('Pen Studio')).toContainText('3 of 8 puzzles solved');
  await expect(card('Robot Recipes')).toContainText('0 of 8 puzzles solved');
  await expectNoAxeViolations(page);

  // The whole card opens the world: its puzzles with their stars, the next one marked.
  await card('Pen Studio').getByRole('link', { name: 'Pen Studio' }).click();
  await expect(page).toHaveURL(/\/code-lab\/worlds\/pen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pen Studio' })).toBeVisible();
  const puzzles = page.getByRole('list', { name: 'Puzzles' }).getByRole('link');
  await expect(puzzles).toHaveCount(8);
  await expect(puzzles.nth(0)).toContainText('1. A square');
  await expect(puzzles.nth(3)).toContainText('4. Two squares apart');
  await expect(puzzles.nth(3)).toContainText('Play next!');
  await expect(puzzles.nth(5)).toContainText('6. A pinwheel');
  await expect(puzzles.nth(5)).toContainText('Not solved yet');
  await expect(page.getByText('3 of 8 puzzles solved')).toBeVisible();
  await expectNoAxeViolations(page);
  // Each puzzle opens at the level route (the level page itself is tested with the editor).
  await expect(puzzles.nth(3)).toHaveAttribute('href', '/code-lab/pen-4');

  await page.goto('/code-lab');
  await card('Robot Recipes').getByRole('link', { name: 'Robot Recipes' }).click();
  await expect(page).toHaveURL(/\/code-lab\/worlds\/function$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Robot Recipes' })).toBeVisible();
  await expect(puzzles).toHaveCount(8);
  await expect(puzzles.nth(0)).toContainText('1. Climb the stairs');
  await expect(puzzles.nth(0)).toContainText('Play next!');
  await expect(puzzles.nth(7)).toContainText('8. A grid of squares');
  await expectNoAxeViolations(page);
});

test("the games screen shows the four game worlds and Code Racer, not Pen Studio's nor the Game Lab's", async ({ page }) => {
  await page.goto('/play');
  await expect(page.getByText(/of 8 puzzles solved/)).toHaveCount(0);
  await expect(page.getByText('0 of 6 puzzles solved')).toHaveCount(5);
});
