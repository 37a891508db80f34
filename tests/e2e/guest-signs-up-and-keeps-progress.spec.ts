import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';

// The lessons are built elsewhere, so the guest's progress is seeded the way they store it
// (guest storage in localStorage). The sign-up here goes through the API; the integrator
// extends this journey through the sign-up dialog once it and the lessons are merged.
test('a guest signs up and keeps exactly what they earned', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const now = new Date().toISOString();
    const progress = [
      { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true, completedAt: now },
      { moduleId: 'basics', lessonId: 'loops', completed: true, completedAt: now },
    ];
    // A hand-edited points number: the server must not believe it.
    const data = { points: 99999, progress, gameScores: [{ gameId: 'robot-maze', score: 60, completedAt: now }], activities: ['robot-dance'] };
    localStorage.setItem('guestData', JSON.stringify(data));
    localStorage.setItem('guestProgress', JSON.stringify(progress));
  });
  await page.goto('/learn');
  await expect(page.getByRole('region', { name: 'Your guest progress' })).toContainText('completed 2 lessons');

  await registerViaApi(page.request, baseURL!);
  // What transferGuestData() sends after sign-up (src/web/lib/guest-transfer.ts).
  const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('guestData') ?? '{}'));
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const transfer = await page.request.post('/api/transfer-guest-progress', {
    headers,
    data: { guestProgress: guest.progress, gameScores: guest.gameScores, activities: guest.activities },
  });
  expect(transfer.status(), await transfer.text()).toBe(200);
  // 50 + 50 for the lessons, 10 for the robot dance, floor(60 / 10) for the maze.
  expect(await transfer.json()).toEqual({ pointsAwarded: 116, points: 116, level: 2 });
  const points = await page.request.post('/api/transfer-guest-points', { headers, data: { points: guest.points } });
  expect(await points.json()).toEqual({ pointsAwarded: 0, points: 116, level: 2 });
  await page.evaluate(() => {
    localStorage.removeItem('guestData');
    localStorage.removeItem('guestProgress');
  });

  const progress = await page.request.get('/api/progress');
  expect(await progress.json()).toEqual([
    { moduleId: 'basics', lessonId: 'intro-to-coding', completed: true },
    { moduleId: 'basics', lessonId: 'loops', completed: true },
  ]);
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ points: 116, level: 2 });

  // A repeated transfer adds nothing.
  const again = await page.request.post('/api/transfer-guest-progress', {
    headers,
    data: { guestProgress: guest.progress, gameScores: guest.gameScores, activities: guest.activities },
  });
  expect(await again.json()).toEqual({ pointsAwarded: 0, points: 116, level: 2 });

  // The account shows the moved progress.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi there, Sam Coder!' })).toBeVisible();
  await expect(page.getByText("You've completed 2 out of 6 lessons!")).toBeVisible();
  await page.goto('/learn');
  await expect(page.getByRole('region', { name: 'Your guest progress' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'COMPLETED' })).toHaveCount(2);
  await expectNoAxeViolations(page);
});
