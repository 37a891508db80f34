import type { Browser, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, latestMailTo, linksIn } from '../support/e2e';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';
import { makeUser } from '../support/factories';

// /join (docs/product.md#classes, docs/decisions/377-a-closed-class-and-its-language-at-join.md): a
// class whose teacher set Spanish shows its children Spanish as soon as the code finds it, before
// they pick a nickname, on a browser that never chose a language; and the code of an archived class
// says the class is closed, not that the code is wrong, in the page's language.

test.describe.configure({ timeout: 180_000 });

/** A confirmed grown-up (through the API) with a class of two; returns its id and code. */
async function teacherWithClass(page: Page, baseURL: string, name: string) {
  const teacher = makeUser({ firstName: 'Tere', lastName: 'Docente' });
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const registered = await page.request.post('/api/register', {
    data: { ...teacher.payload, grownUp: true },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linksIn(await latestMailTo(teacher.email)).find((l) => l.includes('/confirm-email?token='))!;
  const token = new URL(link).searchParams.get('token');
  expect((await page.request.post('/api/confirm-email', { data: { token }, headers })).status()).toBe(200);
  const made = await page.request.post('/api/classes', { data: { name }, headers });
  expect(made.status()).toBe(201);
  const cls = (await made.json()) as { id: number; joinCode: string };
  const added = await page.request.post(`/api/classes/${cls.id}/students`, {
    data: { nicknames: ['Ada', 'Beto'] },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);
  return { ...cls, headers };
}

/** A child's phone that has never chosen a language, its browser asking for `locale`. */
async function childOnAPhone(browser: Browser, baseURL: string, locale: string) {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 390, height: 844 },
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

test('a Spanish class turns /join Spanish once its code is known, before the child picks a name', async ({
  page,
  browser,
  baseURL,
}) => {
  const cls = await teacherWithClass(page, baseURL!, 'Búhos');
  const set = await page.request.patch(`/api/classes/${cls.id}`, { data: { locale: 'es' }, headers: cls.headers });
  expect(set.status(), await set.text()).toBe(200);

  const child = await childOnAPhone(browser, baseURL!, 'en-US');
  await expect(child.page.locator('html')).toHaveAttribute('lang', 'en');
  await child.page.getByLabel('Class code').fill(cls.joinCode);
  await child.page.getByRole('button', { name: 'Next' }).tap();
  await expect(child.page.getByRole('heading', { name: '¿Quién eres?' })).toBeVisible();
  await expect(child.page.getByText('Toca tu nombre.')).toBeVisible();
  await expect(child.page.locator('html')).toHaveAttribute('lang', 'es');
  await child.page.getByRole('button', { name: 'Ada', exact: true }).tap();
  await expect(child.page.getByRole('heading', { name: '¡Hola, Ada!' })).toBeVisible();
  await expectNoAxeViolations(child.page);
  expect(child.errors).toEqual([]);
  await child.context.close();

  // A browser that chose English keeps it.
  const chosen = await childOnAPhone(browser, baseURL!, 'en-US');
  await chosen.context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await chosen.page.getByLabel('Class code').fill(cls.joinCode);
  await chosen.page.getByRole('button', { name: 'Next' }).tap();
  await expect(chosen.page.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  await expect(chosen.page.locator('html')).toHaveAttribute('lang', 'en');
  await chosen.context.close();
});

test('the code of an archived class says the class is closed, in English and in Spanish', async ({
  page,
  browser,
  baseURL,
}) => {
  const cls = await teacherWithClass(page, baseURL!, 'Owls');
  const archived = await page.request.post(`/api/classes/${cls.id}/archive`, { data: {}, headers: cls.headers });
  expect(archived.status(), await archived.text()).toBe(200);

  const cases = [
    { locale: 'en-US', label: 'Class code', next: 'Next', words: 'Your class is closed for now. Please ask your teacher.' },
    { locale: 'es-MX', label: 'Código de la clase', next: 'Siguiente', words: 'Tu clase está cerrada por ahora. Pregúntale a tu docente.' },
  ];
  for (const { locale, label, next, words } of cases) {
    const child = await childOnAPhone(browser, baseURL!, locale);
    await child.page.getByLabel(label).fill(cls.joinCode);
    await child.page.getByRole('button', { name: next }).tap();
    await expect(child.page.getByRole('alert')).toHaveText(words);
    expectConsoleErrorsFromStatus(child.errors, 409);
    expect(child.errors).toEqual([]);
    expect(await child.page.evaluate(() => localStorage.getItem('classCode')), locale).toBeNull();
    await expectNoAxeViolations(child.page);
    await child.context.close();
  }
});
