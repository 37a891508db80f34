import type { Browser, Locator, Page } from '@playwright/test';
import { PICTURES, type Picture } from '../../src/domain/accounts/child-profile';
import { test, expect, expectNoAxeViolations, latestMailTo, linksIn } from '../support/e2e';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';
import { makeUser } from '../support/factories';
import { tabTo } from '../support/keyboard';
import { expectTargetsAtLeast44 } from '../support/target-size';
import { answer, getJson } from '../support/lessons';

// Classes (docs/product.md#classes): a teacher makes a class, prints its login cards, children
// sign in at /join with two pictures, learn, and the teacher sees their work.

const PHONE = { width: 390, height: 844 };
/** US Letter's height inside the 10 mm print margins, in CSS pixels (96 per inch). */
const LETTER_PRINTABLE_PX = ((279.4 - 20) / 25.4) * 96;
const CARD_HEIGHT_PX = (60 / 25.4) * 96;
const nameOf = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);

/** A grown-up who ticked "18 or older" at sign-up and opened the link in the email: consent given. */
async function consentingTeacher(page: Page, baseURL: string) {
  const teacher = makeUser({ firstName: 'Tess', lastName: 'Teacher' });
  const registered = await page.request.post('/api/register', {
    data: { ...teacher.payload, grownUp: true },
    headers: { origin: baseURL, 'content-type': 'application/json' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linksIn(await latestMailTo(teacher.email)).find((l) =>
    l.includes('/confirm-email?token='),
  );
  expect(link, 'the confirmation link').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: /confirmed/ })).toBeVisible();
  return teacher;
}

/** The pictures the teacher's page shows for a child ("Secret pictures of Ada: Cat, Sun"). */
async function picturesOf(page: Page, nickname: string): Promise<[Picture, Picture]> {
  const label = await page
    .getByRole('img', { name: `Secret pictures of ${nickname}:`, exact: false })
    .getAttribute('aria-label');
  const words = label!
    .split(': ')[1]!
    .split(', ')
    .map((w) => w.toLowerCase());
  expect(words).toHaveLength(2);
  for (const word of words) expect(PICTURES).toContain(word);
  return words as [Picture, Picture];
}

/** Pages in a printout of the page: the /Count of the PDF's page tree (Chromium writes it as text). */
async function printedPages(page: Page, format: 'Letter' | 'A4'): Promise<number> {
  const pdf = (await page.pdf({ format })).toString('latin1');
  const counts = [
    ...pdf.matchAll(
      /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g,
    ),
  ];
  expect(counts.length, 'the PDF names its page count').toBeGreaterThan(0);
  return Math.max(...counts.map((m) => Number(m[1] ?? m[2])));
}

/** In print media: the app is hidden, every card whole, its two pictures shown, each page fits a sheet. */
async function expectPrintLayout(page: Page, cards: number) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeHidden();
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.print-card')).toHaveCount(cards);
  for (const section of await sheet.locator('.print-page').all()) {
    const box = (await section.boundingBox())!;
    expect(box.height, 'a printed page fits one sheet').toBeLessThanOrEqual(LETTER_PRINTABLE_PX);
  }
  for (const card of await sheet.locator('.print-card').all()) {
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(CARD_HEIGHT_PX + 1);
    const pictures = card.locator('.print-card-pictures svg');
    await expect(pictures).toHaveCount(2);
    // Everything on the card is inside it (nothing cut off at its bottom edge).
    for (const part of [pictures.first(), pictures.last(), card.locator('.print-card-address')]) {
      await expect(part).toBeVisible();
      const inner = (await part.boundingBox())!;
      expect(inner.width).toBeGreaterThan(20);
      expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    }
  }
  // Back to no emulation (not 'screen': page.pdf() would then print the screen's look).
  await page.emulateMedia({ media: null });
  await expect(sheet).toBeHidden();
}

/** Nothing is wider than the screen, and every control is 44 px or more, at each width. */
async function expectFitsEveryWidth(page: Page, widths = [320, 390, 683, 1024]) {
  const start = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
    await expectTargetsAtLeast44(page);
  }
  await page.setViewportSize(start);
}

