import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { phone, showTheSolution, signInWithPictures, teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The game studio and the class gallery (docs/product/code-lab.md#the-game-studio,
// docs/product/gallery-screens.md): a class child makes a game in the studio (an object added
// from the list, an event block and a block under it), keeps it and shares it; the teacher sees
// it waiting with a preview that plays and approves it; a classmate plays it full screen from
// the class gallery, its title never shown.

const PHONE = { width: 390, height: 844 };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a child keeps a game in the studio and shares it, the teacher approves it, a classmate plays it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const cls = await teacherWithClass(page, baseURL!, ['Mia', 'Leo']);
  const [mia, leo] = cls.students as [ClassStudent, ClassStudent];
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const galleryOn = page.getByRole('switch', { name: 'Class gallery' });
  await galleryOn.click();
  await expect(galleryOn).toHaveAttribute('aria-checked', 'true');

  // Mia, on her phone, finds the studio from the Code Lab and makes a game by tapping.
  const one = await phone(browser, baseURL!);
  await signInWithPictures(one.page, cls.joinCode, mia);
  await one.page.goto('/code-lab');
  await one.page.getByRole('link', { name: /^Game studio/ }).tap();
  await expect(one.page).toHaveURL(/\/code-lab\/game-studio$/);
  await expect(one.page.getByRole('heading', { level: 1, name: 'Game studio' })).toBeVisible();
  const objects = one.page.getByRole('region', { name: 'Objects in your game' });
  await expect(objects.getByRole('heading', { name: 'The cat' })).toBeVisible();
  // An object from the list of names, never typed, placed from lists.
  await objects.getByRole('combobox', { name: 'Add an object' }).selectOption({ label: 'The star' });
  await objects.getByRole('button', { name: 'Add', exact: true }).tap();
  await expect(objects.getByRole('heading', { name: 'The star' })).toBeVisible();
  await objects.getByRole('combobox', { name: 'the star: x' }).selectOption('340');
  await expect(one.page.locator('[data-testid="game-scene"] [data-sprite="star"]')).toHaveAttribute('data-x', '340');

  await one.page.getByRole('group', { name: 'Add an event block' }).getByRole('button', { name: 'When the game starts' }).tap();
  await one.page.getByRole('group', { name: 'Blocks' }).getByRole('button', { name: 'Move a sprite forward' }).tap();
  const program = one.page.getByRole('region', { name: 'Your program' });
  await expect(
    program.getByRole('button', { name: 'Step 1 (under When the game starts): Move the cat forward 10 steps' }),
  ).toBeVisible();
  // The cat is in the program now: it cannot be taken away.
  await objects.getByRole('button', { name: 'Take away the cat' }).tap();
  await expect(objects.getByText('The cat is in your program. Take its blocks away first.').first()).toBeVisible();

  // Played full screen: the scene fills the screen, the cat walks, Escape leaves.
  await one.page.getByRole('button', { name: 'Play full screen' }).tap();
  const full = one.page.getByRole('dialog', { name: 'Your game, full screen' });
  await expect(full).toBeVisible();
  await expect(full.locator('[data-sprite="cat"]')).toHaveAttribute('data-x', '210');
  const box = await full.getByRole('application').boundingBox();
  expect(box!.width).toBeGreaterThan(PHONE.width * 0.9);
  // A modal: Tab and Shift+Tab go round its own controls and never reach the page behind it.
  const reached = new Set<string>();
  for (const key of [...Array<string>(7).fill('Tab'), ...Array<string>(7).fill('Shift+Tab')]) {
    await one.page.keyboard.press(key);
    await expect(full.locator(':focus')).toHaveCount(1);
    reached.add(await full.locator(':focus').evaluate((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
  }
  expect(reached.size).toBeGreaterThanOrEqual(3);
  await one.page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(one.page.getByRole('button', { name: 'Play full screen' })).toBeFocused();

  // Kept with a title (hers only) and shared.
  const games = one.page.getByRole('region', { name: 'My games' });
  await games.getByLabel('Title for this game').fill('Star chase');
  await games.getByRole('button', { name: 'Keep this game' }).tap();
  await expect(games.getByRole('status')).toHaveText('Kept “Star chase”.');
  await expect(games.getByText('Objects: the cat, the star.')).toBeVisible();
  // Renamed, then changed and saved over the kept game (no second game).
  await games.getByRole('button', { name: 'Rename Star chase' }).tap();
  await games.getByLabel('New title for Star chase').fill('Star race');
  await games.getByRole('button', { name: 'Save title' }).tap();
  await expect(games.getByRole('status')).toHaveText('Renamed to “Star race”.');
  await objects.getByRole('combobox', { name: 'the star: x' }).selectOption('320');
  await games.getByRole('button', { name: 'Save changes to “Star race”' }).tap();
  await expect(games.getByRole('status')).toHaveText('Saved your changes to “Star race”.');
  const kept = (await (await one.page.request.get('/api/code-lab/creations/game')).json()) as {
    title: string;
    program: { sprites: { id: string; x: number }[] };
  }[];
  expect(kept.map((g) => [g.title, g.program.sprites.find((s) => s.id === 'star')?.x])).toEqual([['Star race', 320]]);
  expect(await noSidewaysScroll(one.page)).toBe(0);
  await expectTargetsAtLeast44(one.page);
  await expectNoAxeViolations(one.page);
  await games.getByRole('button', { name: 'Share with my class: Star race' }).tap();
  await expect(games.getByRole('status')).toHaveText('“Star race” is waiting for your teacher.');

  // The teacher sees it waiting, plays its preview, and approves it.
  await page.reload();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Games waiting for you (1)' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Games waiting for you (1)' }).getByRole('article', { name: 'Mia' });
  await expect(waiting).not.toContainText('Star race');
  await waiting.getByRole('button', { name: 'Play the game by Mia' }).click();
  const preview = page.getByRole('dialog', { name: 'Your game, full screen' });
  await expect(preview.locator('[data-sprite="cat"]')).toHaveAttribute('data-x', '210');
  await preview.getByRole('button', { name: 'Leave full screen' }).click();
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Approve: Mia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mia’s game is in the gallery.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Games in the gallery (1)' })).toBeVisible();

  // Leo plays it from the class gallery: the nickname and the objects, never the title.
  const two = await phone(browser, baseURL!);
  await signInWithPictures(two.page, cls.joinCode, leo);
  // The game's part of the page comes late, as on a slow school network: the server's HTML
  // shows the button first.
  await two.page.route(/\/gallery-game-[\w-]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await two.page.goto('/gallery');
  const shared = two.page.getByRole('article', { name: 'Game by Mia' });
  await expect(shared).toContainText('Objects: the cat, the star.');
  await expect(shared).not.toContainText('Star race');
  // One tap: the button is off until its part of the server's page is awake (a tap before that
  // was lost: React does not replay it).
  await shared.getByRole('button', { name: 'Play the game by Mia' }).tap();
  await expect(two.page.getByTestId('full-screen-game')).toBeVisible();
  const played = two.page.getByRole('dialog', { name: 'Your game, full screen' });
  await expect(played.locator('[data-sprite="cat"]')).toHaveAttribute('data-x', '210');
  await expect(played.getByRole('application')).toBeFocused();
  await two.page.keyboard.press('Escape');
  await expect(played).toBeHidden();
  // A star for the game, said in words about a game.
  const reactions = shared.getByRole('group', { name: 'Reactions to the game by Mia' });
  await reactions.getByRole('button', { name: 'Star: 0 stars' }).tap();
  await expect(reactions.getByRole('button', { name: 'Star: 1 star' })).toHaveAttribute('aria-pressed', 'true');
  await expect(two.page.getByRole('status').filter({ hasText: 'You gave Mia’s game a star.' })).toBeVisible();
  expect(await noSidewaysScroll(two.page)).toBe(0);
  await expectNoAxeViolations(two.page);

  for (const context of [one.context, two.context]) await context.close();
});

test.describe('in Spanish at 390 and 683 px', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true });

  test('the game studio’s controls fit their words, a sprite added in Spanish', async ({ page }) => {
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/code-lab/game-studio');
      await expect(page.getByRole('heading', { level: 1, name: 'Estudio de juegos' })).toBeVisible();
      const objects = page.getByRole('region', { name: 'Objetos de tu juego' });
      if (width === 390) {
        await objects.getByRole('button', { name: 'Agregar', exact: true }).tap();
        await expect(objects.getByText('2 de 8 objetos.')).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Mis juegos' })).toBeVisible();
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
    }
  });
});

