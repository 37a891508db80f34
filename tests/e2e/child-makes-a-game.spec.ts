import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  registerViaApi,
  runsNoJavaScript,
} from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { tabTo } from '../support/keyboard';
import { NARROWER_SCREENS, expectToFitTheScreen } from '../support/screen-fit';
import { startAs, waitForContent } from '../support/site-visits';
import { expectTargetsAtLeast44 } from '../support/target-size';
import { gameSolutionOf } from '../../content/code-lab/reference-solutions';

// The Game Lab's level page (docs/decisions/402-the-game-lab.md#the-level-page): a child builds
// a game from event blocks by tap or by keyboard, plays it with real keys, and "Check my game"
// plays the level's scripted player; the server says solved. "Read the game" says the scene in
// words; the page fits a phone in Spanish.

const PHONE = { width: 390, height: 844 };
const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const addEvents = (page: Page) => page.getByRole('group', { name: 'Add an event block' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a child finds the Game Lab on the map, builds game-1 by tapping and the server says solved', async ({
    page,
    baseURL,
  }) => {
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab');
    await page.getByRole('link', { name: 'Game Lab', exact: true }).tap();
    await expect(page).toHaveURL(/\/code-lab\/worlds\/game$/);
    await page.getByRole('link', { name: /^1\. The cat moves/ }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The cat moves');
    await expect(page.getByTestId('game-scene')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check my game' })).toBeDisabled();
    await page.screenshot({ path: '.tmp/game-1-start.png' });

    // An event block, then a block under it: it moves the scene's cat.
    await addEvents(page).getByRole('button', { name: 'When the game starts' }).tap();
    await expect(
      program(page).getByRole('button', { name: 'When the game starts', exact: true }),
    ).toBeVisible();
    await palette(page).getByRole('button', { name: 'Move a sprite forward' }).tap();
    const step = program(page).getByRole('button', {
      name: 'Step 1 (under When the game starts): Move the cat forward 10 steps',
    });
    await expect(step).toBeVisible();
    await expect(page.getByTestId('block-counter')).toHaveText('2 of 4 blocks');
    // Its steps from a list, never typed.
    await program(page)
      .getByRole('combobox', { name: 'Step 1 (under When the game starts): how many steps' })
      .selectOption('50');
    await expect(
      program(page).getByRole('button', {
        name: 'Step 1 (under When the game starts): Move the cat forward 50 steps',
      }),
    ).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectTargetsAtLeast44(page);
    await page.screenshot({ path: '.tmp/game-1-built.png' });

    const solve = page.waitForResponse(
      (r) => r.url().endsWith('/api/code-lab/solves') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Check my game' }).tap();
    const answer = await solve;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ stars: 3 });
    await expect(solvedDialog(page)).toBeVisible();
    await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    await expect(solvedDialog(page)).toContainText('Ada points!');
    await page.screenshot({ path: '.tmp/game-1-solved.png' });
    await solvedDialog(page).getByRole('button', { name: 'Stay here' }).tap();
    await expect(page.getByTestId('game-outcome')).toHaveText('You did it! Your game works.');
    // The cat walked: it ended 50 steps on.
    await expect(page.locator('[data-testid="game-scene"] [data-sprite="cat"]')).toHaveAttribute(
      'data-x',
      '150',
    );
  });
});

