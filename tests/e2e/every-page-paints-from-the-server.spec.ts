import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { curriculum } from '../../content/curriculum';
import { openLessons } from '../../src/domain/lessons/curriculum';
import { test, expect, runsNoJavaScript } from '../support/e2e';
import { teacherWithClass } from '../support/e2e-teacher';
import { forgiveResetLinkCheck, forgiveSomeoneElsesClass, forgiveTheMissingPage, forgiveUnconfirmedGuides, LESSON_AND_GAME_PAGES, SITE_PAGES } from '../support/site-visits';

// Issue 34 (docs/decisions/401-the-first-paint-from-the-server.md): every page's first HTML holds
// what it shows, in its language, and the browser wakes it up without a mismatch (React reports
// one as a page error, which fails any journey: tests/support/e2e.ts). The page sweeps check every
// route as a guest, a learner, an admin and a class child in English
// (every-page-passes-axe-and-fits-the-screen.spec.ts); here: in Spanish, as a teacher with a class
// and as a parent with a family, and read with JavaScript off.

const READ_WITHOUT_JAVASCRIPT = [
  '/',
  '/learn',
  ...openLessons(curriculum).map((lesson) => `/lessons/${lesson.id}`),
  '/play',
  '/code-lab',
  '/code-lab/tech-lab-1',
];

/** A context that never runs the page's JavaScript: what the server sent is all there is. */
async function withoutJavaScript(browser: Browser, locale: string, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale, extraHTTPHeaders: { 'accept-language': locale }, storageState });
  runsNoJavaScript(context);
  return context;
}

test('with JavaScript off, a visitor reads Home, Learn, every lesson, the games and the Code Lab in English and Spanish', async ({ browser }) => {
  test.slow();
  const headings: Record<string, string> = {};
  for (const locale of ['en', 'es']) {
    const context = await withoutJavaScript(browser, locale);
    const page = await context.newPage();
    for (const path of READ_WITHOUT_JAVASCRIPT) {
      await test.step(`${locale} ${path}`, async () => {
        const answer = await page.goto(path);
        expect(answer?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const main = page.locator('main');
        const heading = (await main.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        expect(heading).not.toBe('');
        await expect(main).not.toContainText(/Loading|Cargando/);
        // Spanish is Spanish from the first byte.
        if (locale === 'en') headings[path] = heading;
        else expect(heading).not.toBe(headings[path]);
      });
    }
    // What each page is for, not only its title.
    await page.goto('/');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.goto('/lessons/loops');
    await expect(page.getByRole('tab')).toHaveCount(3);
    await expect(page.getByRole('group', { name: locale === 'en' ? 'Read aloud' : /Leer/ })).toBeVisible();
    await page.goto('/code-lab/tech-lab-1');
    await expect(page.locator('main svg[role="img"]').first()).toBeVisible();
    await expect(page.locator('main').getByRole('button').first()).toBeVisible();
    await context.close();
  }
});

test("with JavaScript off, a teacher's class page shows every child", async ({ browser, page, baseURL }) => {
  const cls = await teacherWithClass(page, baseURL!, ['Ana', 'Ben', 'Cleo']);
  const context = await withoutJavaScript(browser, 'en', await page.context().storageState());
  const reader = await context.newPage();
  const answer = await reader.goto(`/classes/${cls.id}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(reader.getByRole('heading', { level: 1, name: 'Year 4 Owls' })).toBeVisible();
  for (const nickname of ['Ana', 'Ben', 'Cleo']) await expect(reader.locator('main').getByText(nickname).first()).toBeVisible();
  // The whole address children sign in at, as the page says it once awake: nothing moves then.
  await expect(reader.getByText(`Children sign in at ${baseURL}/join`)).toBeVisible();
  await context.close();
});

/** Opens each page as a person arrives at it (a full load), and lets it wake up. */
async function wakeUpEach(page: Page, paths: readonly string[], consoleErrors: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      forgiveResetLinkCheck(path, consoleErrors);
      forgiveTheMissingPage(path, consoleErrors);
      forgiveSomeoneElsesClass(path, consoleErrors);
      forgiveUnconfirmedGuides(path, consoleErrors);
    });
  }
}

test('in Spanish, every page wakes up as the server drew it', async ({ page, baseURL, consoleErrors }) => {
  test.slow();
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await wakeUpEach(page, [...SITE_PAGES, ...LESSON_AND_GAME_PAGES], consoleErrors);
});

test('a teacher with a class, and a parent with a family, see their pages wake up as the server drew them', async ({ page, baseURL, consoleErrors }) => {
  const cls = await teacherWithClass(page, baseURL!, ['Ana', 'Ben']);
  await wakeUpEach(page, ['/', '/classes', `/classes/${cls.id}`, `/classes/${cls.id}?tab=assigned`, `/classes/${cls.id}/present/tech-lab-2`, '/teach', '/teach/loops', '/family', '/learn', '/code-lab', '/code-lab/tech-lab-1'], consoleErrors);
  // The same grown-up with a child of their own, in Spanish.
  const made = await page.request.post('/api/family/children', { data: { nickname: 'Lola', avatarId: 3 }, headers: cls.headers });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await wakeUpEach(page, ['/family', `/classes/${cls.id}`, '/'], consoleErrors);
});

// A device whose day is not the server's: words about days (due today, overdue) are said for the
// UTC day while the page wakes up, then for the device's own day (src/web/lib/day-now.ts).
test.describe('on a device a day ahead of or behind UTC', () => {
  const aheadOfUtc = new Date().getUTCHours() >= 10;
  test.use({ timezoneId: aheadOfUtc ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago' });

  test("a child's assignment due today (UTC) wakes up on Home as the server drew it, then says the device's day", async ({ page, baseURL, consoleErrors }) => {
    const cls = await teacherWithClass(page, baseURL!, ['Ana']);
    const dueOn = new Date().toISOString().slice(0, 10);
    const made = await page.request.post(`/api/classes/${cls.id}/assignments`, {
      data: { title: 'Loops this week', items: [{ kind: 'level', id: 'tech-lab-1' }], dueOn },
      headers: cls.headers,
    });
    expect(made.status(), await made.text()).toBe(201);
    const [ana] = cls.students;
    const joined = await page.request.post('/api/join', {
      data: { joinCode: cls.joinCode, studentId: ana!.id, pictures: ana!.pictures },
      headers: cls.headers,
    });
    expect(joined.status(), await joined.text()).toBe(200);
    // The server says the UTC day: its first paint is the same wherever the device is.
    expect(await (await page.request.get('/')).text()).toContain('due today');
    await wakeUpEach(page, ['/'], consoleErrors);
    const fromTeacher = page.getByRole('region', { name: 'From your teacher' });
    // Ahead of UTC, the UTC day has passed here; behind it, it is tomorrow here.
    await expect(fromTeacher).toContainText(aheadOfUtc ? 'The due day has passed' : /due (?!today)[A-Z]/);
  });
});