test.describe('the teacher and the Game Lab', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('presents a game level on the projector, plays the reference solution, and assigns a racing level', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const cls = await teacherWithClass(page, baseURL!, ['Bo']);
    await page.goto(`/classes/${cls.id}`);
    const chooser = page.getByRole('region', { name: 'Present a puzzle' });
    await chooser.getByLabel('World').selectOption({ label: 'Game Lab' });
    await chooser.getByRole('link', { name: 'Present' }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}/present/game-1$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Game Lab 1');
    await expect(page.getByTestId('present-game')).toBeVisible();
    // Big words for the back of the room.
    const size = await page
      .getByRole('group', { name: 'Add an event block' })
      .getByRole('button', { name: 'When the game starts' })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(28);

    // The reference solution, which only the server gives, then "Check my game" plays it.
    await showTheSolution(page);
    await expect(page.getByRole('region', { name: 'Your program' }).getByRole('button', { name: 'When the game starts', exact: true })).toBeVisible();
    // The presenter's keys: Alt+Shift+R plays (the keys go to the scene), Page Up stops,
    // Alt+Shift+C checks; the buttons say their keys.
    await expect(page.getByTestId('present-keys')).toContainText('Check my game Alt+Shift+C');
    await expect(page.getByRole('button', { name: 'Check my game' })).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+C');
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect(page.getByTestId('game-status')).toHaveText(/^Your game is playing\./);
    await expect(page.getByRole('application')).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('game-status')).toHaveText('You stopped your game.');
    await page.keyboard.press('Alt+Shift+KeyC');
    await expect(page.getByTestId('game-outcome')).toHaveText('You did it! Your game works.', { timeout: 20_000 });
    await expect(page.locator('[data-testid="game-scene"] [data-sprite="cat"]')).toHaveAttribute('data-x', '150');
    await expectNoAxeViolations(page);

    // A racing level assigned from the Assigned tab's picker.
    await page.goto(`/classes/${cls.id}`);
    await page.getByRole('tab', { name: 'Assigned' }).click();
    await page.getByRole('button', { name: 'New assignment' }).click();
    const picker = page.getByRole('form', { name: 'New assignment' });
    await picker.getByLabel('Title').fill('Race week');
    await picker.getByRole('button', { name: 'Code Racer' }).click();
    await picker.getByRole('checkbox', { name: 'Level 1: Start your engine' }).check();
    await picker.getByRole('button', { name: 'Save assignment' }).click();
    const card = page.getByRole('article', { name: 'Race week' });
    await expect(card.getByRole('listitem').filter({ hasText: 'Start your engine' })).toBeVisible();
  });
});