/** A child on a phone of their own opens /join. */
async function childOnAPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/join');
  return { context, page, errors };
}

const pictureButton = (page: Page, picture: string) =>
  page.getByRole('button', { name: nameOf(picture), exact: true });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in with my pictures' });

/** A lesson and a Code Lab level, as any learner does them; the server keeps them for the child. */
async function learnALessonAndALevel(page: Page) {
  await page.goto('/lessons/loops');
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await answer(page, /What does a loop do/, /repeats steps/);
  await answer(page, /Why do coders use loops/, /less code/);
  await answer(page, /Which word starts/, /^for$/);
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(
    page.locator('[role=status]').filter({ hasText: '+50 coding points' }),
  ).toContainText('Lesson Complete!');
  await expect
    .poll(async () =>
      (await getJson<{ lessonId: string; completed: boolean }[]>(page, '/api/progress')).some(
        (p) => p.lessonId === 'loops' && p.completed,
      ),
    )
    .toBe(true);

  await page.goto('/code-lab/birthday-1');
  const forward = page
    .getByRole('group', { name: 'Blocks' })
    .getByRole('button', { name: 'Move forward' });
  for (let i = 0; i < 3; i++) await forward.tap();
  await page.getByRole('button', { name: 'Run' }).tap();
  const solved = page.getByRole('dialog', { name: 'You did it!' });
  await expect(solved).toContainText('+15 Ada points!');
  await page.keyboard.press('Escape');
}

