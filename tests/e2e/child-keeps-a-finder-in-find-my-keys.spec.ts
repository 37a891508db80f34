import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { circle, key } from '../../content/code-lab/vision-drawings';
import type { Cell, Drawing } from '../../src/domain/code-lab/stages/vision/vision-types';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { tabTo } from '../support/keyboard';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Find My Keys App (docs/decisions/415-find-my-keys.md): a class child opens it from /projects,
// chooses the things their finder tells apart, draws examples by touch and by keyboard, tries it
// with a new drawing, keeps it, reloads and finds it; the teacher approves it in the Gallery tab
// (every waiting list before every approved one) and a classmate tries it in the class gallery.

const PHONE = { width: 390, height: 844 };
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const strokesOf = (drawing: Drawing): readonly (readonly Cell[])[] => ('strokes' in drawing ? drawing.strokes : drawing.cells.map((c) => [c]));
const pictureName = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

async function signInWithPictures(page: Page, joinCode: string, child: ClassStudent) {
  await page.goto('/join');
  await page.getByLabel('Class code').fill(joinCode);
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: child.nickname, exact: true }).tap();
  for (const picture of child.pictures)
    await page.getByRole('button', { name: pictureName(picture), exact: true }).tap();
  await page.getByRole('button', { name: 'Sign in with my pictures' }).tap();
  await expect(page).toHaveURL(/\/learn$/);
}

