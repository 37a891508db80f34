import { test, expect, registerViaApi } from '../support/e2e';
import { answer, getJson } from '../support/lessons';

// Issue "Proof of quality" item 5 and DESIGN §9: after a first visit the service worker has the
// app shell and every lesson; a signed-in learner's progress made offline is kept and sent
// when the network returns, with no double award.
test.use({ serviceWorkers: 'allow' });

test('a signed-in learner opens lessons and finishes one with the network off; it is saved once back online', async ({ page, context, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, baseURL!); // the page shares the context's cookies
  await page.goto('/');
  // The service worker precaches the shell and every lazily loaded screen while it installs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await page.goto('/lessons/loops');
  await expect(page.getByRole('heading', { level: 1, name: /Loops/ })).toBeVisible();
  const before = await getJson<{ points: number }>(page, '/api/user');

  await context.setOffline(true);
  // Screens never opened before still open offline: they come from the precache.
  await page.getByRole('link', { name: 'Back to Lessons' }).click();
  await expect(page.getByRole('tab', { name: /beginner/i })).toBeVisible();
  await page.goto('/lessons/sequences');
  await expect(page.getByRole('heading', { level: 1, name: /Sequences/ })).toBeVisible();
  await page.goBack();
  await page.goto('/lessons/loops');
  await expect(page.getByRole('heading', { level: 1, name: /Loops/ })).toBeVisible();

  // Offline the signed-in learner is unknown to a cold start, so finish the quiz in the page
  // that was loaded online (the usual case: the network drops in the middle of a lesson).
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Loops/ })).toBeVisible();
  await expect.poll(async () => (await getJson<{ points: number }>(page, '/api/user')).points).toBe(before.points);
  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await answer(page, /What does a loop do/, /repeats steps/);
  await answer(page, /Why do coders use loops/, /less code/);
  await answer(page, /Which word starts/, /^for$/);
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('Loop Master!').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingSaves') ?? ''))
    .toContain('loops');

  await context.setOffline(false);
  await expect
    .poll(async () => (await getJson<{ lessonId: string }[]>(page, '/api/progress')).map((p) => p.lessonId), { timeout: 15_000 })
    .toContain('loops');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingSaves') ?? '[]')).toBe('[]');
  const after = await getJson<{ points: number }>(page, '/api/user');
  expect(after.points).toBe(before.points + 50);

  // Sending it again (another tab, a retry) awards nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  expect((await getJson<{ points: number }>(page, '/api/user')).points).toBe(before.points + 50);

  // Requests made while offline fail in the console by design; nothing else may.
  const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
