import { test, expect } from '../support/e2e';
import { makeUser } from '../support/factories';

// Languages, no flash (docs/decisions/311-locale-null-means-never-chosen.md to
// docs/decisions/314-the-page-shell-speaks-first.md): the page shell speaks the request's language
// first, and a person's choice follows them to sign-in without a reload.

test.describe('a browser asking for Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the first screen in Spanish, its words preloaded by the shell', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/shell-[^"]+\.js">/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Inicio' }).first()).toBeVisible();
  });
});

test.describe('a page the service worker serves from its cache', () => {
  test.use({ locale: 'es-MX', serviceWorkers: 'allow' });

  test("still starts in the browser's language, then in the one chosen (docs/decisions/314-the-page-shell-speaks-first.md)", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.goto('/learn');
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Inicio' }).first()).toBeVisible();

    const chose = await page.request.put('/api/locale', {
      data: { locale: 'en' },
      headers: { origin: baseURL!, 'content-type': 'application/json' },
    });
    expect(chose.status()).toBe(204);
    await page.goto('/play');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(nav.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  });
});

test('a Spanish account signing in on an English page turns it Spanish, without a reload', async ({
  page,
  baseURL,
}) => {
  // The account was made while the lang cookie said Spanish
  // (docs/decisions/312-the-language-follows-sign-in.md).
  const person = makeUser();
  const made = await page.request.post('/api/register', {
    data: person.payload,
    headers: { origin: baseURL!, 'content-type': 'application/json', cookie: 'lang=es' },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(nav.getByRole('link', { name: 'Inicio' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The sign-in set the cookie: a reload starts in Spanish from the shell.
  const again = await page.reload();
  expect((await again?.text()) ?? '').toMatch(/<html lang="es">/);
});
