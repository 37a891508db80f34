import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, runsNoJavaScript, test } from '../support/e2e';
import { solutionOf } from '../support/code-lab';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { phone, signInWithPictures, teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { serverProgress } from '../support/lesson-journeys';
import { expectTargetsAtLeast44 } from '../support/target-size';

// NeighborNet App (docs/decisions/411-neighbornet.md): locked on /projects below level 3 and open
// from it; a class child builds a house by tap on a phone and shares it; it waits for the teacher,
// who approves it in the Gallery tab; a classmate sees it on the class street in a frame that runs
// nothing and follows a link from one house to another; a child of another class gets 404 for a
// house's address; the street's pages pass axe; the studio in Spanish fits its words.

const CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

const post = async (page: Page, url: string, data: object) => {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(url, { data, headers: { origin, 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBe(200);
};

/** Code Lab puzzles solved on the server with their reference solutions, until the child has `points`. */
async function solveUntil(page: Page, points: number) {
  for (const world of ['birthday', 'tech-lab', 'lost-finder'])
    for (let n = 1; n <= 6; n++) {
      if ((await serverProgress(page)).points >= points) return;
      await post(page, '/api/code-lab/solves', { levelId: `${world}-${n}`, program: solutionOf(`${world}-${n}`) });
    }
  expect((await serverProgress(page)).points).toBeGreaterThanOrEqual(points);
}

const addToPage = (page: Page) => page.getByRole('group', { name: 'Add to the page' });

/** By tap: a big heading about `topic` on page 1, a second page with a paragraph, and a link from 1 to 2. */
async function buildTwoPages(page: Page, topic: string) {
  await addToPage(page).getByRole('button', { name: 'Big heading' }).tap();
  await page.getByRole('combobox', { name: 'Block 1: Big heading: which word' }).selectOption(topic);
  await page.getByRole('button', { name: 'Add a page' }).tap();
  await expect(page.getByRole('tab', { name: 'Page 2' })).toHaveAttribute('aria-selected', 'true');
  await addToPage(page).getByRole('button', { name: 'Paragraph' }).tap();
  await page.getByRole('tab', { name: 'Page 1' }).tap();
  await addToPage(page).getByRole('button', { name: 'Link' }).tap();
}

/** The built page of a street's address, opened on its own with no script, passes axe. */
async function expectServedPageToPassAxe(page: Page, baseURL: string, url: string) {
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-security-policy']).toBe(CSP);
  const html = await served.text();
  expect(html).not.toMatch(/<script|\son[a-z]+\s*=/i);
  const context = await page.context().browser()!.newContext();
  runsNoJavaScript(context);
  const other = await context.newPage();
  await other.route(`${baseURL}/served-page-under-test`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await other.goto(`${baseURL}/served-page-under-test`);
  await expect(other.locator('html')).toHaveAttribute('lang', /^(en|es)$/);
  await expectNoAxeViolations(other);
  await context.close();
}

type StreetHouse = { id: number; nickname: string; mine: boolean };
/** Taps a house on the street until its visit opens (the bench opens anew once the page is awake). */
async function visitHouse(page: Page, street: string, house: string) {
  await expect(async () => {
    await page.getByRole('list', { name: street }).getByRole('button', { name: house }).tap();
    await expect(page.getByRole('heading', { name: `Visiting: ${house}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const streetOf = async (page: Page) => ((await (await page.request.get('/api/street')).json()) as { houses: StreetHouse[] }).houses;

test('a class child builds a house and shares it; the teacher approves it; a classmate walks the street from house to house; another class sees nothing', async ({
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

  // Mia, on her phone, at level 1: NeighborNet is locked on /projects and at its address.
  const one = await phone(browser, baseURL!);
  await signInWithPictures(one.page, cls.joinCode, mia);
  await one.page.goto('/projects');
  await expect(one.page.getByRole('article').filter({ hasText: 'NeighborNet App' })).toContainText('Unlock at Level 3');
  await one.page.goto('/code-lab/neighbor-net');
  await expect(one.page.getByRole('heading', { level: 1, name: 'NeighborNet App: Unlocks at Level 3' })).toBeVisible();
  await expect(one.page.getByText('200 more points to Level 3')).toBeVisible();

  // At level 3 the card opens it.
  await solveUntil(one.page, 200);
  await one.page.goto('/projects');
  await one.page.getByRole('link', { name: 'Start Building the NeighborNet App' }).tap();
  await expect(one.page).toHaveURL(/\/code-lab\/neighbor-net$/);
  await expect(one.page.getByRole('heading', { level: 1, name: 'NeighborNet App' })).toBeVisible();
  await expect(one.page.getByRole('heading', { name: 'Our class street' })).toBeVisible();
  await expect(one.page.getByText('No houses on the street yet.', { exact: false })).toBeVisible();

  // She builds two pages by tap, the first linking to the second, and sees it in the preview.
  await buildTwoPages(one.page, 'animals');
  await one.page.getByRole('combobox', { name: 'Block 2: Link: which page' }).selectOption('2');
  const preview = one.page.frameLocator('iframe[title^="Your house"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about animals!');
  await expect(one.page.locator('iframe[title^="Your house"]')).toHaveAttribute('sandbox', '');

  // Kept with a title (hers only) and shared: it waits for the teacher.
  const houses = one.page.getByRole('region', { name: 'My houses' });
  await houses.getByLabel('Title for this house').fill('Secret house');
  await houses.getByRole('button', { name: 'Keep this house' }).tap();
  await expect(houses.getByRole('status')).toHaveText('Kept “Secret house”.');
  await expect(houses.getByText('2 pages, 3 blocks.')).toBeVisible();
  await houses.getByRole('button', { name: 'Share with my class: Secret house' }).tap();
  await expect(houses.getByRole('status')).toHaveText('“Secret house” is waiting for your teacher.');
  expect(await noSidewaysScroll(one.page)).toBe(0);
  await expectTargetsAtLeast44(one.page);
  await expectNoAxeViolations(one.page);
  expect(await streetOf(one.page)).toEqual([]);

  // The teacher sees it waiting, page by page, never its title, and approves it.
  await page.reload();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const waiting = page.getByRole('region', { name: 'Houses waiting for you (1)' }).getByRole('article', { name: 'Mia' });
  await expect(waiting).not.toContainText('Secret house');
  await expect(waiting.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about animals!');
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Approve: Mia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mia’s house is on the class street.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Houses on the class street (1)' })).toBeVisible();

  // Leo, at level 3, sees Mia's house on the street and visits it, then links his own house to it.
  const two = await phone(browser, baseURL!);
  await signInWithPictures(two.page, cls.joinCode, leo);
  await solveUntil(two.page, 200);
  await two.page.goto('/code-lab/neighbor-net');
  await visitHouse(two.page, 'Our class street', 'The house of Mia');
  const visit = two.page.frameLocator('iframe[title="The house of Mia, a page"]');
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about animals!');
  await expect(two.page.locator('iframe[title="The house of Mia, a page"]')).toHaveAttribute('sandbox', '');
  expect(await noSidewaysScroll(two.page)).toBe(0);
  await expectNoAxeViolations(two.page);
  const [miasHouse] = await streetOf(two.page);
  expect(miasHouse).toMatchObject({ nickname: 'Mia', mine: false });
  await expectServedPageToPassAxe(two.page, baseURL!, `/api/street/${miasHouse!.id}/1`);
  await expectServedPageToPassAxe(two.page, baseURL!, `/api/street/${miasHouse!.id}/2`);

  await addToPage(two.page).getByRole('button', { name: 'Big heading' }).tap();
  await two.page.getByRole('combobox', { name: 'Block 1: Big heading: which word' }).selectOption('space');
  await addToPage(two.page).getByRole('button', { name: 'Link' }).tap();
  await two.page.getByRole('combobox', { name: 'Where the link in Block 2: Link goes' }).selectOption({ label: 'to the house of Mia' });
  const leosHouses = two.page.getByRole('region', { name: 'My houses' });
  await leosHouses.getByLabel('Title for this house').fill('Rocket');
  await leosHouses.getByRole('button', { name: 'Keep this house' }).tap();
  await expect(leosHouses.getByRole('status')).toHaveText('Kept “Rocket”.');
  await leosHouses.getByRole('button', { name: 'Share with my class: Rocket' }).tap();
  await expect(leosHouses.getByRole('status')).toHaveText('“Rocket” is waiting for your teacher.');
  await page.reload();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await page.getByRole('region', { name: 'Houses waiting for you (1)' }).getByRole('button', { name: 'Approve: Leo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Leo’s house is on the class street.' })).toBeVisible();

  // Mia walks the street: Leo's house, its link to hers, then her own second page, all in the frame.
  await one.page.reload();
  await visitHouse(one.page, 'Our class street', 'The house of Leo');
  const leos = one.page.frameLocator('iframe[title="The house of Leo, a page"]');
  await expect(leos.getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about space!');
  await leos.getByRole('link', { name: 'Visit a house about animals' }).tap();
  await expect(leos.getByRole('heading', { level: 1 })).toHaveText('Welcome to my page about animals!');
  await leos.getByRole('link', { name: 'Go to my page about animals' }).tap();
  await expect(leos.getByRole('paragraph')).toHaveText('My favourite animal is the cat.');
  await expect(leos.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(one.page);

  // A child of another class: the house's address is not found, and their street is empty.
  const other = await browser.newContext({ baseURL: baseURL!, serviceWorkers: 'block' });
  const otherTeacher = await other.newPage();
  const foxes = await teacherWithClass(otherTeacher, baseURL!, ['Zed']);
  const three = await phone(browser, baseURL!);
  await signInWithPictures(three.page, foxes.joinCode, foxes.students[0]!);
  const foreign = await three.page.goto(`/api/street/${miasHouse!.id}/1`);
  expect(foreign!.status()).toBe(404);
  await expect(three.page.locator('body')).not.toContainText('animals');
  expect(await streetOf(three.page)).toEqual([]);

  for (const context of [one.context, two.context, three.context, other]) await context.close();
});

test.describe('in Spanish at 390 and 683 px', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true });

  test('a learner outside a class builds a house on their own street, and every control fits its words', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/');
    await solveUntil(page, 200);
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/code-lab/neighbor-net');
      await expect(page.getByRole('heading', { level: 1, name: 'App NeighborNet' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tu propia calle' })).toBeVisible();
      if (width === 390) {
        await page.getByRole('group', { name: 'Agregar a la página' }).getByRole('button').first().tap();
        const houses = page.getByRole('region', { name: 'Mis casas' });
        await houses.getByLabel('Título de esta casa').fill('Mi casa');
        await houses.getByRole('button', { name: 'Guardar esta casa' }).tap();
        await expect(houses.getByRole('status')).toHaveText('Guardaste «Mi casa».');
      }
      await expect(async () => {
        await page.getByRole('list', { name: 'Tu propia calle' }).getByRole('button', { name: 'Casa 1: Mi casa' }).tap();
        await expect(page.getByRole('heading', { name: 'De visita: Casa 1: Mi casa' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.frameLocator('iframe[title="Casa 1: Mi casa, una página"]').locator('h1')).toBeVisible();
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
      await expectNoAxeViolations(page);
    }
    // Nothing of anyone else's: a learner has no class street.
    expect((await page.request.get('/api/street')).status()).toBe(404);
  });
});
