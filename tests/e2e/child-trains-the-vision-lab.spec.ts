import type { CDPSession, Page, Request } from '@playwright/test';
import { circle, cup, flower, house, key, spoon, square, star, tree } from '../../content/code-lab/vision-drawings';
import type { Cell, Drawing } from '../../src/domain/code-lab/stages/vision/vision-types';
import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { teacherWithClass } from '../support/e2e-teacher';
import { tabTo } from '../support/keyboard';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The Vision Lab's level page (docs/decisions/413-the-vision-lab-page.md): a child draws examples
// for each label on the pad (by finger, by mouse, or by keyboard in grid mode), tries the guess,
// checks it against the level's test drawings, and the server says solved. Only cells leave the
// page: no request goes to another origin and none carries an image.

const PHONE = { width: 390, height: 844 };
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const solveAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/code-lab/solves') && r.request().method() === 'POST');
const padSvg = (page: Page) => page.getByTestId('vision-pad').locator('svg');
const strokesOf = (drawing: Drawing): readonly (readonly Cell[])[] => ('strokes' in drawing ? drawing.strokes : drawing.cells.map((c) => [c]));

/** Where a cell's middle is on the screen. */
async function cellPoint(page: Page) {
  const pad = padSvg(page);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  return ([x, y]: Cell) => ({ x: box.x + ((x + 0.5) / 32) * box.width, y: box.y + ((y + 0.5) / 32) * box.height });
}

/** Draws each stroke with a finger: real touch events (Chromium's, sent over CDP), one move a cell. */
async function drawByTouch(page: Page, cdp: CDPSession, drawing: Drawing) {
  const at = await cellPoint(page);
  for (const stroke of strokesOf(drawing)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(stroke[0]!)] });
    for (const cell of stroke.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(cell)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

/** Draws each stroke with the mouse. */
async function drawByMouse(page: Page, drawing: Drawing) {
  const at = await cellPoint(page);
  for (const stroke of strokesOf(drawing)) {
    const start = at(stroke[0]!);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const cell of stroke.slice(1)) await page.mouse.move(at(cell).x, at(cell).y);
    await page.mouse.up();
  }
}

const addTo = (page: Page, label: string) => page.getByRole('button', { name: `Add this drawing to “${label}”` });

