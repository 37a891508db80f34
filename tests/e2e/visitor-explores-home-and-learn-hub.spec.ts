import { test, expect, expectNoAxeViolations } from '../support/e2e';

test('a visitor is greeted on Home and is pointed to the lessons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi there, Coder!' })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Learning journey progress' }),
  ).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('list', { name: 'Lesson stages' })).toHaveText(
    /Beginner.*Intermediate.*Advanced/,
  );
  await expect(page.getByRole('heading', { name: 'Your Learning Adventure' })).toBeVisible();
  await expect(page.getByText('Try the first lesson')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Explore Lessons' }).click();
  await expect(page).toHaveURL(/\/learn$/);
});

test('a visitor browses the lesson tabs of the Learn hub', async ({ page }) => {
  test.slow(); // axe on every tab
  await page.goto('/learn');
  const tabs = page.getByRole('tablist', { name: 'Lesson groups' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Beginner',
    'Intermediate',
    'Advanced',
    'Learn AI',
    'Games',
    'Badges',
    'Parents',
  ]);
  const panel = page.getByRole('tabpanel');

  // Beginner: every open basics lesson, START HERE on First Mission only.
  await expect(panel.getByRole('link')).toHaveText([
    'First Mission',
    'Morning Routine',
    'Repeat Spell',
    'Pattern Master',
  ]);
  await expect(panel.getByRole('listitem').filter({ hasText: 'START HERE' })).toHaveCount(1);
  await expect(panel.getByRole('listitem').filter({ hasText: 'START HERE' })).toContainText(
    'First Mission',
  );
  await expect(panel.getByRole('link', { name: 'Morning Routine' })).toHaveAttribute(
    'href',
    '/lessons/sequences',
  );
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Intermediate' }).click();
  await expect(page).toHaveURL(/\?tab=intermediate$/);
  await expect(panel.getByRole('link')).toHaveText(['If This Then That', 'Function Factory']);
  const dataCollector = panel.getByRole('listitem').filter({ hasText: 'Data Collector' });
  await expect(dataCollector).toContainText('Unlock at Level 4');
  // And how far a new visitor is from it (docs/decisions/365-how-far-to-a-level.md).
  await expect(dataCollector).toContainText('300 more points to Level 4');
  // A locked card is not a link.
  await expect(dataCollector.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Advanced' }).click();
  await expect(panel.getByRole('link')).toHaveCount(0);
  for (const [title, level] of [
    ['Object Workshop', 5],
    ['Web Creator', 6],
    ['Game Creator', 8],
  ] as const) {
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toContainText(
      `Unlock at Level ${level}`,
    );
  }
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Learn AI' }).click();
  await expect(panel.getByRole('link')).toHaveText(['AI Basics', 'Computer Vision']);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Voice & Sound' })).toContainText(
    'Unlock at Level 5',
  );
  await expectNoAxeViolations(page);
});

test('a visitor browses the games, badges and parents tabs', async ({ page }) => {
  test.slow(); // axe on every tab
  await page.goto('/learn?tab=games');
  const tabs = page.getByRole('tablist', { name: 'Lesson groups' });
  const panel = page.getByRole('tabpanel');
  await expect(tabs.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: 'Robot Maze' })).toHaveAttribute(
    'href',
    '/play/robot-maze',
  );
  await expect(panel.getByRole('link', { name: 'Debug Detective' })).toHaveAttribute(
    'href',
    '/play/debug-detective',
  );
  const puzzler = panel.getByRole('listitem').filter({ hasText: 'Pattern Puzzler' });
  await expect(puzzler).toContainText('Unlock at Level 4');
  await expect(puzzler.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Badges' }).click();
  // A new visitor has earned nothing yet: every badge locked, 0 of 500 points.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Locked' })).toHaveCount(6);
  await expect(panel.getByText('0 / 500')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Rewards' }).getByRole('listitem')).toHaveText([
    /Custom Themes.*500 pts/,
    /Bonus Projects.*1000 pts/,
  ]);
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Parents' }).click();
  await expect(panel.getByText('20-30 minutes')).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: arrows move between tabs (Radix Tabs).
  await tabs.getByRole('tab', { name: 'Parents' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Badges' })).toHaveAttribute('aria-selected', 'true');
});

// Every lesson door is built now (docs/decisions/414-computer-vision-lesson.md#consequences): a
// coming-soon lesson's page is tested with a door of its own (level-gate.test.tsx).
test('lessons that are not open show a friendly page, never a 404', async ({ page }) => {
  await page.goto('/lessons/variables');
  await expect(page.getByRole('heading', { name: 'Data Collector: Unlocks at Level 4' })).toBeVisible();
  // The page says how far, as the card does, and how to earn the points
  // (docs/decisions/365-how-far-to-a-level.md).
  await expect(page.getByText('300 more points to Level 4')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 300 points' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Solve Code Lab puzzles' })).toHaveAttribute('href', '/code-lab');
  await expectNoAxeViolations(page);
  await page.goto('/lessons/no-such-lesson');
  await expect(page.getByRole('heading', { name: 'Lesson not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Lessons' }).click();
  await expect(page).toHaveURL(/\/learn$/);
});

test('old lesson ids lead to the lesson', async ({ page }) => {
  await page.goto('/lessons/intro');
  await expect(page).toHaveURL(/\/lessons\/intro-to-coding$/);
  await page.goto('/lessons/conditions');
  await expect(page).toHaveURL(/\/lessons\/conditionals$/);
});

test('a guest sees completed lessons and earned points on the hub and Home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const progress = [
      {
        moduleId: 'basics',
        lessonId: 'intro-to-coding',
        completed: true,
        completedAt: new Date().toISOString(),
      },
      {
        moduleId: 'basics',
        lessonId: 'loops',
        completed: true,
        completedAt: new Date().toISOString(),
      },
    ];
    localStorage.setItem(
      'guestData',
      JSON.stringify({ points: 110, progress, gameScores: [], activities: ['robot-dance'] }),
    );
    localStorage.setItem('guestProgress', JSON.stringify(progress));
  });
  await page.reload();
  await expect(page.getByText("You've completed 2 out of 13 lessons!")).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Learning journey progress' }),
  ).toHaveAttribute('aria-valuenow', '15');

  await page.goto('/learn');
  const banner = page.getByRole('region', { name: 'Your guest progress' });
  await expect(banner).toContainText('110');
  await expect(banner).toContainText('completed 2 lessons');
  await expect(banner.getByRole('link', { name: 'Sign Up to Save Progress' })).toHaveAttribute(
    'href',
    '/auth?tab=sign-up',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').filter({ hasText: 'COMPLETED' })).toHaveCount(2);
  await expect(panel.getByText('START HERE')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Badges' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Coding Starter' })).toContainText(
    'Earned!',
  );
  await expect(panel.getByRole('listitem').filter({ hasText: 'Loop Explorer' })).toContainText(
    'Earned!',
  );
  await expect(panel.getByRole('listitem').filter({ hasText: 'Debug Master' })).toContainText(
    'In progress',
  );
  await expect(panel.getByRole('listitem').filter({ hasText: 'Function Pro' })).toContainText(
    'In progress',
  );
  await expect(panel.getByText('110 / 500')).toBeVisible();
});
