import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, registerViaApi } from '../support/e2e';
import { answer, getJson } from '../support/lessons';

// Issue "Proof of quality" item 5 and docs/product.md#offline: after a first visit the service worker has the
// app shell and every lesson; a signed-in learner's progress made offline is kept and sent
// when the network returns, with no double award.
test.use({ serviceWorkers: 'allow' });

test('a signed-in learner opens lessons and finishes one with the network off; it is saved once back online', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
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
  await expect(page.getByRole('heading', { level: 1, name: /Repeat Spell/ })).toBeVisible();
  const before = await getJson<{ points: number }>(page, '/api/user');

  await context.setOffline(true);
  // Screens never opened before still open offline: they come from the precache.
  await page.getByRole('link', { name: 'Back to Lessons' }).click();
  await expect(page.getByRole('tab', { name: /beginner/i })).toBeVisible();
  await page.goto('/lessons/sequences');
  await expect(page.getByRole('heading', { level: 1, name: /Morning Routine/ })).toBeVisible();
  await page.goBack();
  await page.goto('/lessons/loops');
  await expect(page.getByRole('heading', { level: 1, name: /Repeat Spell/ })).toBeVisible();

  // Here the network drops in the middle of a lesson: the page was loaded online (the next
  // tests open the app cold while offline).
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Repeat Spell/ })).toBeVisible();
  await expect
    .poll(async () => (await getJson<{ points: number }>(page, '/api/user')).points)
    .toBe(before.points);
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
    .poll(
      async () =>
        (await getJson<{ lessonId: string }[]>(page, '/api/progress')).map((p) => p.lessonId),
      { timeout: 15_000 },
    )
    .toContain('loops');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingSaves') ?? '[]'))
    .toBe('[]');
  const after = await getJson<{ points: number }>(page, '/api/user');
  expect(after.points).toBe(before.points + 50);

  // Sending it again (another tab, a retry) awards nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  expect((await getJson<{ points: number }>(page, '/api/user')).points).toBe(before.points + 50);

  // Requests made while offline fail in the console by design; nothing else may.
  const unexpected = consoleErrors.filter(
    (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i.test(e),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

/** Signs in, lets the service worker take the app shell, then closes the page. */
async function firstVisitThenClose(page: Page, baseURL: string) {
  const user = await registerViaApi(page.request, baseURL);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByText(`Welcome, ${user.firstName} ${user.lastName}!`)).toBeVisible();
  // docs/decisions/086-last-known-user-offline.md: what the app keeps for an offline start, without
  // the email.
  const kept = await page.evaluate(() => localStorage.getItem('knownUser') ?? '');
  expect(kept).toContain(user.firstName);
  expect(kept).not.toContain(user.email);
  const before = await getJson<{ points: number }>(page, '/api/user');
  await page.close();
  return { user, before };
}

/** Opens a new page on the loops lesson while offline and passes its quiz. */
async function finishLoopsOffline(context: BrowserContext, name: string, consoleErrors: string[]) {
  await context.setOffline(true);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/lessons/loops');
  await expect(page.getByRole('heading', { level: 1, name: /Repeat Spell/ })).toBeVisible();
  // GET /api/user cannot reach the server: the learner is still signed in, not a guest.
  await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await answer(page, /What does a loop do/, /repeats steps/);
  await answer(page, /Why do coders use loops/, /less code/);
  await answer(page, /Which word starts/, /^for$/);
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByText('Loop Master!').first()).toBeVisible();
  // Queued for the learner, not kept as a guest's progress.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingSaves') ?? ''))
    .toContain('loops');
  expect(await page.evaluate(() => localStorage.getItem('guestData'))).toBeNull();
  return page;
}

const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|network/i;

test('a signed-in learner opens the app cold while offline, finishes a lesson, and it is saved once back online', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { user, before } = await firstVisitThenClose(page, baseURL!);
  const offlinePage = await finishLoopsOffline(
    context,
    `${user.firstName} ${user.lastName}`,
    consoleErrors,
  );

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await getJson<{ lessonId: string }[]>(offlinePage, '/api/progress')).map(
          (p) => p.lessonId,
        ),
      { timeout: 15_000 },
    )
    .toContain('loops');
  await expect
    .poll(() => offlinePage.evaluate(() => localStorage.getItem('pendingSaves') ?? '[]'))
    .toBe('[]');
  // The header catches up with the server's total once the user is asked again.
  await expect
    .poll(async () => (await getJson<{ points: number }>(offlinePage, '/api/user')).points)
    .toBe(before.points + 50);
  await offlinePage.reload();
  await expect(offlinePage.getByText(`Welcome, ${user.firstName} ${user.lastName}!`)).toBeVisible();
  expect((await getJson<{ points: number }>(offlinePage, '/api/user')).points).toBe(
    before.points + 50,
  );
  const progress = await getJson<{ lessonId: string }[]>(offlinePage, '/api/progress');
  expect(progress.filter((p) => p.lessonId === 'loops')).toHaveLength(1);

  const unexpected = consoleErrors.filter((e) => !offlineNoise.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('a save queued offline waits for the learner when the session ended meanwhile (docs/decisions/087-offline-queue-after-a-401.md)', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { user, before } = await firstVisitThenClose(page, baseURL!);
  const offlinePage = await finishLoopsOffline(
    context,
    `${user.firstName} ${user.lastName}`,
    consoleErrors,
  );

  // The session ends while offline (as when it expires): the hint cookie is still there.
  await context.clearCookies({ name: 'sid' });
  await context.setOffline(false);
  // Back online the server answers 401: the app shows a guest, the save stays queued.
  await expect(offlinePage.getByText('Welcome, Coder!')).toBeVisible({ timeout: 15_000 });
  expect(await offlinePage.evaluate(() => localStorage.getItem('pendingSaves') ?? '')).toContain(
    'loops',
  );
  expect(await offlinePage.evaluate(() => localStorage.getItem('knownUser'))).toBeNull();

  // The learner signs in again: the queued save goes, its points are awarded once.
  const login = await offlinePage.request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL!, 'content-type': 'application/json' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await offlinePage.reload();
  await expect(offlinePage.getByText(`Welcome, ${user.firstName} ${user.lastName}!`)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await getJson<{ lessonId: string }[]>(offlinePage, '/api/progress')).map(
          (p) => p.lessonId,
        ),
      { timeout: 15_000 },
    )
    .toContain('loops');
  await expect
    .poll(() => offlinePage.evaluate(() => localStorage.getItem('pendingSaves') ?? '[]'))
    .toBe('[]');
  expect((await getJson<{ points: number }>(offlinePage, '/api/user')).points).toBe(
    before.points + 50,
  );

  // The ended session's requests answer 401 by design (logged by the browser).
  const unexpected = consoleErrors.filter((e) => !offlineNoise.test(e) && !/status of 401/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
