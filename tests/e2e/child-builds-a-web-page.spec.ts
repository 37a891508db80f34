import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, registerViaApi, runsNoJavaScript } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { tabTo } from '../support/keyboard';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The Web Lab's level page (docs/decisions/409-the-web-lab-page.md): a child builds a web page from
// blocks by tap or by keyboard, every text picked from lists, sees it in a frame that runs nothing,
// checks it and the server says solved; on a street, links carry a message from house to house.

const PHONE = { width: 390, height: 844 };
const addToPage = (page: Page) => page.getByRole('group', { name: 'Add to the page' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const preview = (page: Page) => page.locator('iframe[srcdoc]');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const solveAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/code-lab/solves') && r.request().method() === 'POST');

/** The frame's page can run nothing: sandboxed with no scripts, and its document holds no script and no on… attribute. */
async function expectAnInertPreview(page: Page) {
  const frame = preview(page);
  await expect(frame).toHaveAttribute('sandbox', '');
  const html = (await frame.getAttribute('srcdoc')) ?? '';
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  const inside = page.frameLocator('iframe[srcdoc]');
  await expect(inside.locator('script')).toHaveCount(0);
  expect(await inside.locator('[onclick],[onerror],[onload]').count()).toBe(0);
  return html;
}

/** The built page, opened as a page of its own on our origin, passes axe (its language, headings, alt texts, contrast). */
async function expectTheBuiltPageToPassAxe(page: Page, baseURL: string, html: string) {
  // A context of its own: the built page never wakes up as the app's pages do (it has no script).
  const context = await page.context().browser()!.newContext();
  runsNoJavaScript(context);
  const other = await context.newPage();
  await other.route(`${baseURL}/built-page-under-test`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await other.goto(`${baseURL}/built-page-under-test`);
  await expect(other.locator('html')).toHaveAttribute('lang', /^(en|es)$/);
  await expectNoAxeViolations(other);
  await context.close();
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a child finds the Web Lab on the map, builds web-1 by tapping and the server says solved', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab');
    await page.getByRole('link', { name: 'Web Lab', exact: true }).tap();
    await expect(page).toHaveURL(/\/code-lab\/worlds\/web$/);
    await page.getByRole('link', { name: /^1\. A title and a heading/ }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A title and a heading');

    await addToPage(page).getByRole('button', { name: 'Big heading' }).tap();
    await page.getByRole('combobox', { name: 'Block 1: Big heading: which word' }).selectOption('space');
    await page.getByRole('button', { name: 'Add a title' }).tap();
    await page.getByRole('combobox', { name: 'Title: which word' }).selectOption('space');
    await expect(page.getByText('Added Big heading at the end of the page.')).toBeAttached();
    const inside = page.frameLocator('iframe[srcdoc]');
    await expect(inside.getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about space!');
    const html = await expectAnInertPreview(page);
    expect(html).toContain('<title>All about space</title>');
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectTargetsAtLeast44(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/web-1-built.png' });

    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Check my page' }).tap();
    const answer = await solve;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ stars: 3 });
    await expect(solvedDialog(page)).toBeVisible();
    await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    await expectTheBuiltPageToPassAxe(page, baseURL!, html);
  });

  test('a child builds the two-page level web-7 by tapping: a first check names what is missing, then it solves', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab/web-7');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A second page');

    await addToPage(page).getByRole('button', { name: 'Big heading' }).tap();
    await page.getByRole('button', { name: 'Check my page' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: /page/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add a page' }).tap();
    await expect(page.getByRole('tab', { name: 'Page 2', selected: true })).toBeVisible();
    await addToPage(page).getByRole('button', { name: 'Big heading' }).tap();
    await page.getByRole('combobox', { name: 'Block 1: Big heading: which sentence' }).selectOption('all-about');
    await page.getByRole('combobox', { name: 'Block 1: Big heading: which word' }).selectOption('food');
    await page.getByRole('tab', { name: 'Page 1' }).tap();
    await addToPage(page).getByRole('button', { name: 'Link' }).tap();
    await page.getByRole('combobox', { name: 'Block 2: Link: which word' }).selectOption('food');
    await page.getByRole('combobox', { name: 'Block 2: Link: which page' }).selectOption('2');
    const inside = page.frameLocator('iframe[srcdoc]');
    await expect(inside.getByRole('link', { name: 'Go to my page about food' })).toHaveAttribute('href', '#page-2');
    const html = await expectAnInertPreview(page);
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.getByRole('button', { name: 'Laptop' }).tap();
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: '.tmp/web-7-built.png' });

    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Check my page' }).tap();
    expect((await solve).status()).toBe(200);
    await expect(solvedDialog(page)).toBeVisible();
    await expectTheBuiltPageToPassAxe(page, baseURL!, html);
  });

  test('a child links houses on the street and the message goes hop by hop to the end (network-2)', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab/network-2');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Down the street');
    const links = page.getByRole('region', { name: 'Your links' });
    for (const [n, from, to] of [
      [1, 'A', 'B'],
      [2, 'B', 'C'],
    ] as const) {
      await page.getByRole('button', { name: 'Add a link' }).tap();
      await links.getByRole('combobox', { name: `Link ${n}: from which house` }).selectOption(from);
      await links.getByRole('combobox', { name: `Link ${n}: to which house` }).selectOption(to);
    }
    // Two hops of three: the message stops at C, and the outcome says so.
    await page.getByRole('button', { name: 'Send the message' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: /D/ })).toBeVisible({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Add a link' }).tap();
    await links.getByRole('combobox', { name: 'Link 3: from which house' }).selectOption('C');
    await links.getByRole('combobox', { name: 'Link 3: to which house' }).selectOption('D');
    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Send the message' }).tap();
    expect((await solve).status()).toBe(200);
    // The message moves hop by hop: one lit link, then all three.
    await expect(page.locator('[data-testid="network-street"] path[data-lit]')).toHaveCount(1);
    await expect(page.locator('[data-testid="network-street"] path[data-lit]')).toHaveCount(3, { timeout: 10_000 });
    await expect(solvedDialog(page)).toBeVisible();
    await solvedDialog(page).getByRole('button', { name: 'Stay here' }).tap();
    await page.getByRole('button', { name: 'Read the street' }).tap();
    await expect(page.getByText('The message went: A → B → C → D.')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('under reduced motion the whole path is lit at once and nothing moves', async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/network-1');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.locator('[data-testid="network-street"] path[data-lit]')).toHaveCount(1);
  await expect(solvedDialog(page)).toBeVisible();
});

test('by keyboard only, a child builds web-3 (a heading, a paragraph and a picture) and solves it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/web-3');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A picture');
  for (const name of ['Big heading', 'Paragraph', 'Picture']) {
    await tabTo(page, addToPage(page).getByRole('button', { name }), { backwards: name !== 'Big heading' });
    await page.keyboard.press('Enter');
  }
  // The picture from the grid, by keys.
  await tabTo(page, page.getByRole('button', { name: 'Picture: a cat. Pick another' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'a dog', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Picture: a dog. Pick another' })).toBeFocused();
  // Move the picture above the paragraph, then back, by keys.
  await tabTo(page, page.getByRole('button', { name: 'Move Block 3: Picture up' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Block 2: Picture down' })).toBeVisible();
  const inside = page.frameLocator('iframe[srcdoc]');
  await expect(inside.getByRole('img', { name: 'a dog' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Check my page' }));
  const solve = solveAnswer(page);
  await page.keyboard.press('Enter');
  expect((await solve).status()).toBe(200);
  await expect(solvedDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: PHONE, hasTouch: true, isMobile: true });

  test('a web level in Spanish fits a phone: every control fits its words, and the page is built in Spanish', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/code-lab/web-4');
    const add = page.getByRole('group', { name: 'Agregar a la página' });
    await add.getByRole('button', { name: 'Título grande' }).tap();
    await add.getByRole('button', { name: 'Lista' }).tap();
    const inList = page.getByRole('group', { name: 'Agregar dentro de Bloque 2: Lista' });
    for (let i = 0; i < 3; i++) await inList.getByRole('button').tap();
    await page.getByRole('combobox', { name: 'Letras' }).selectOption('yellow');
    await expect(page.getByText(/¡Difícil de leer!/)).toBeVisible();
    const html = await expectAnInertPreview(page);
    expect(html).toContain('lang="es"');
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await page.screenshot({ path: '.tmp/web-4-es.png', fullPage: true });
    await page.getByRole('combobox', { name: 'Letras' }).selectOption('black');
    // A guest's solve is kept on the device: the dialog says it in Spanish.
    await page.getByRole('button', { name: 'Revisar mi página' }).tap();
    await expect(page.getByRole('dialog', { name: '¡Lo lograste!' })).toBeVisible();
    await page.getByRole('dialog').press('Escape');
    await expectNoAxeViolations(page);
  });
});
