import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { teacherWithClass } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Issue 24, assignments (docs/product/classes.md#assignments): a teacher assigns a lesson and
// three Code Lab levels due on the coming Friday, on a phone; the child sees them on Home,
// solves one on the real level page and sees its tick; the teacher sees 1 of 4 done for them.

const PHONE = { width: 390, height: 844 };


/** The coming Friday on this machine's calendar (next week's when today is Friday). */
function comingFriday(now = new Date()) {
  const days = (5 - now.getDay() + 7) % 7 || 7;
  const friday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const iso = [
    friday.getFullYear(),
    String(friday.getMonth() + 1).padStart(2, '0'),
    String(friday.getDate()).padStart(2, '0'),
  ].join('-');
  const month = friday.toLocaleDateString('en-GB', { month: 'long' });
  return { iso, words: `Friday ${friday.getDate()} ${month}` };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing wider than the screen at a phone's 390 px and a small tablet's 683 px. */
async function expectFits(page: Page, what: string) {
  for (const width of [683, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await noSidewaysScroll(page), `${what} at ${width} px`).toBe(0);
  }
}

test('a teacher assigns Loops and three levels due Friday; the child does one and each sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const cls = await teacherWithClass(page, baseURL!, ['Ada']);
  const student = cls.students[0]!;
  const friday = comingFriday();

  // The teacher, on a phone: the Assigned tab, then the picker.
  await page.setViewportSize(PHONE);
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Assigned' }).click();
  await expect(page.getByText('Nothing is assigned yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New assignment' }).click();
  const picker = page.getByRole('form', { name: 'New assignment' });
  await picker.getByLabel('Title').fill('Loops week');
  await picker.getByLabel('Due date (if any)').fill(friday.iso);
  await picker.getByRole('checkbox', { name: 'Loops (Repeat Spell)' }).check();
  const techLab = picker.getByRole('button', { name: 'Tech Lab Puzzles' });
  await expect(techLab).toHaveAttribute('aria-expanded', 'false');
  await techLab.click();
  await expect(techLab).toHaveAttribute('aria-expanded', 'true');
  await picker.getByRole('checkbox', { name: 'Level 1: The long hall' }).check();
  await picker.getByRole('checkbox', { name: 'Level 2: Two long halls' }).check();
  // The third by keyboard: Tab to it, Space ticks it.
  await picker.getByRole('checkbox', { name: 'Level 2: Two long halls' }).focus();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('checkbox', { name: 'Level 3: Balloon pattern' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(picker.getByRole('checkbox', { name: 'Level 3: Balloon pattern' })).toBeChecked();
  await expect(picker.getByRole('status')).toHaveText('4 of at most 12 chosen.');
  await expect(techLab).toContainText('3 chosen');
  await expectFits(page, 'the picker');
  await expectTargetsAtLeast44(page);
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Save assignment' }).click();

  const card = page.getByRole('article', { name: 'Loops week' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Due ${friday.words}`);
  await expect(card).toContainText('0 of 1 done');
  await expect(card.getByRole('listitem').filter({ hasText: 'The long hall' })).toBeVisible();
  await expectFits(page, 'the Assigned tab');

  // Ada signs in with her class's code and her pictures, as /join does.
  const context = await browser.newContext({ baseURL, viewport: PHONE, serviceWorkers: 'block' });
  const child = await context.newPage();
  const joined = await context.request.post('/api/join', {
    data: { joinCode: cls.joinCode, studentId: student.id, pictures: student.pictures },
    headers: cls.headers,
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await child.goto('/');
  const fromTeacher = child.getByRole('region', { name: 'From your teacher' });
  await expect(fromTeacher).toBeVisible();
  await expect(fromTeacher.getByRole('heading', { name: 'Loops week' })).toBeVisible();
  await expect(fromTeacher).toContainText('due Friday');
  await expect(fromTeacher.getByRole('link', { name: 'Next: Loops' })).toHaveAttribute(
    'href',
    '/lessons/loops',
  );
  await expect(fromTeacher.getByRole('img', { name: 'Not done yet' })).toHaveCount(4);
  await expectFits(child, 'Home');
  await expectNoAxeViolations(child);

  // She opens The long hall from Home and solves it on the level page.
  await fromTeacher.getByRole('link', { name: 'The long hall' }).click();
  await expect(child).toHaveURL(/\/code-lab\/tech-lab-1$/);
  const palette = child.getByRole('group', { name: 'Blocks' });
  const program = child.getByRole('region', { name: 'Your program' });
  await palette.getByRole('button', { name: 'Repeat' }).click();
  await palette.getByRole('button', { name: 'Move forward' }).click();
  await expect(
    program.getByRole('button', { name: 'Step 1.1 (inside Repeat): Move forward' }),
  ).toBeVisible();
  const more = program.getByRole('button', { name: 'More times' });
  for (let i = 0; i < 5; i++) await more.click();
  await expect(program.getByRole('button', { name: 'Step 1: Repeat 7 times' })).toBeVisible();
  await child.getByRole('radio', { name: 'Fast' }).check();
  await child.getByRole('button', { name: 'Run' }).click();
  await expect(child.getByRole('dialog', { name: 'You did it!' })).toBeVisible();
  await child.keyboard.press('Escape');

  // Home again: a tick for The long hall, and the lesson is still what is next.
  await child.goto('/');
  // The innermost list item holding the level's link: its own row.
  const done = fromTeacher
    .getByRole('listitem')
    .filter({ has: child.getByRole('link', { name: 'The long hall' }) })
    .last();
  await expect(done.getByRole('img', { name: 'Done', exact: true })).toBeVisible();
  await expect(fromTeacher.getByRole('img', { name: 'Done', exact: true })).toHaveCount(1);
  await expect(fromTeacher.getByRole('img', { name: 'Not done yet' })).toHaveCount(3);
  await expect(fromTeacher.getByRole('link', { name: 'Next: Loops' })).toBeVisible();
  await expectNoAxeViolations(child);
  await context.close();

  // The teacher's Assigned tab: Ada has 1 of 4 done; her row opens what she has left.
  // Away and back, as a teacher does: each tab is seen before the next is pressed (two presses
  // 80 ms apart once left Progress showing, a URL change still on its way).
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Assigned' }).click();
  await expect(page.getByRole('tab', { name: 'Assigned' })).toHaveAttribute('aria-selected', 'true');
  // The list of children not done starts closed.
  const notDone = card.getByRole('button', { name: 'Not done yet: 1 child' });
  await expect(notDone).toHaveAttribute('aria-expanded', 'false');
  await notDone.click();
  await expect(notDone).toHaveAttribute('aria-expanded', 'true');
  const ada = card.getByRole('button', { name: /Ada/ });
  await expect(ada).toContainText('1 of 4 done');
  await expect(ada).toHaveAttribute('aria-expanded', 'false');
  await ada.click();
  await expect(ada).toHaveAttribute('aria-expanded', 'true');
  await expect(
    card.getByRole('list', { name: 'What Ada has left' }).getByRole('listitem'),
  ).toHaveText([
    'Lesson: Loops',
    'Code Lab level: Two long halls',
    'Code Lab level: Balloon pattern',
  ]);
  await expectFits(page, 'the Assigned tab with a child opened');
  await expectNoAxeViolations(page);

  // Change the title, then delete it, asked first.
  await card.getByRole('button', { name: 'Change' }).click();
  const editor = page.getByRole('form', { name: 'Change the assignment' });
  await expect(editor.getByRole('checkbox', { name: 'Level 1: The long hall' })).toBeChecked();
  await editor.getByLabel('Title').fill('Loops, week 2');
  await editor.getByRole('button', { name: 'Save assignment' }).click();
  const renamed = page.getByRole('article', { name: 'Loops, week 2' });
  await expect(renamed).toContainText(`Due ${friday.words}`);
  // Saved, the card says so where the teacher was, and Change has the focus again.
  await expect(page.getByRole('status').filter({ hasText: 'Saved: Loops, week 2.' })).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Change' })).toBeFocused();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await renamed.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Nothing is assigned yet.')).toBeVisible();
});