test('by keyboard only, a child solves racer-1, then steers the car of racer-2 with the arrows while it plays and solves it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/racer-1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Start your engine');

  // An event block: the keyboard's focus goes to its row, where its blocks go.
  await tabTo(page, addEvents(page).getByRole('button', { name: 'When the game starts' }));
  await page.keyboard.press('Enter');
  await expect(
    program(page).getByRole('button', { name: 'When the game starts', exact: true }),
  ).toBeFocused();
  await tabTo(page, palette(page).getByRole('button', { name: 'Set a property' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  const first = 'Step 1 (under When the game starts)';
  await expect(
    program(page).getByRole('button', { name: `${first}: Set the speed of the red car to 3` }),
  ).toBeVisible();
  // Its value from its list, by keys: Tab to the list and type the number.
  await tabTo(page, program(page).getByRole('combobox', { name: `${first}: the new value` }));
  await page.keyboard.press('5');
  await expect(
    program(page).getByRole('button', { name: `${first}: Set the speed of the red car to 5` }),
  ).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Check my game' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(solvedDialog(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next puzzle' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/code-lab\/racer-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Round the rock');

  // Two key blocks: the first waits for the left arrow, the next for the right one.
  const key = addEvents(page).getByRole('button', { name: 'When a key is pressed' });
  await tabTo(page, key);
  await page.keyboard.press('Enter');
  await expect(
    program(page).getByRole('button', { name: 'When the left arrow is pressed', exact: true }),
  ).toBeFocused();
  await tabTo(page, palette(page).getByRole('button', { name: 'Turn a sprite left' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  const left = 'Step 1 (under When the left arrow is pressed)';
  await tabTo(page, program(page).getByRole('combobox', { name: `${left}: how far to turn` }));
  await page.keyboard.press('4');
  await expect(
    program(page).getByRole('button', { name: `${left}: Turn the red car left 45 degrees` }),
  ).toBeVisible();
  await tabTo(page, key);
  await page.keyboard.press('Enter');
  await expect(
    program(page).getByRole('button', { name: 'When the right arrow is pressed', exact: true }),
  ).toBeFocused();
  await tabTo(page, palette(page).getByRole('button', { name: 'Turn a sprite right' }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  const right = 'Step 1 (under When the right arrow is pressed)';
  await tabTo(page, program(page).getByRole('combobox', { name: `${right}: how far to turn` }));
  await page.keyboard.press('4');
  await expect(
    program(page).getByRole('button', { name: `${right}: Turn the red car right 45 degrees` }),
  ).toBeVisible();
  await expect(page.getByTestId('block-counter')).toHaveText('4 of 6 blocks');

  // Play: the scene has the keys, and the right arrow turns the car; Escape stops the game and
  // the program has the keys again.
  const car = page.locator('[data-testid="game-scene"] [data-sprite="red-car"]');
  await expect(car).toHaveAttribute('data-direction', '0');
  await tabTo(page, page.getByRole('button', { name: 'Play' }), { backwards: true });
  // The game lasts 4 seconds: the keys go in at once, then what they did is read.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  // The keys reached the game only because the scene has the keyboard's focus while it plays.
  await expect(car).toHaveAttribute('data-direction', '270');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('game-status')).toHaveText('You stopped your game.');
  await expect(
    program(page).getByRole('button', { name: `${right}: Turn the red car right 45 degrees` }),
  ).toBeFocused();
  // The editor's keys work again; the arrows move the insertion point, not the car.
  await page.keyboard.press('ArrowUp');
  await expect(
    program(page).getByRole('button', { name: 'When the right arrow is pressed', exact: true }),
  ).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Check my game' }), { backwards: true });
  await page.keyboard.press('Enter');
  // The check plays the level's own keys; the Stop button skips to its end.
  await expect(page.getByRole('button', { name: 'Skip to the end' })).toBeFocused();
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(solvedDialog(page)).toHaveCount(0);
  await expect(program(page).locator('[data-slot][tabindex="0"]')).toBeFocused();
});

test('"Read the game" names the sprites and what touches what, and a game that is not there yet says what it missed', async ({
  page,
}) => {
  await page.goto('/code-lab/game-2');
  await page.getByRole('button', { name: 'Read the game' }).click();
  const words = page.getByRole('region', { name: 'Read the game' });
  await expect(words.getByTestId('game-text-sprites')).toContainText(
    'The cat is near the left side (x 100, y 200).',
  );
  await expect(words.getByTestId('game-text-sprites')).toContainText(
    'The star is in the middle (x 250, y 200).',
  );
  await expect(words.getByTestId('game-text-touches')).toHaveText('Nothing is touching.');

  // A key block with a move under it, too short: the check says the first thing missed.
  await addEvents(page).getByRole('button', { name: 'When a key is pressed' }).click();
  await program(page)
    .getByRole('combobox', { name: 'When the left arrow is pressed: which key' })
    .selectOption('right');
  await palette(page).getByRole('button', { name: 'Move a sprite forward' }).click();
  await page.getByRole('button', { name: 'Check my game' }).click();
  await page.getByRole('button', { name: 'Skip to the end' }).click();
  await expect(page.getByTestId('game-outcome')).toHaveText(
    'In your game, the cat never touches the star. How can they meet?',
  );
  await expect(words.getByTestId('game-text-sprites')).toContainText('(x 150, y 200)');

  // 30 steps a press: the cat reaches the star, and the words say they touch.
  await program(page)
    .getByRole('combobox', {
      name: 'Step 1 (under When the right arrow is pressed): how many steps',
    })
    .selectOption('30');
  await expect(page.getByTestId('game-outcome')).toHaveCount(0);
  await page.getByRole('button', { name: 'Check my game' }).click();
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(words.getByTestId('game-text-touches')).toHaveText('The cat touches the star.');
  await expect(page.getByTestId('game-commentary')).toContainText('The game is over.');
  await expect(page.getByRole('region', { name: 'Properties' })).toContainText('250');
  // Show the code writes the event block as JavaScript.
  await page.getByRole('button', { name: 'Show the code' }).click();
  await expect(page.getByRole('list', { name: 'Your program as JavaScript' })).toHaveText(
    ["onKey('right', () => {", 'cat.moveForward(30);', '});'].join(''),
  );
  await expectNoAxeViolations(page);
});

test.describe('in Spanish on a phone', () => {
  test.use({ locale: 'es-MX', viewport: PHONE, hasTouch: true, isMobile: true });

  test('a child builds game-1 by tapping, every control fits its words at 390 and 683 px, and the game works', async ({
    page,
  }) => {
    await page.goto('/code-lab/game-1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laboratorio de juegos 1');
    await page
      .getByRole('group', { name: 'Agregar un bloque de evento' })
      .getByRole('button', { name: 'Cuando empieza el juego' })
      .tap();
    await page
      .getByRole('group', { name: 'Bloques' })
      .getByRole('button', { name: 'Avanzar un objeto' })
      .tap();
    const mine = page.getByRole('region', { name: 'Tu programa' });
    await mine
      .getByRole('combobox', { name: 'Paso 1 (debajo de Cuando empieza el juego): cuántos pasos' })
      .selectOption('50');
    await expect(
      mine.getByRole('button', {
        name: 'Paso 1 (debajo de Cuando empieza el juego): Mover el gato 50 pasos hacia adelante',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Leer el juego' }).tap();
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
    }
    await page.screenshot({ path: '.tmp/game-1-es-683.png' });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '.tmp/game-1-es-390.png' });
    await page.getByRole('button', { name: 'Revisar mi juego' }).tap();
    await expect(page.getByRole('dialog', { name: '¡Lo lograste!' })).toBeVisible();
  });
});

// The largest game and racing levels with their whole reference program on them (every kind of
// event block and list), in the pseudo-locale's longer words, at every width: axe, 44 px targets,
// every control's words, nothing wider than the screen (the page sweeps see them empty).
test('the largest game levels, built, pass axe and fit every screen in the pseudo-locale', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startAs(page, baseURL!, 'pseudo-guest');
  const drafts = { 'game-8': gameSolutionOf('game-8'), 'racer-6': gameSolutionOf('racer-6') };
  await page.evaluate(
    (d) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify(d)),
    drafts,
  );
  for (const id of ['game-8', 'racer-6']) {
    await page.goto(`/code-lab/${id}`);
    await waitForContent(page, 'pseudo-guest');
    await expect(page.locator('[data-handler]')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await expectTargetsAtLeast44(page);
    await expectControlsToFitTheirWords(page);
    await expectToFitTheScreen(page, id, NARROWER_SCREENS);
  }
});

// The first paint (docs/decisions/401-the-first-paint-from-the-server.md): with JavaScript off a
// game level shows its scene, its intro and its buttons in its language; with it on, the page
// wakes up as the server drew it (a mismatch is a page error, which fails the test).
test('a game level paints from the server, in Spanish too, and wakes up as it was drawn', async ({
  browser,
  page,
  baseURL,
}) => {
  for (const locale of ['en', 'es']) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale,
      extraHTTPHeaders: { 'accept-language': locale },
    });
    runsNoJavaScript(context);
    const reader = await context.newPage();
    const answer = await reader.goto('/code-lab/racer-2');
    expect(answer?.status()).toBe(200);
    await expect(reader.getByRole('application')).toBeVisible();
    await expect(reader.locator('g[data-sprite="red-car"]')).toHaveAttribute('data-y', '370');
    await expect(
      reader.getByRole('button', { name: locale === 'en' ? 'Check my game' : 'Revisar mi juego' }),
    ).toBeVisible();
    await expect(reader.locator('main')).toContainText(
      locale === 'en' ? 'A rock is in the way!' : '¡Hay una roca en el camino!',
    );
    await context.close();
  }
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  for (const path of ['/code-lab/worlds/racer', '/code-lab/racer-6', '/code-lab/game-8']) {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Awake: the editor works.
  await page
    .getByRole('group', { name: 'Agregar un bloque de evento' })
    .getByRole('button', { name: 'Cuando empieza el juego' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Tu programa' })
      .getByRole('button', { name: 'Cuando empieza el juego', exact: true }),
  ).toBeFocused();
});