/** Every request the page makes, to look at what left it. */
function watchRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** Nothing went to another origin, and no body held an image: only cells. */
function expectOnlyCellsLeftThePage(seen: Request[], baseURL: string) {
  const ours = new URL(baseURL).origin;
  for (const request of seen) {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') expect(url.origin, request.url()).toBe(ours);
    const body = request.postData() ?? '';
    expect(body).not.toMatch(/data:image|base64|image\/(png|jpeg|webp)|"(image|pixels|dataUrl|png|bitmap|canvas)"/i);
  }
  const solve = seen.find((r) => r.url().endsWith('/api/code-lab/solves') && r.method() === 'POST');
  expect(solve?.postData()).toMatch(/"strokes":\[\[\[/);
}

test.describe('on a phone, by finger', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a child finds the Vision Lab, draws five circles and five squares by touch, tries it, and the server says vision-1 is solved', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const seen = watchRequests(page);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab');
    await page.getByRole('link', { name: 'Vision Lab', exact: true }).tap();
    await expect(page).toHaveURL(/\/code-lab\/worlds\/vision$/);
    await page.getByRole('link', { name: /^1\. Circle or square\?/ }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Circle or square?');

    const cdp = await page.context().newCDPSession(page);
    const circles = [circle(16, 16, 12), circle(14, 18, 7), circle(18, 14, 9), circle(16, 16, 4), circle(15, 15, 14)];
    const squares = [square(5, 5, 21), square(10, 10, 10), square(18, 6, 8), square(12, 12, 5), square(4, 12, 15)];
    for (const drawing of circles) {
      await drawByTouch(page, cdp, drawing);
      await addTo(page, 'circle').tap();
    }
    await expect(page.getByRole('img', { name: /^“circle” example 5\. Row 1: / })).toBeVisible();
    for (const drawing of squares) {
      await drawByTouch(page, cdp, drawing);
      await addTo(page, 'square').tap();
    }
    await expect(page.getByTestId('vision-box-square').getByText('5 of 10')).toBeVisible();

    // Try it: a new square, guessed at once, with its votes, its nearest three and its numbers.
    await drawByTouch(page, cdp, square(8, 8, 14));
    await expect(page.getByTestId('vision-guess')).toHaveText('It thinks: square');
    await expect(page.getByText(/^3 of 3 nearest say “square”$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Try it' }).locator('..').getByRole('img')).toHaveCount(3);
    await expect(page.getByText('Strokes: 1')).toBeVisible();
    await expect(page.getByText('As wide as tall')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectTargetsAtLeast44(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '.tmp/vision-1-trained.png', fullPage: true });

    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Check my computer' }).tap();
    const answer = await solve;
    expect(answer.status()).toBe(200);
    await expect(solvedDialog(page)).toBeVisible();
    await expect(page.getByTestId('vision-outcome')).toContainText('It got 8 of 8 right');
    expectOnlyCellsLeftThePage(seen, baseURL!);
    // Nothing on the page ever made a picture of the pad.
    expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
  });
});

/** The cells of a ring around (cx, cy), in the order a child goes round it. */
const ring = (cx: number, cy: number, r: number): Cell[] => {
  const cells: Cell[] = [];
  for (let y = cy - r; y <= cy + r; y++)
    for (let x = cx - r; x <= cx + r; x++) if (Math.abs(Math.hypot(x - cx, y - cy) - r) < 0.5) cells.push([x, y]);
  return cells.sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
};
/** The cells of a square's edge, going round it. */
const edge = (x0: number, y0: number, s: number): Cell[] => {
  const cells: Cell[] = [];
  for (let i = 0; i < s - 1; i++) cells.push([x0 + i, y0]);
  for (let i = 0; i < s - 1; i++) cells.push([x0 + s - 1, y0 + i]);
  for (let i = 0; i < s - 1; i++) cells.push([x0 + s - 1 - i, y0 + s - 1]);
  for (let i = 0; i < s - 1; i++) cells.push([x0, y0 + s - 1 - i]);
  return cells;
};

/** Fills each cell on the keyboard grid: the arrows to it (Shift and an arrow for four), then Space. */
async function fillByKeys(page: Page, from: Cell, cells: readonly Cell[]): Promise<Cell> {
  let [x, y] = from;
  for (const [tx, ty] of cells) {
    while (x !== tx || y !== ty) {
      const dx = tx - x;
      const dy = ty - y;
      const [keyName, step] = dx !== 0 ? [dx > 0 ? 'ArrowRight' : 'ArrowLeft', Math.abs(dx)] : [dy > 0 ? 'ArrowDown' : 'ArrowUp', Math.abs(dy)];
      const jump = step >= 4;
      await page.keyboard.press(jump ? `Shift+${keyName}` : keyName);
      const by = jump ? 4 : 1;
      if (keyName === 'ArrowRight') x += by;
      else if (keyName === 'ArrowLeft') x -= by;
      else if (keyName === 'ArrowDown') y += by;
      else y -= by;
    }
    await page.keyboard.press('Space');
  }
  return [x, y];
}

test('by keyboard alone, a child draws on the grid (arrows and Space), hears where the square is, and solves vision-1', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/vision-1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Circle or square?');
  const pad = page.getByRole('application', { name: 'Drawing pad' });
  let at: Cell = [16, 16];
  for (const [label, cells] of [
    ['circle', ring(16, 16, 8)],
    ['circle', ring(16, 16, 10)],
    ['square', edge(10, 10, 14)],
    ['square', edge(6, 6, 18)],
  ] as const) {
    await tabTo(page, pad, { backwards: label === 'square' || at[0] !== 16 });
    at = await fillByKeys(page, at, cells);
    await expect(page.getByRole('status').filter({ hasText: /^Row \d+, column \d+: ink\.$/ })).toBeAttached();
    await tabTo(page, addTo(page, label));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Added the drawing to “${label}”.`)).toBeAttached();
  }
  await expect(page.getByTestId('vision-box-circle').getByText('2 of 10')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Check my computer' }));
  const solve = solveAnswer(page);
  await page.keyboard.press('Enter');
  expect((await solve).status()).toBe(200);
  await expect(solvedDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the bias puzzle: keys all lying down fail on keys drawn otherwise, and pass once it is shown keys of every kind and one more spoon (vision-5, by mouse)', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const seen = watchRequests(page);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/vision-5');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Keys of every kind');
  const lying = [key(8, 16, 4, 18), key(10, 14, 7, 13), key(6, 15, 3, 21), key(12, 14, 8, 10)];
  const notKeys = [cup(9, 8, 12, 14), house(8, 5, 14), star(16, 16, 11), spoon(6, 16, 19), flower(16, 16, 7), spoon(16, 6, 18), tree(15, 4, 5, 13), tree(17, 2, 7, 10)];
  for (const drawing of lying) {
    await drawByMouse(page, drawing);
    await addTo(page, 'key').click();
  }
  for (const drawing of notKeys) {
    await drawByMouse(page, drawing);
    await addTo(page, 'not a key').click();
  }
  await page.getByRole('button', { name: 'Check my computer' }).click();
  await expect(page.getByRole('alert')).toContainText('It got 7 of 12 right; it needs 11.');
  await expect(page.getByRole('alert')).toContainText(/It thought drawing \d+ was not a key; it is a key\./);
  // The drawings it got wrong, shown with what it guessed.
  await expect(page.getByTestId('vision-wrong').getByRole('img', { name: /^Test drawing \d+: it guessed not a key; it is a key\./ }).first()).toBeVisible();

  const turned = [key(16, 7, 4, 17, 'down'), key(7, 7, 4, 19, 'diagonal'), key(7, 23, 4, 19, 'up'), key(15, 9, 6, 15, 'down'), key(8, 8, 6, 15, 'diagonal'), key(14, 7, 7, 13, 'down')];
  for (const drawing of turned) {
    await drawByMouse(page, drawing);
    await addTo(page, 'key').click();
  }
  // And one more long thing that is not a key: with keys of every kind it still took a spoon for a key.
  await drawByMouse(page, spoon(5, 12, 21));
  await addTo(page, 'not a key').click();
  const solve = solveAnswer(page);
  await page.getByRole('button', { name: 'Check my computer' }).click();
  expect((await solve).status()).toBe(200);
  await expect(solvedDialog(page)).toBeVisible();
  expectOnlyCellsLeftThePage(seen, baseURL!);
});

test('the confused puzzle: a wrong example is removed by keyboard and the set passes (vision-6)', async ({ page, baseURL }) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/vision-6');
  await expect(page.getByText('You have 6 examples, the most this puzzle allows. Remove one to add another.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Remove “circle” example 4' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Removed “circle” example 4.')).toBeAttached();
  const solve = solveAnswer(page);
  await page.getByRole('button', { name: 'Check my computer' }).click();
  expect((await solve).status()).toBe(200);
  await expect(solvedDialog(page)).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: PHONE, hasTouch: true, isMobile: true });

  test('a vision level in Spanish fits a phone: every control fits its words', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/code-lab/vision-2');
    const cdp = await page.context().newCDPSession(page);
    await drawByTouch(page, cdp, circle(16, 16, 10));
    await page.getByRole('button', { name: 'Agregar este dibujo a «círculo»' }).tap();
    await drawByTouch(page, cdp, square(6, 6, 18));
    await expect(page.getByTestId('vision-guess')).toHaveText('Cree que es: círculo');
    await expect(page.getByText('Votos por «círculo»: 1 de 1')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await page.screenshot({ path: '.tmp/vision-2-es.png', fullPage: true });
    await page.getByRole('button', { name: 'Revisar mi computadora' }).tap();
    await expect(page.getByRole('alert')).toContainText(/de 9/);
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('a teacher presents vision-6 on the projector: the check finds the wrong example, and the reference solution passes', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const cls = await teacherWithClass(page, baseURL!, ['Bo']);
  await page.goto(`/classes/${cls.id}/present/vision-6`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Which example is wrong?');
  const present = page.getByTestId('present-vision');
  await expect(present).toBeVisible();
  const size = await present.getByRole('button', { name: 'Check my computer' }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  await present.getByRole('button', { name: 'Check my computer' }).click();
  await expect(present.getByRole('status').filter({ hasText: /It got \d of 7 right; it needs 6\./ })).toBeVisible();
  await expect(present.getByTestId('vision-wrong')).toBeVisible();
  await present.getByRole('button', { name: 'Show a solution' }).click();
  await expect(present.getByTestId('vision-box-square').getByText('3 of 10')).toBeVisible();
  await present.getByRole('button', { name: 'Check my computer' }).click();
  await expect(present.getByRole('status').filter({ hasText: 'It got 7 of 7 right; it needs 6. You did it' })).toBeVisible();
  await expectNoAxeViolations(page);
});
