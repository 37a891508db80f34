import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';

const chores = (page: Page) => page.getByRole('list', { name: 'Chores' }).getByRole('listitem');
const total = (page: Page) => page.getByTestId('chore-total');

async function addChore(page: Page, name: string, points: number): Promise<void> {
  await page.getByLabel('Chore name').fill(name);
  await page.getByLabel('Points').fill(String(points));
  await page.getByRole('button', { name: 'Add Chore' }).click();
}

test('a guest builds a chore list, marks chores done, and finds it again after a reload', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: /Chore Tracker App/ })).toBeVisible();
  await expect(page.getByText('Featured')).toBeVisible();
  await expect(
    page.getByRole('article').filter({ hasText: 'Find My Keys App' }).getByRole('link', { name: 'Start Building the Find My Keys App' }),
  ).toHaveAttribute('href', '/code-lab/find-my-keys');
  await expect(page.getByRole('article').filter({ hasText: 'NeighborNet App' })).toContainText(
    'Unlock at Level 3',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start Building the Chore Tracker App' }).click();
  await expect(page).toHaveURL(/\/chore-tracker$/);
  await expect(page.getByRole('heading', { name: 'How it works as code' })).toBeVisible();
  await expect(page.getByText('No chores yet')).toBeVisible();

  // Friendly messages for an empty or an over-long name; nothing is added.
  await page.getByRole('button', { name: 'Add Chore' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please give your chore a name.');
  await addChore(page, 'A very very long chore name that goes on and on', 5);
  await expect(page.getByRole('alert')).toHaveText('A chore name can be at most 40 letters long.');
  await addChore(page, 'Tidy up', 500);
  await expect(page.getByRole('alert')).toHaveText('Points must be a whole number from 1 to 100.');
  await expect(page.getByText('No chores yet')).toBeVisible();

  await addChore(page, 'Feed the cat', 5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('0 of 1 chore done')).toBeVisible();
  await addChore(page, '  Make my bed  ', 3);
  await addChore(page, 'Water the plants', 10);
  await expect(chores(page)).toHaveCount(3);
  await expect(total(page)).toHaveText('0');

  await page.getByRole('button', { name: 'Mark Done: Feed the cat' }).click();
  await page.getByRole('button', { name: 'Mark Done: Make my bed' }).click();
  await expect(total(page)).toHaveText('8');
  await page.getByRole('button', { name: 'Undo: Make my bed' }).click();
  await expect(total(page)).toHaveText('5');
  await page.getByRole('button', { name: 'Mark Done: Water the plants' }).click();
  await expect(total(page)).toHaveText('15');
  await page.getByRole('button', { name: 'Remove: Feed the cat' }).click();
  await expect(chores(page)).toHaveCount(2);
  await expect(total(page)).toHaveText('10');
  await expect(page.getByText('1 of 2 chores done')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(chores(page)).toHaveCount(2);
  await expect(chores(page).first()).toContainText('Make my bed');
  await expect(page.getByRole('button', { name: 'Undo: Water the plants' })).toBeVisible();
  await expect(total(page)).toHaveText('10');
});

test('a signed-in child keeps the chore list in the account', async ({ page, baseURL }) => {
  // A guest list on this device stays the guest's: the account starts with its own list.
  await page.goto('/chore-tracker');
  await addChore(page, 'Guest chore', 2);
  await expect(chores(page)).toHaveCount(1);

  await registerViaApi(page.request, baseURL!);
  await page.reload();
  await expect(page.getByText('No chores yet')).toBeVisible();
  await addChore(page, 'Walk the dog', 20);
  await addChore(page, 'Set the table', 4);
  await page.getByRole('button', { name: 'Mark Done: Walk the dog' }).click();
  await expect(total(page)).toHaveText('20');
  await expect(page.getByText('Saved!')).toBeVisible();

  const saved = await (await page.request.get('/api/chores')).json();
  expect(saved.chores).toEqual([
    { id: expect.any(String), name: 'Walk the dog', points: 20, done: true },
    { id: expect.any(String), name: 'Set the table', points: 4, done: false },
  ]);

  await page.reload();
  await expect(chores(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Undo: Walk the dog' })).toBeVisible();
  await expect(total(page)).toHaveText('20');
  await expectNoAxeViolations(page);
});