test('a teacher makes a class of three, prints the cards, two children sign in and learn, and the teacher sees their work', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await consentingTeacher(page, baseURL!);

  // The header's Family link, the family page's link to the classes, then a class.
  await page.goto('/learn');
  await page.getByRole('link', { name: 'Family', exact: true }).click();
  await page.getByRole('link', { name: 'Teach a class? Your classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
  await expect(page.getByText('You have no classes yet.')).toBeVisible();
  await page.getByLabel('Class name').fill('Class 4B');
  await page.getByRole('button', { name: 'Make class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class 4B' })).toBeVisible();
  const classId = Number(page.url().match(/\/classes\/(\d+)/)![1]);
  const code = (await page.locator('header strong').first().textContent())!.trim();
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);

  // Children by pasting nicknames, one a line; a repeated one is caught before anything is sent.
  await expect(page.getByRole('tab', { name: 'Children', selected: true })).toBeVisible();
  const nicknames = page.getByLabel('Nicknames, one on each line');
  await nicknames.fill('Ada\nBen\nada\n');
  await page.getByRole('button', { name: 'Add children' }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([
    'Line 3 (ada): This nickname is on the list twice. Please make each one different.',
  ]);
  await nicknames.fill('Ada\n\nBen\n  Cy  \n');
  await page.getByRole('button', { name: 'Add children' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 3 children.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Children in this class (3)' })).toBeVisible();
  const ada = await picturesOf(page, 'Ada');
  const ben = await picturesOf(page, 'Ben');
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Make a new code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page);
  await page.getByRole('tab', { name: 'Children' }).click();

  // The login cards and the letter, printed by the print stylesheet.
  await expectPrintLayout(page, 3);
  expect(await printedPages(page, 'Letter')).toBe(1); // the cards (letters print on their own)
  expect(await printedPages(page, 'A4')).toBe(1);
  const card = page.getByTestId('print-sheet').locator('.print-card').filter({ hasText: 'Ada' });
  await expect(card).toContainText(code);
  await expect(card).toContainText(`${new URL(baseURL!).origin}/join`);
  await expect(card.locator('figcaption')).toHaveText(ada.map(nameOf));

  // Ada, on a phone, by tapping: the class code once, her name, a wrong pair, then hers.
  const one = await childOnAPhone(browser, baseURL!);
  await expect(one.page.getByRole('heading', { name: 'Type your class code' })).toBeVisible();
  await expectNoAxeViolations(one.page);
  await one.page.getByLabel('Class code').fill(` ${code.toLowerCase()} `);
  await one.page.getByRole('button', { name: 'Next' }).tap();
  await expect(one.page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await expect(one.page.getByText(`Class 4B (${code})`)).toBeVisible();
  await expectNoAxeViolations(one.page);
  await expectFitsEveryWidth(one.page);
  await one.page.getByRole('button', { name: 'Ada', exact: true }).tap();
  await expect(one.page.getByRole('heading', { name: 'Hi, Ada!' })).toBeVisible();
  await expectNoAxeViolations(one.page);
  await expectFitsEveryWidth(one.page);
  const wrong = PICTURES.filter((p) => !ada.includes(p)).slice(0, 2);
  await pictureButton(one.page, wrong[0]!).tap();
  await expect(one.page.getByText('1 of 2 chosen')).toBeVisible();
  await expect(pictureButton(one.page, wrong[0]!)).toHaveAttribute('aria-pressed', 'true');
  await pictureButton(one.page, wrong[1]!).tap();
  await signInButton(one.page).tap();
  await expect(
    one.page.getByText('Those are not your pictures. Please try again.'),
  ).toBeVisible();
  expectConsoleErrorsFromStatus(one.errors, 401);
  await expect(one.page.getByText('0 of 2 chosen')).toBeVisible();
  for (const picture of ada) await pictureButton(one.page, picture).tap();
  await signInButton(one.page).tap();
  await expect(one.page).toHaveURL(/\/learn$/);
  await expect(one.page.getByText('Welcome, Ada!')).toBeAttached();
  expect(
    await one.page.evaluate(() => [
      localStorage.getItem('classCode'),
      localStorage.getItem('classDevice'),
    ]),
  ).toEqual([code, '1']);
  expect(await getJson(one.page, '/api/user')).toMatchObject({
    kind: 'child',
    nickname: 'Ada',
    profileOf: 'class',
  });
  // The device remembers the class: /join starts at the names (after signing out for the next child).
  await one.page.goto('/join');
  await one.page.getByRole('button', { name: 'Not you? Sign out' }).tap();
  await expect(one.page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await one.page.getByRole('button', { name: 'Ada', exact: true }).tap();
  for (const picture of ada) await pictureButton(one.page, picture).tap();
  await signInButton(one.page).tap();
  await expect(one.page).toHaveURL(/\/learn$/);
  await learnALessonAndALevel(one.page);

  // Ben, by keyboard only: Tab and arrows through the pictures, Space and Enter to choose.
  const two = await childOnAPhone(browser, baseURL!);
  await tabTo(two.page, two.page.getByLabel('Class code'));
  await two.page.keyboard.type(code);
  await two.page.keyboard.press('Enter');
  await tabTo(two.page, two.page.getByRole('button', { name: 'Ben', exact: true }));
  await two.page.keyboard.press('Enter');
  await expect(two.page.getByRole('heading', { name: 'Hi, Ben!' })).toBeVisible();
  await tabTo(two.page, pictureButton(two.page, 'cat'));
  const [first, second] = ben.map((p) => PICTURES.indexOf(p)).sort((a, b) => a - b) as [
    number,
    number,
  ];
  for (let i = 0; i < first; i++) await two.page.keyboard.press('ArrowRight');
  await expect(pictureButton(two.page, PICTURES[first]!)).toBeFocused();
  await two.page.keyboard.press('Space');
  for (let i = first; i < second; i++) await two.page.keyboard.press('ArrowRight');
  await expect(pictureButton(two.page, PICTURES[second]!)).toBeFocused();
  await two.page.keyboard.press('Enter');
  await expect(two.page.getByText('2 of 2 chosen')).toBeVisible();
  await tabTo(two.page, signInButton(two.page));
  await two.page.keyboard.press('Enter');
  await expect(two.page).toHaveURL(/\/learn$/);
  await learnALessonAndALevel(two.page);

  // Ben fails birthday-2 three times: once in the Code Lab, twice as the Code Lab reports them.
  await two.page.goto('/code-lab/birthday-2');
  await two.page
    .getByRole('group', { name: 'Blocks' })
    .getByRole('button', { name: 'Move forward' })
    .tap();
  await two.page.getByRole('button', { name: 'Run' }).tap();
  await expect(two.page.getByText('A hint opens after 1 more try.')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await two.page.waitForTimeout(1100); // runs count at most once a second
    const run = await two.page.request.post('/api/code-lab/runs', {
      data: { levelId: 'birthday-2', outcome: 'ended-short' },
      headers: { origin: baseURL!, 'content-type': 'application/json' },
    });
    expect(run.status()).toBe(204);
  }

  // The teacher sees both, Ben first with "needs help".
  await page.goto(`/classes/${classId}`);
  await expect(page.getByRole('tab', { name: 'Progress', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lessons and Code Lab levels of each child' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('rowheader')).toContainText('Ben');
  await expect(rows.nth(0).getByRole('rowheader')).toContainText('Needs help');
  await expect(page.getByRole('region', { name: 'Needs help' })).toContainText(
    'Ben: Birthday Adventure 2',
  );
  const cell = (row: Locator, column: string) =>
    table
      .locator('thead th')
      .evaluateAll((ths, name) => ths.findIndex((th) => th.textContent?.includes(name)), column)
      .then((i) => row.locator('th, td').nth(i));
  const adaRow = rows.filter({ hasText: 'Ada' });
  await expect((await cell(adaRow, 'Loops')).getByRole('img', { name: 'Done' })).toBeVisible();
  await expect(
    (await cell(adaRow, 'To the party')).getByRole('img', { name: '3 stars' }),
  ).toBeVisible();
  await expect(await cell(rows.nth(0), 'Round the corner')).toContainText('3 tries without solving');
  await expect(await cell(rows.nth(0), 'Round the corner')).toContainText('Needs help');
  await expect((await cell(rows.filter({ hasText: 'Cy' }), 'Loops')).getByRole('img')).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  // On a phone the table scrolls inside its own box, never the page.
  await page.setViewportSize(PHONE);
  const box = page.getByRole('region', { name: 'Lessons and Code Lab levels of each child' });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await expectFitsEveryWidth(page);

  // A nickname opens the same detail a parent sees.
  await rows.nth(0).getByRole('button', { name: 'Ben' }).click();
  const detail = page.getByRole('dialog', { name: 'Work of Ben' });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Birthday Adventure 2');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The CSV: every child, no pictures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(download.suggestedFilename()).toBe('class-4b-progress.csv');
  for (const nickname of ['Ada', 'Ben', 'Cy'])
    expect(csv).toMatch(new RegExp(`^${nickname},`, 'm'));
  for (const picture of [...ada, ...ben])
    expect(csv.toLowerCase()).not.toMatch(new RegExp(`\\b${picture}\\b`));

  expect(one.errors).toEqual([]);
  expect(two.errors).toEqual([]);
  await one.context.close();
  await two.context.close();
  expect(consoleErrors).toEqual([]);
});

test('twenty login cards print three whole pages of cards, and twenty letters a page each, on A4 and Letter', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await consentingTeacher(page, baseURL!);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const made = await page.request.post('/api/classes', { data: { name: 'Big class' }, headers });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const nicknames = Array.from({ length: 20 }, (_, i) => `Child number ${i + 1}`);
  const added = await page.request.post(`/api/classes/${id}/students`, {
    data: { nicknames },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);

  // The browser's own Print on the Children tab prints the cards (on Progress, the table).
  await page.goto(`/classes/${id}?tab=children`);
  await expect(page.getByRole('heading', { level: 1, name: 'Big class' })).toBeVisible();
  await expectPrintLayout(page, 20);
  expect(await printedPages(page, 'Letter')).toBe(3);
  expect(await printedPages(page, 'A4')).toBe(3);

  // The buttons open the browser's print dialog (counted here: headless Chromium shows none).
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void counted.printed++;
  });
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print login cards' }).click();
  await expect.poll(printed).toBe(1);
  // "Print letters for parents" prints a letter per child, each with its card, while the print
  // dialog is open.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print letters for parents' }).click();
  await expect.poll(printed).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-sheet').locator('.print-letter')).toHaveCount(20);
  await expect(
    page.getByRole('heading', { name: 'A letter for parents and carers' }).first(),
  ).toBeVisible();
  expect(await printedPages(page, 'Letter')).toBe(20);
  // Printing (to PDF too) ends with 'afterprint': the sheet is back to the cards.
  await expect(page.getByTestId('print-sheet').locator('.print-letter')).toHaveCount(0);
  await page.emulateMedia({ media: null });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print letters for parents' }).click();
  await expect.poll(printed).toBe(3);
  await page.emulateMedia({ media: 'print' });
  expect(await printedPages(page, 'A4')).toBe(20);
  await expect(page.getByTestId('print-sheet').locator('.print-letter')).toHaveCount(0);
  await expect(page.getByTestId('print-sheet').locator('.print-card')).toHaveCount(20);
});

test('a wrong class code is said plainly, and a child locked after three misses waits the seconds the server gives', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await consentingTeacher(page, baseURL!);
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const made = await page.request.post('/api/classes', { data: { name: 'Locks' }, headers });
  const { id, joinCode } = (await made.json()) as { id: number; joinCode: string };
  const added = await page.request.post(`/api/classes/${id}/students`, {
    data: { nicknames: ['Dee'] },
    headers,
  });
  const dee = ((await added.json()) as { students: { pictures: Picture[] }[] }).students[0]!;

  const child = await childOnAPhone(browser, baseURL!);
  await child.page.getByLabel('Class code').fill('ABC12');
  await child.page.getByRole('button', { name: 'Next' }).tap();
  await expect(child.page.getByText('A class code has 6 letters and numbers.')).toBeVisible();
  const unknown = joinCode === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
  await child.page.getByLabel('Class code').fill(unknown);
  await child.page.getByRole('button', { name: 'Next' }).tap();
  await expect(child.page.getByRole('alert')).toHaveText(
    'We could not find a class with that code. Please check it with your teacher.',
  );
  expectConsoleErrorsFromStatus(child.errors, 404);
  expect(await child.page.evaluate(() => localStorage.getItem('classCode'))).toBeNull();
  await child.page.getByLabel('Class code').fill(joinCode);
  await child.page.getByRole('button', { name: 'Next' }).tap();
  await child.page.getByRole('button', { name: 'Dee', exact: true }).tap();

  const wrong = PICTURES.filter((p) => !dee.pictures.includes(p));
  // Each miss says so in the server's words: the second warns, the third locks
  // (docs/decisions/185-picture-sign-in-budgets.md).
  const afterMiss = [
    'Those are not your pictures. Please try again.',
    'Those are not your pictures. One more miss and you wait a minute.',
    'Ask your teacher to let you in, or wait 1 minute and try again.',
  ];
  for (let miss = 0; miss < 3; miss++) {
    await pictureButton(child.page, wrong[2 * miss]!).tap();
    await pictureButton(child.page, wrong[2 * miss + 1]!).tap();
    await signInButton(child.page).tap();
    await expect(child.page.getByText(afterMiss[miss]!)).toBeVisible();
  }
  expectConsoleErrorsFromStatus(child.errors, 401, 2);
  await expect(child.page.getByText(/^You can try again in \d+ seconds?\.$/)).toBeVisible();
  await expect(signInButton(child.page)).toBeDisabled();
  expectConsoleErrorsFromStatus(child.errors, 429);
  await expectNoAxeViolations(child.page);
  // The countdown and the button stay on the screen, on the phone and on a 1366 x 768 laptop.
  for (const size of [null, { width: 1366, height: 768 }]) {
    if (size) await child.page.setViewportSize(size);
    const height = child.page.viewportSize()!.height;
    for (const shown of [child.page.getByTestId('join-countdown'), signInButton(child.page)]) {
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
  }

  // "Change the class code" forgets it on this device.
  await child.page.getByRole('button', { name: 'I am not Dee' }).tap();
  await child.page.getByRole('button', { name: 'Change the class code' }).tap();
  await expect(child.page.getByLabel('Class code')).toBeVisible();
  expect(
    await child.page.evaluate(() => [
      localStorage.getItem('classCode'),
      localStorage.getItem('classDevice'),
    ]),
  ).toEqual([null, '1']);
  expect(child.errors).toEqual([]);
  await child.context.close();
  expect(consoleErrors).toEqual([]);
});
