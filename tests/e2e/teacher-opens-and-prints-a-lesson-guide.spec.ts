import { curriculum } from '../../content/curriculum';
import { openLessons } from '../../src/domain/lessons/curriculum';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { teacherWithClass } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The lesson guides' pages (docs/product/guide-pages.md, docs/decisions/295-the-guide-pages-door.md
// to docs/decisions/298-links-to-the-guides.md): a teacher follows the class page's link to the
// Loops guide, shows its answers, and prints it: the guide alone, its answers included, on two
// pages at most of A4 and of US Letter. A child's session is sent home.

test.describe.configure({ timeout: 90_000 });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing wider than the screen at a phone's 390 px and a small tablet's 683 px. */
async function expectFits(page: Page, what: string) {
  for (const width of [683, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await noSidewaysScroll(page), `${what} at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The pages of a PDF as Chromium writes it (one /Type /Page object per page). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('a teacher opens the Loops guide from the class page, shows its answers and prints it on two pages', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const cls = await teacherWithClass(page, baseURL!, ['Ada']);
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('link', { name: 'Lesson guides', exact: true }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson guides' })).toBeVisible();
  const lessons = page.getByRole('region', { name: 'Lessons' });
  await expect(lessons.getByRole('link').first()).toBeVisible();
  await expectFits(page, '/teach');
  await expectNoAxeViolations(page);

  await lessons.getByRole('link', { name: /^Loops\b/ }).click();
  await expect(page).toHaveURL(/\/teach\/loops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loops' })).toBeVisible();
  for (const section of [
    'Vocabulary',
    'Talk about it',
    'CSTA standards',
    'The quiz and its answers',
    'The activity',
  ])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Warm-up: .* \(10 minutes, no screens\)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Question 1' })).toBeVisible();

  // Answers wait for "Show answers" (the page may be on the wall), then show.
  const firstAnswer = page.getByText(/^Answer: /).first();
  await expect(firstAnswer).toBeHidden();
  await expect(page.getByText('Answer hidden').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show answers' }).click();
  await expect(firstAnswer).toBeVisible();
  await expect(page.getByText(/^Why: /).first()).toBeVisible();
  await expect(page.getByText('Answer hidden').first()).toBeHidden();
  await expectFits(page, '/teach/loops');
  await expectTargetsAtLeast44(page);
  await expectNoAxeViolations(page);

  // Hide them again: print still has every answer.
  await page.getByRole('button', { name: 'Hide answers' }).click();
  await expect(firstAnswer).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(firstAnswer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Loops' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show answers' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Privacy' })).toBeHidden();
  await expect(page.getByText('Answer hidden').first()).toBeHidden();
  // Black on white: no coloured text or fill is left in the guide.
  const coloured = await page.locator('article').evaluate(
    (article) =>
      [article, ...article.querySelectorAll('*')].filter((el) => {
        const style = getComputedStyle(el);
        const bg = style.backgroundColor;
        return (
          style.color !== 'rgb(0, 0, 0)' ||
          !(bg === 'rgba(0, 0, 0, 0)' || bg === 'rgb(255, 255, 255)')
        );
      }).length,
  );
  expect(coloured).toBe(0);
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    const pages = pageCount(pdf);
    expect(pages, `Loops guide on ${format}`).toBeGreaterThanOrEqual(1);
    expect(pages, `Loops guide on ${format}`).toBeLessThanOrEqual(2);
  }
  await page.emulateMedia({ media: 'screen' });

  // The assignment picker opens each lesson's guide and each world's; present mode the world's.
  await page.goto(`/classes/${cls.id}?tab=assigned`);
  await page.getByRole('button', { name: 'New assignment' }).click();
  await expect(
    page.getByRole('link', { name: 'Guide for Loops (opens in a new tab)' }),
  ).toHaveAttribute('href', '/teach/loops');
  await page.getByRole('button', { name: 'Tech Lab Puzzles' }).click();
  await expect(
    page.getByRole('link', { name: 'Guide for Tech Lab Puzzles (opens in a new tab)' }),
  ).toHaveAttribute('href', '/teach/code-lab/tech-lab');
  await page.goto(`/classes/${cls.id}/present/tech-lab-2`);
  await expect(page.getByRole('link', { name: /^Open the guide/ })).toHaveAttribute(
    'href',
    '/teach/code-lab/tech-lab',
  );
});

test('a child and a guest who find a guide are told why with a way home, and the server says no too', async ({
  page,
  browser,
  baseURL,
}) => {
  const cls = await teacherWithClass(page, baseURL!, ['Bo']);
  const student = cls.students[0]!;
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const child = await context.newPage();
  const joined = await context.request.post('/api/join', {
    data: { joinCode: cls.joinCode, studentId: student.id, pictures: student.pictures },
    headers: cls.headers,
  });
  expect(joined.status(), await joined.text()).toBe(200);
  // The page says why, with a way home, and stays as the server drew it (docs/decisions/405-the-guides-door-stays.md).
  await child.goto('/teach/loops');
  await expect(
    child.getByText(/^Lesson guides are for grown-ups\. Your teacher uses them/),
  ).toBeVisible();
  await child.getByRole('link', { name: 'Back to Home' }).click();
  await expect(child).toHaveURL(new URL('/', baseURL).href);
  await expect(child.getByText(/^Answer: /)).toHaveCount(0);
  expect((await context.request.get('/api/guides/loops')).status()).toBe(403);
  await context.close();

  const guestContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const guest = await guestContext.newPage();
  await guest.goto('/teach/code-lab/tech-lab');
  await expect(
    guest.getByText(/^Lesson guides are for teachers and parents\. A grown-up can sign in/),
  ).toBeVisible();
  await expect(guest).toHaveURL(new URL('/teach/code-lab/tech-lab', baseURL).href);
  expect((await guestContext.request.get('/api/guides/code-lab-tech-lab')).status()).toBe(401);
  await guestContext.close();
});

// A lesson's guide prints on one page or two; a Code Lab world's, with every puzzle's solution
// drawn as blocks (eight in Pen Studio and Robot Recipes), on three at most
// (docs/decisions/297-the-guide-print-stylesheet.md).
test('every guide prints on two pages at most, or three for a Code Lab world', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await teacherWithClass(page, baseURL!, ['Ada']);
  const list = await page.request.get('/api/guides');
  expect(list.status()).toBe(200);
  const { guides } = (await list.json()) as { guides: Array<{ kind: string; subjectId: string }> };
  // A guide for each open lesson, each of the six worlds of Ada's puzzles, the Game Lab's two, the
  // Sound Lab's, the Web Lab's two and the Vision Lab's.
  expect(guides).toHaveLength(openLessons(curriculum).length + 12);
  const tooLong: string[] = [];
  for (const guide of guides) {
    const world = guide.kind === 'world';
    const path = world ? `/teach/code-lab/${guide.subjectId}` : `/teach/${guide.subjectId}`;
    await page.emulateMedia({ media: 'screen' });
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    // A game's reference solution is drawn as its event blocks.
    if (guide.subjectId === 'racer') {
      await page.getByRole('button', { name: 'Show answers' }).click();
      const first = page.getByRole('group', { name: 'A solution to Puzzle 1: Start your engine, as blocks' });
      await expect(first).toContainText('When the game starts');
      await expect(first.getByRole('listitem')).toContainText('Set the speed of the red car to 5');
    }
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pages = pageCount(await page.pdf({ format }));
      if (pages < 1 || pages > (world ? 3 : 2))
        tooLong.push(`${path} on ${format}: ${pages} pages`);
    }
  }
  expect(tooLong).toEqual([]);
});
