import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { makeUser } from '../support/factories';
import { doneActivity, gradedGuestRecord } from '../support/lesson-work';

// The lessons are built elsewhere, so the guest's progress is seeded the way they store it
// (guest storage in localStorage, each lesson with its quiz answers and each activity with its
// evidence, which the server grades again: docs/product/lessons.md#graded-by-the-server); the sign-up goes through the real dialog, which calls
// transferGuestData(). The integrator may extend it to earn the progress through the lessons.
test('a guest signs up and keeps exactly what they earned', async ({ page, baseURL }) => {
  await page.goto('/');
  const graded = { records: [gradedGuestRecord('intro-to-coding'), gradedGuestRecord('loops')], dance: doneActivity('robot-dance') };
  await page.evaluate(({ records, dance }) => {
    const now = new Date().toISOString();
    const progress = records.map((record) => ({ ...record, completedAt: now }));
    // A hand-edited points number: the server must not believe it.
    const data = {
      points: 99999,
      progress,
      gameScores: [{ gameId: 'robot-maze', score: 60, completedAt: now }],
      activities: ['robot-dance'],
      activityEvidence: { 'robot-dance': dance },
    };
    localStorage.setItem('guestData', JSON.stringify(data));
    localStorage.setItem('guestProgress', JSON.stringify(progress));
    // The guest's Chore Tracker list moves too
    // (docs/decisions/124-guest-chores-move-at-sign-up.md).
    localStorage.setItem(
      'choreTracker',
      JSON.stringify([{ id: 'c1', name: 'Feed the cat', points: 10, done: true }]),
    );
  }, graded);
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('guestData') ?? '{}'));
  await page.goto('/learn');
  await expect(page.getByRole('region', { name: 'Your guest progress' })).toContainText(
    'completed 2 lessons',
  );

  const person = makeUser();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  // The work on this device is the grown-up's own
  // (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
  await dialog.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  // 50 + 50 for the lessons, 10 for the robot dance, floor(60 / 10) for the maze: not 99999.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You earned 116 points before signing up.', { exact: false }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('guestData'),
      localStorage.getItem('guestProgress'),
      localStorage.getItem('choreTracker'),
    ]),
  ).toEqual([null, null, null]);
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({
    points: 116,
    level: 2,
  });
  expect(await (await page.request.get('/api/progress')).json()).toEqual([
    { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true },
    { moduleId: 'basics', lessonId: 'loops', completed: true },
  ]);

  // A repeated transfer (say, from a second tab that still had the guest data) adds nothing.
  const again = await page.request.post('/api/transfer-guest-progress', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: {
      guestProgress: guest.progress,
      gameScores: guest.gameScores,
      activities: guest.activities,
    },
  });
  expect(await again.json()).toEqual({ pointsAwarded: 0, points: 116, level: 2, choresMoved: 0 });

  // The guest's chore is in the account's Chore Tracker.
  await page.goto('/chore-tracker');
  const choreList = page.getByRole('list', { name: 'Chores' }).getByRole('listitem');
  await expect(choreList).toHaveCount(1);
  await expect(choreList).toContainText('Feed the cat');
  await expect(page.getByText('1 of 1 chore done')).toBeVisible();

  // The account shows the moved progress, badges and points.
  await page.goto('/learn');
  await expect(page.getByRole('region', { name: 'Your guest progress' })).toHaveCount(0);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').filter({ hasText: 'COMPLETED' })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Badges' }).click();
  for (const badge of ['Coding Starter', 'Loop Explorer', 'Robot Master']) {
    await expect(panel.getByRole('listitem').filter({ hasText: badge })).toContainText('Earned!');
  }
  await expect(panel.getByText('116 / 500')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: `Hi there, ${person.firstName} ${person.lastName}!` }),
  ).toBeVisible();
  await expect(page.getByText("You've completed 2 out of 13 lessons!")).toBeVisible();
});
