import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  latestMailTo,
  linksIn,
  registerViaApi,
} from '../support/e2e';
import { makeUser } from '../support/factories';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';
import { expectToast } from '../support/lesson-journeys';
import { answer } from '../support/lessons';
import { gradedGuestRecord } from '../support/lesson-work';

// Issue 15 (docs/product.md#the-family-page): a parent signs up as a grown-up, confirms by the
// emailed link, makes two child profiles, hands the device to each child and takes it back with
// the password; a child's lesson shows on the family page; the parent exports one child and
// deletes the other.

async function consentLinkTo(email: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const link = linksIn(await latestMailTo(email)).find((l) =>
      l.includes('/confirm-email?token='),
    );
    if (link) return link;
    if (Date.now() - start > 10_000) throw new Error(`no consent link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where} at ${width} px`,
  ).toBeLessThanOrEqual(width);
}

async function addChild(
  page: Page,
  nickname: string,
  pick: (page: Page) => Promise<void>,
): Promise<void> {
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Nickname').fill(nickname);
  await pick(page);
  await form.getByRole('button', { name: 'Add child' }).click();
  await expectToast(page, `${nickname}'s profile is ready!`);
  await expect(page.getByRole('heading', { level: 3, name: nickname })).toBeVisible();
}

async function backToGrownUp(page: Page, password: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Back to grown-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Back to grown-up' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("The grown-up's password").fill(password);
  await dialog.getByRole('button', { name: 'Switch back' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();
}

test('a parent makes a family, hands the device to each child, sees their work, exports one and deletes the other', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const parent = makeUser({ firstName: 'Pat', lastName: 'Parent' });
  const header = page.getByRole('banner');

  // Sign up: the box must be ticked; the child's words and the privacy link are there.
  await page.goto('/auth?tab=sign-up');
  const main = page.getByRole('main');
  await main.getByLabel('First Name').fill(parent.firstName);
  await main.getByLabel('Last Name').fill(parent.lastName);
  await main.getByLabel('Email').fill(parent.email);
  await main.getByLabel('Password').fill(parent.password);
  await expect(
    main.getByText('Are you a child? Ask a grown-up to make you a profile.'),
  ).toBeVisible();
  await expect(
    main.getByRole('link', { name: /How we look after children's data/ }),
  ).toHaveAttribute('href', '/privacy');
  await main.getByRole('button', { name: 'Create Account' }).click();
  // The browser's own check keeps the form: nothing was sent.
  await expect(page).toHaveURL(/\/auth/);
  await main
    .getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' })
    .check();
  const [registered] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/register') && r.method() === 'POST'),
    main.getByRole('button', { name: 'Create Account' }).click(),
  ]);
  expect(registered.postDataJSON()).toMatchObject({ email: parent.email, grownUp: true });
  await expectToast(
    page,
    /Welcome to Ada's Code Adventures, Pat Parent!/,
    /open the link in it to confirm/,
  );

  // Until the emailed link is opened, no child profile can be made.
  await header.getByRole('link', { name: 'Family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add a child' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(await consentLinkTo(parent.email));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start learning' })).toBeVisible();

  // Two children: the first avatar by a tap, the second by the keyboard.
  await page.getByRole('link', { name: "Make your children's profiles" }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your children' })).toBeVisible();
  await expect(page.getByText('No child profiles yet.')).toBeVisible();
  const addForm = page.getByRole('region', { name: 'Add a child' });
  await addForm.getByRole('button', { name: 'Add child' }).click();
  await expect(addForm.getByText('Please give a nickname.')).toBeVisible();
  await expect(addForm.getByLabel('Nickname')).toBeFocused();
  await expectNoAxeViolations(page);
  await addChild(page, 'Sam', (p) =>
    p.getByRole('radio', { name: 'Avatar 3: Owl' }).check({ force: true }),
  );
  await addChild(page, 'Kit', async (p) => {
    await p.getByRole('radio', { name: 'Avatar 1: Cat' }).focus();
    await p.keyboard.press('Space');
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('ArrowRight');
    await expect(p.getByRole('radio', { name: 'Avatar 3: Owl' })).toBeChecked();
  });
  // A nickname the family has is refused beside its field.
  await addForm.getByLabel('Nickname').fill('sam');
  await addForm.getByRole('radio', { name: 'Avatar 5: Frog' }).check({ force: true });
  await addForm.getByRole('button', { name: 'Add child' }).click();
  await expect(
    addForm.getByText('That nickname is already used here. Please choose another.'),
  ).toBeVisible();
  expectConsoleErrorsFromStatus(consoleErrors, 409);
  await addForm.getByLabel('Nickname').fill('');
  await expectNoAxeViolations(page);
  for (const width of [390, 683]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, '/family');
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // This device holds a guest's lesson: the first child is asked whose it is.
  // The lesson with its quiz's answers, which the server grades again when it moves.
  await page.evaluate(
    (record) =>
      localStorage.setItem(
        'guestData',
        JSON.stringify({
          points: 50,
          progress: [{ ...record, completedAt: new Date().toISOString() }],
          gameScores: [],
          activities: [],
        }),
      ),
    gradedGuestRecord('intro-to-coding'),
  );
  await page.getByRole('button', { name: 'Start learning as Sam' }).click();
  const claim = page.getByRole('dialog', { name: 'Are they yours?' });
  await expect(claim).toContainText('We found 1 lesson on this device. Are they yours?');
  await expectNoAxeViolations(page);
  await claim.getByRole('button', { name: 'Yes, they are mine' }).click();
  await expectToast(page, 'They are yours now! You earned 50 Ada points.');
  await expect(page).toHaveURL(/\/learn$/);
  expect(await page.evaluate(() => localStorage.getItem('guestData'))).toBeNull();

  // Sam's session: who is learning, what they are told, and no grown-up's controls.
  await expect(header.getByText('Sam', { exact: true })).toBeVisible();
  await expect(header.getByText('Level 1')).toBeVisible();
  await expect(page.getByText('Your grown-ups can see your progress.')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Family' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect(header.getByRole('switch', { name: 'Reminders' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Sam does the loops quiz; the server keeps it as Sam's.
  await page.goto('/lessons/loops');
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await answer(page, /What does a loop do/, /repeats steps/);
  await answer(page, /Why do coders use loops/, /less code/);
  await answer(page, /Which word starts/, /^print$/);
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('Loop Master!').first()).toBeVisible();
  await expect(header.getByText('Level 2')).toBeVisible();

  // A wrong password keeps Sam signed in.
  await header.getByRole('button', { name: 'Back to grown-up' }).click();
  const back = page.getByRole('dialog', { name: 'Back to grown-up' });
  await back.getByLabel("The grown-up's password").fill('not-the-password');
  await back.getByRole('button', { name: 'Switch back' }).click();
  await expect(back.getByRole('alert')).not.toBeEmpty();
  const refused = consoleErrors.find((e) => /status of 40[13]/.test(e));
  expect(refused, 'a wrong password is refused').toBeTruthy();
  consoleErrors.splice(consoleErrors.indexOf(refused!), 1);
  await back.getByRole('button', { name: 'Cancel' }).click();
  await backToGrownUp(page, parent.password);
  await expectToast(page, 'Welcome back, Pat Parent!');

  // The second child, on what is now a class's device: its guest work is never asked about.
  const guestWork = JSON.stringify({
    points: 10,
    progress: [],
    gameScores: [],
    activities: ['robot-dance'],
  });
  await page.evaluate((data) => {
    localStorage.setItem('guestData', data);
    localStorage.setItem('classDevice', '1');
  }, guestWork);
  await page.getByRole('button', { name: 'Start learning as Kit' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guestData'))).toBe(guestWork);
  await page.evaluate(() => localStorage.clear());
  await expect(header.getByText('Kit', { exact: true })).toBeVisible();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, 'a child on /learn');
    const bannerHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(bannerHeight, `header height at ${width} px`).toBeLessThan(140);
  }
  await header.getByRole('button', { name: 'Menu' }).click();
  await expectNoAxeViolations(page);
  await backToGrownUp(page, parent.password);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The parent sees Sam's work: the moved lesson and the quiz, their badges and points.
  const sam = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Sam' }) });
  await expect(sam).toContainText('Level 2, 100 Ada points');
  await sam.getByRole('button', { name: "See Sam's progress" }).click();
  const progress = sam.getByRole('article', { name: 'Sam' });
  await expect(progress).toContainText('2 of 13 lessons done.');
  await expect(progress.getByRole('listitem').filter({ hasText: 'What is Coding?' })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: /^Loops$/ })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Loop Explorer' })).toBeVisible();
  await expect(progress).toContainText('Last active: Today.');
  await expect(progress.getByRole('heading', { name: 'Needs help' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Export Sam: a JSON file of everything we keep about Sam.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sam.getByRole('button', { name: "Export Sam's data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sam-ada-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported.profile).toMatchObject({ nickname: 'Sam', avatarId: 3, points: 100 });
  expect(exported.progress.map((p: { lessonId: string }) => p.lessonId).sort()).toEqual([
    'intro-to-coding',
    'loops',
  ]);

  // Rename Kit, then delete Kit with the password.
  const kit = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Kit' }) });
  await kit.getByRole('button', { name: "Edit Kit's profile" }).click();
  const edit = page.getByRole('dialog', { name: "Change Kit's profile" });
  await expect(edit.getByRole('radio', { name: 'Avatar 3: Owl' })).toBeChecked();
  await edit.getByLabel('Nickname').fill('Kitty');
  await edit.getByRole('radio', { name: 'Avatar 12: Alien' }).check({ force: true });
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, "Kitty's profile is saved.");
  const kitty = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Kitty' }) });
  await kitty.getByRole('button', { name: "Delete Kitty's profile" }).click();
  const remove = page.getByRole('dialog', { name: "Delete Kitty's profile?" });
  await expectNoAxeViolations(page);
  await remove.getByLabel('Your password').fill(parent.password);
  await remove.getByRole('button', { name: 'Delete profile' }).click();
  await expectToast(page, "Kitty's profile is deleted.");
  await expect(page.getByRole('heading', { level: 3, name: 'Kitty' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Sam' })).toBeVisible();
  const family = await page.request.get('/api/family');
  expect((await family.json()).children.map((c: { nickname: string }) => c.nickname)).toEqual([
    'Sam',
  ]);

  // The privacy page, from the footer, in plain words.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy: what we keep about your child' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we never collect' })).toBeVisible();
  await expect(
    page.getByText(
      /A family profile that nobody uses for 12 months is deleted\. We email its grown-up 30 days before/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest is asked to sign in on /family', async ({ page }) => {
  await page.goto('/family');
  await expect(page.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: "Join Ada's coding adventure!" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});

test('an older account says it is a grown-up, asks for the consent email, then withdraws consent and deletes itself', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const teacher = await registerViaApi(page.request, baseURL!, {
    firstName: 'Old',
    lastName: 'Account',
  });
  await page.goto('/family');
  const question = page.getByRole('region', { name: 'First, one question' });
  await question.getByRole('button', { name: 'Continue' }).click();
  await expect(question.getByRole('alert')).toHaveText(
    'Please tick the box to say you are 18 or older.',
  );
  await expectNoAxeViolations(page);
  await question
    .getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' })
    .check();
  await question.getByRole('button', { name: 'Continue' }).click();

  const consent = page.getByRole('region', { name: 'Confirm by email' });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page);
  await consent.getByRole('button', { name: 'Send me the email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toBeVisible();
  await page.goto(await consentLinkTo(teacher.email));
  await expect(page.getByRole('link', { name: "Make your children's profiles" })).toBeVisible();
  await page.goto('/family');
  await addChild(page, 'Robin', (p) =>
    p.getByRole('radio', { name: 'Avatar 8: Lion' }).check({ force: true }),
  );

  // Withdrawing consent deletes every child profile, and asks for consent again.
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your consent' });
  await expectNoAxeViolations(page);
  await withdraw.getByLabel('Your password').fill(teacher.password);
  await withdraw.getByRole('button', { name: 'Withdraw and delete profiles' }).click();
  await expectToast(page, "Your consent is withdrawn and your children's profiles are deleted.");
  await expect(page.getByRole('heading', { level: 3, name: 'Robin' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Confirm by email' })).toBeVisible();

  // Deleting the account signs it out everywhere.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete your account' });
  await remove.getByLabel('Your password').fill(teacher.password);
  await remove.getByRole('button', { name: 'Delete everything' }).click();
  await expectToast(page, 'Your account is deleted. Goodbye!');
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
});