/** Draws each stroke with a finger on the pad in `within`: real touch events over CDP, one move a cell. */
async function drawByTouch(within: Locator, cdp: CDPSession, drawing: Drawing) {
  const pad = within.getByTestId('vision-pad').locator('svg');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = ([x, y]: Cell) => ({ x: box.x + ((x + 0.5) / 32) * box.width, y: box.y + ((y + 0.5) / 32) * box.height });
  for (const stroke of strokesOf(drawing)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(stroke[0]!)] });
    for (const cell of stroke.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(cell)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

/** The cells of a ring around (cx, cy), in the order a child goes round it. */
const ring = (cx: number, cy: number, r: number): Cell[] => {
  const cells: Cell[] = [];
  for (let y = cy - r; y <= cy + r; y++)
    for (let x = cx - r; x <= cx + r; x++) if (Math.abs(Math.hypot(x - cx, y - cy) - r) < 0.5) cells.push([x, y]);
  return cells.sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
};

/** Fills each cell on the keyboard grid from the middle: the arrows to it (Shift and an arrow for four), then Space. */
async function fillByKeys(page: Page, cells: readonly Cell[]) {
  let [x, y] = [16, 16];
  for (const [tx, ty] of cells) {
    while (x !== tx || y !== ty) {
      const dx = tx - x;
      const dy = ty - y;
      const [keyName, step] = dx !== 0 ? [dx > 0 ? 'ArrowRight' : 'ArrowLeft', Math.abs(dx)] : [dy > 0 ? 'ArrowDown' : 'ArrowUp', Math.abs(dy)];
      const by = step >= 4 ? 4 : 1;
      await page.keyboard.press(by === 4 ? `Shift+${keyName}` : keyName);
      if (keyName === 'ArrowRight') x += by;
      else if (keyName === 'ArrowLeft') x -= by;
      else if (keyName === 'ArrowDown') y += by;
      else y -= by;
    }
    await page.keyboard.press('Space');
  }
}

const addTo = (page: Page, label: string) => page.getByRole('button', { name: `Add this drawing to “${label}”` });

test('a child opens Find My Keys from /projects, teaches and keeps a finder; the teacher approves it and a classmate tries it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const cls = await teacherWithClass(page, baseURL!, ['Mia', 'Leo']);
  const [mia, leo] = cls.students as [ClassStudent, ClassStudent];
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const galleryOn = page.getByRole('switch', { name: 'Class gallery' });
  await galleryOn.click();
  await expect(galleryOn).toHaveAttribute('aria-checked', 'true');

  // Mia, on her phone, opens Find My Keys from its card.
  const one = await phone(browser, baseURL!);
  await signInWithPictures(one.page, cls.joinCode, mia);
  await one.page.goto('/projects');
  await one.page.getByRole('link', { name: 'Start Building the Find My Keys App' }).tap();
  await expect(one.page).toHaveURL(/\/code-lab\/find-my-keys$/);
  await expect(one.page.getByRole('heading', { level: 1, name: 'Find My Keys App' })).toBeVisible();

  // Her finder tells keys from balls: "ball" in, "not a key" out.
  const things = one.page.getByRole('region', { name: 'What will your finder look for?' });
  await expect(things.getByRole('button', { name: 'key', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await things.getByRole('button', { name: 'ball' }).tap();
  await things.getByRole('button', { name: 'not a key' }).tap();
  await expect(things.getByRole('button', { name: 'not a key' })).toHaveAttribute('aria-pressed', 'false');
  await expect(one.page.getByText('Took out “not a key” and its drawings.')).toBeVisible();
  await expect(one.page.getByTestId('vision-box-ball')).toBeVisible();
  await expect(one.page.getByTestId('vision-box-not-key')).toHaveCount(0);

  // Nothing to keep yet, said in her words.
  const finders = one.page.getByRole('region', { name: 'My finders' });
  await finders.getByLabel('Title for this finder').fill('My lost keys');
  await finders.getByRole('button', { name: 'Keep this finder' }).tap();
  await expect(finders.getByRole('status')).toHaveText(
    'There is nothing to find yet: a finder needs at least two things, and a drawing of each one.',
  );

  // Two keys and a ball by finger, a ball by keyboard on the grid.
  for (const [drawing, label] of [
    [key(8, 16, 4, 18), 'key'],
    [key(10, 14, 7, 13), 'key'],
    [circle(16, 16, 10), 'ball'],
  ] as const) {
    await drawByTouch(one.page.locator('main'), one.cdp, drawing);
    await addTo(one.page, label).tap();
  }
  const pad = one.page.getByRole('application', { name: 'Drawing pad' });
  await tabTo(one.page, pad, { backwards: true });
  await fillByKeys(one.page, ring(16, 16, 5));
  await expect(one.page.getByRole('status').filter({ hasText: /^Row \d+, column \d+: ink\.$/ })).toBeAttached();
  await tabTo(one.page, addTo(one.page, 'ball'));
  await one.page.keyboard.press('Enter');
  await expect(one.page.getByTestId('vision-box-ball').getByText('2 of 10')).toBeVisible();
  await expect(one.page.getByTestId('vision-box-key').getByText('2 of 10')).toBeVisible();

  // Try it with a new key: its guess, the votes and the three drawings it looked most like.
  await drawByTouch(one.page.locator('main'), one.cdp, key(6, 15, 3, 21));
  await expect(one.page.getByTestId('vision-guess')).toHaveText('It thinks: key');
  await expect(one.page.getByText(/^\d of 3 nearest say “key”$/)).toBeVisible();
  await expect(one.page.getByRole('heading', { name: 'Try it' }).locator('..').getByRole('img')).toHaveCount(3);
  await one.page.getByRole('button', { name: 'Clear' }).tap();

  // Kept, with her title (hers only).
  await finders.getByRole('button', { name: 'Keep this finder' }).tap();
  await expect(finders.getByRole('status')).toHaveText('Kept “My lost keys”.');
  await expect(finders.getByText('key, ball: 4 drawings.')).toBeVisible();
  expect(await noSidewaysScroll(one.page)).toBe(0);
  await expectTargetsAtLeast44(one.page);
  await expectNoAxeViolations(one.page);

  // After a reload the finder is in her list (the server's), and the finder being taught is back.
  await one.page.reload();
  await expect(finders.getByTestId('my-finders').getByRole('button', { name: 'Open My lost keys' })).toBeVisible();
  await expect(one.page.getByTestId('vision-box-key').getByText('2 of 10')).toBeVisible();
  await finders.getByRole('button', { name: 'Share with my class: My lost keys' }).tap();
  await expect(finders.getByRole('status')).toHaveText('“My lost keys” is waiting for your teacher.');

  // The teacher sees it waiting (every waiting list before every approved one), its things and drawings, and approves it.
  await page.reload();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Finders waiting for you (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Houses on the class street (0)' })).toBeVisible();
  const headings = await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allTextContents();
  const lastWaiting = headings.findIndex((h) => h.startsWith('Finders waiting'));
  expect(headings.findIndex((h) => h.startsWith('In the gallery'))).toBeGreaterThan(lastWaiting);
  const waiting = page.getByRole('region', { name: 'Finders waiting for you (1)' }).getByRole('article', { name: 'Mia' });
  await expect(waiting).not.toContainText('My lost keys');
  const boxes = waiting.getByRole('list', { name: 'The finder by Mia: its things and drawings' });
  await expect(boxes.getByRole('img', { name: /^“key” example 2\. Row 1: / })).toBeVisible();
  await expect(boxes.getByRole('img')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Approve: Mia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mia’s finder is in the gallery.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finders in the gallery (1)' })).toBeVisible();

  // Leo sees it in the class gallery under Mia's nickname, never its title, and tries it with his own drawing.
  const two = await phone(browser, baseURL!);
  await signInWithPictures(two.page, cls.joinCode, leo);
  await two.page.goto('/gallery');
  const shared = two.page.getByRole('article', { name: 'Finder by Mia' });
  await expect(shared).not.toContainText('My lost keys');
  // (Tapped again until the page is awake: the gallery is drawn by the server first.)
  const tryIt = shared.getByRole('button', { name: 'Try the finder by Mia' });
  await expect(async () => {
    if ((await tryIt.getAttribute('aria-expanded')) !== 'true') await tryIt.tap();
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await drawByTouch(shared, two.cdp, circle(15, 15, 9));
  await expect(shared.getByTestId('vision-guess')).toHaveText('It thinks: ball');
  expect(await noSidewaysScroll(two.page)).toBe(0);
  await expectTargetsAtLeast44(two.page);
  await expectNoAxeViolations(two.page);

  for (const context of [one.context, two.context]) await context.close();
});

test.describe('in Spanish at 390 and 683 px', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true });

  test('a guest finds Find My Keys at its address, and its controls fit their words', async ({ page }) => {
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/code-lab/find-my-keys');
      await expect(page.getByRole('heading', { level: 1, name: 'App para encontrar mis llaves' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Mis buscadores' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'no es una llave', exact: true })).toHaveAttribute('aria-pressed', 'true');
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
      await expectNoAxeViolations(page);
    }
  });
});
