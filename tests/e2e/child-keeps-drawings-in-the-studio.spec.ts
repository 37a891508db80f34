import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { makeUser } from '../support/factories';

// Issue 23 (docs/product/code-lab.md#free-drawing): the studio saves, lists, renames and deletes
// drawings; a guest keeps them on the device and they move to the account made at sign-up. Issue
// 32: the paper's program survives a reload, and a drawing of nothing is refused with words.

const panel = (page: Page) => page.getByRole('region', { name: 'My drawings' });
const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const titles = (page: Page) => panel(page).getByRole('listitem').locator('p.font-bold');

async function saveDrawing(page: Page, title: string): Promise<void> {
  await panel(page).getByLabel('Title for this drawing').fill(title);
  await panel(page).getByRole('button', { name: 'Save drawing' }).click();
  await expect(panel(page).getByRole('status')).toHaveText(`Saved “${title}”.`);
}

test('a guest draws and keeps a drawing, signs up with it, then renames and deletes drawings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // From the Code Lab's map to the studio.
  await page.goto('/code-lab');
  await page.getByRole('link', { name: /Free drawing/ }).click();
  await expect(page).toHaveURL(/\/code-lab\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free drawing' })).toBeVisible();
  await expect(panel(page).getByText('No drawings yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A guest's drawing stays on this device.
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await panel(page).getByRole('button', { name: 'Save drawing' }).click();
  await expect(panel(page).getByText('Please give your drawing a title.')).toBeVisible();
  await saveDrawing(page, 'Guest house');
  await expect(titles(page)).toHaveText(['Guest house']);
  await expect(
    panel(page).getByText('1 of 30 kept on this device.', { exact: false }),
  ).toBeVisible();
  await page.reload();
  await expect(titles(page)).toHaveText(['Guest house']);
  // The paper keeps its program through the reload: the studio's draft
  // (docs/decisions/355-the-studio-keeps-a-draft.md).
  await expect(program(page).getByRole('button', { name: 'Step 1: Move forward' })).toBeVisible();

  // A drawing of nothing cannot be kept, and the page says why.
  await program(page).getByRole('button', { name: 'Menu for step 1' }).click();
  await program(page).getByRole('group', { name: 'Step 1: Move forward' }).getByRole('button', { name: 'Delete this block' }).click();
  await panel(page).getByLabel('Title for this drawing').fill('Nothing');
  await panel(page).getByRole('button', { name: 'Save drawing' }).click();
  await expect(panel(page).getByRole('status')).toHaveText(
    'There is nothing to save yet: this program draws no lines. Put in a Move forward with the pen down, then save.',
  );
  await expect(titles(page)).toHaveText(['Guest house']);
  await panel(page).getByLabel('Title for this drawing').fill('');

  // Signing up takes it to the account.
  const parent = makeUser({ firstName: 'Dana', lastName: 'Draws' });
  await page.goto('/auth?tab=sign-up');
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill(parent.firstName);
  await main.getByLabel('Last Name').fill(parent.lastName);
  await main.getByLabel('Email').fill(parent.email);
  await main.getByLabel('Password').fill(parent.password);
  await main
    .getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' })
    .check();
  await main.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  // (On a phone the header's welcome is inside the menu.) The page loads again once it moved.
  await expect
    .poll(async () => (await page.request.get('/api/code-lab/drawings')).json())
    .toEqual([expect.objectContaining({ title: 'Guest house' })]);
  await expect(page).not.toHaveURL(/\/auth/);
  // Asked again until the page that loads again is there to answer (a busy CI once asked the one
  // going away).
  await expect
    .poll(() =>
      page
        .evaluate(() => Object.keys(localStorage).filter((k) => k.includes('codeLab.drawings')))
        .catch(() => null),
    )
    .toEqual([]);

  // Signed in: save, list (newest first), rename and delete.
  await page.goto('/code-lab/studio');
  await expect(titles(page)).toHaveText(['Guest house']);
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await saveDrawing(page, 'Rocket');
  await expect(titles(page)).toHaveText(['Rocket', 'Guest house']);

  await panel(page).getByRole('button', { name: 'Rename Rocket' }).click();
  const newTitle = panel(page).getByLabel('New title for Rocket');
  await expect(newTitle).toBeFocused();
  await newTitle.fill('Moon rocket');
  await panel(page).getByRole('button', { name: 'Save title' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('Renamed to “Moon rocket”.');
  await expect(titles(page)).toHaveText(['Moon rocket', 'Guest house']);

  await panel(page).getByRole('button', { name: 'Delete Guest house' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete “Guest house”?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(titles(page)).toHaveText(['Moon rocket', 'Guest house']);
  await panel(page).getByRole('button', { name: 'Delete Guest house' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('Deleted “Guest house”.');
  await expect(titles(page)).toHaveText(['Moon rocket']);

  // Opening a drawing puts its program on the paper; the server keeps what the list shows.
  await panel(page).getByRole('button', { name: 'Open Moon rocket' }).click();
  await expect(page.getByText('Opened “Moon rocket”.')).toBeVisible();
  const left = await (await page.request.get('/api/code-lab/drawings')).json();
  expect(left).toEqual([
    expect.objectContaining({
      title: 'Moon rocket',
      program: {
        version: 2,
        body: [
          expect.objectContaining({ op: 'forward' }),
          expect.objectContaining({ op: 'forward' }),
        ],
      },
    }),
  ]);

  // The studio shows its program as code too.
  await page.getByRole('button', { name: 'Show the code' }).click();
  await expect(page.getByRole('list', { name: 'Your program as JavaScript' })).toContainText(
    'moveForward();',
  );

  // Ada's two steps are on the paper; the downloads are drawn from them.
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByText('Ada finished drawing.')).toBeVisible();
  // Two steps up are one straight line (docs/decisions/356-lines-as-a-child-counts-them.md); My
  // drawings shows its small picture.
  await expect(page.getByRole('img', { name: /^Ada's drawing: 1 line drawn/ })).toBeVisible();
  await expect(panel(page).getByRole('img', { name: 'Picture of “Moon rocket”: 1 line drawn.' })).toBeVisible();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download SVG of Moon rocket' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('moon-rocket.svg');
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svgText).toContain('<title>Moon rocket</title>');
  expect(svgText.match(/<line /g)).toHaveLength(2);
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download PNG of Moon rocket' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('moon-rocket.png');
  const pngBytes = readFileSync(await png.path());
  expect([...pngBytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  // Two steps up: a line 0 steps wide and 2 high, a step of margin all round, 40 px a step.
  expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([80, 160]);

  // The studio works at 683 px and on a desktop too.
  for (const width of [683, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(titles(page)).toHaveText(['Moon rocket']);
    await expectNoAxeViolations(page);
  }
});
