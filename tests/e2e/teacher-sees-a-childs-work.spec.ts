import type { Browser } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Issue 24, see the child's work (docs/product.md#a-childs-work, docs/decisions/270-time-on-task.md
// and docs/decisions/271-a-childs-code-lab-work.md): a child runs a Code Lab level twice, the first
// run a fail; the teacher, on a phone, opens the child's detail and reads the child's last program
// as blocks and as code, the runs, the fails and when.

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };


/** The child, signed in with their pictures in a browser of their own, codes tech-lab-1 twice. */
async function childRunsTheLongHallTwice(
  browser: Browser,
  baseURL: string,
  cls: Awaited<ReturnType<typeof teacherWithClass>>,
  student: ClassStudent,
) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const signedIn = await context.request.post('/api/join', {
    data: { joinCode: cls.joinCode, studentId: student.id, pictures: student.pictures },
    headers: cls.headers,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const page = await context.newPage();
  // A tap in a lesson is a lesson step: time on task (docs/decisions/272-lesson-steps.md).
  await page.goto('/lessons/loops');
  const step = page.waitForResponse(
    (r) => r.url().endsWith('/api/lesson-steps') && r.request().method() === 'POST',
  );
  await page.getByRole('tab', { name: 'Quiz' }).click();
  expect((await step).status()).toBe(204);
  await page.goto('/code-lab/tech-lab-1');
  const palette = page.getByRole('group', { name: 'Blocks' });
  await palette.getByRole('button', { name: 'Repeat' }).click();
  await palette.getByRole('button', { name: 'Move forward' }).click();
  const run = page.getByRole('button', { name: 'Run' });
  // Repeat 2 times: Ada stops short of the flag. A fail.
  const failed = page.waitForResponse(
    (r) => r.url().endsWith('/api/code-lab/runs') && r.request().method() === 'POST',
  );
  await run.click();
  expect((await failed).status()).toBe(204);
  await expect(run).toBeEnabled({ timeout: 15_000 });
  // Repeat 7 times: solved.
  await page.getByRole('spinbutton', { name: 'Step 1: how many times' }).press('7');
  await run.click();
  await expect(page.getByRole('dialog', { name: 'You did it!' })).toBeVisible({ timeout: 15_000 });
  await context.close();
}

test('a child runs a level twice; the teacher on a phone sees the program, the runs and fails, and the code', async ({
  page,
  browser,
  baseURL,
}) => {
  const cls = await teacherWithClass(page, baseURL!, ['Bo', 'Amy']);
  const bo = cls.students.find((s) => s.nickname === 'Bo')!;
  await childRunsTheLongHallTwice(browser, baseURL!, cls, bo);

  await page.setViewportSize(PHONE);
  await page.goto(`/classes/${cls.id}`);
  const table = page.getByRole('table', { name: 'Lessons and Code Lab levels of each child' });
  await expect(table.getByRole('columnheader', { name: 'Time on task' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Bo/ })).toContainText(/\d+ min today/);

  // The work is asked for when the detail opens, not with the dashboard.
  const asked = page.waitForRequest((r) =>
    r.url().endsWith(`/api/classes/${cls.id}/children/${bo.id}/code-lab`),
  );
  await table.getByRole('button', { name: 'Bo' }).click();
  await asked;
  const dialog = page.getByRole('dialog', { name: /Bo/ });
  await expect(dialog.getByText(/^Time on task: \d+ min today, \d+ min this week\.$/)).toBeVisible();
  const work = dialog.getByRole('region', { name: 'Code Lab work' });
  await expect(work.getByRole('heading', { name: 'Tech Lab Puzzles 1: The long hall' })).toBeVisible();
  await expect(work).toContainText(
    'Solved with 3 of 3 stars. 2 runs, 1 fail. Last tried just now.',
  );

  const see = work.getByRole('button', { name: 'See Bo’s program' });
  await see.click();
  await expect(work.getByRole('button', { name: 'Hide Bo’s program' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const blocks = work.getByRole('group', {
    name: 'Bo’s program for Tech Lab Puzzles 1: The long hall',
  });
  await expect(blocks).toContainText('Repeat 7 times');
  await expect(blocks).toContainText('Move forward');
  await expect(blocks.getByRole('button')).toHaveCount(0);

  await work.getByRole('button', { name: 'Show the code' }).click();
  await expect(
    work.getByRole('list', { name: 'Bo’s program as JavaScript' }).getByRole('listitem'),
  ).toHaveText(['for (let i = 0; i < 7; i++) {', 'moveForward();', '}']);

  // Usable at 390 px: nothing runs off the side, every control is big enough to tap.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(PHONE.width);
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectTargetsAtLeast44(page);
  await expectNoAxeViolations(page);

  // Another child who has not started yet: said in words.
  await page.keyboard.press('Escape');
  await table.getByRole('button', { name: 'Amy' }).click();
  await expect(
    page.getByRole('dialog', { name: /Amy/ }).getByText('No Code Lab programs yet.'),
  ).toBeVisible();

  // At 683 px too, Bo's open program fits.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 683, height: 900 });
  await table.getByRole('button', { name: 'Bo' }).click();
  await dialog.getByRole('button', { name: 'See Bo’s program' }).click();
  await expect(blocks).toContainText('Repeat 7 times');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(683);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
