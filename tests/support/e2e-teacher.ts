import type { Browser, Page } from '@playwright/test';
import type { Picture } from '../../src/domain/accounts/child-profile';
import { expect, latestMailTo, linksIn } from './e2e';
import { makeUser } from './factories';

export type ClassStudent = { id: number; nickname: string; pictures: [Picture, Picture] };

/**
 * A grown-up who ticked "18 or older" and opened the link in the email (consent given), signed in
 * on `page`, with the class "Year 4 Owls" and a child for each of `nicknames`.
 */
export async function teacherWithClass(page: Page, baseURL: string, nicknames: string[] = []) {
  const teacher = makeUser({ firstName: 'Tess', lastName: 'Teacher' });
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const registered = await page.request.post('/api/register', {
    data: { ...teacher.payload, grownUp: true },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linksIn(await latestMailTo(teacher.email)).find((l) =>
    l.includes('/confirm-email?token='),
  );
  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: /confirmed/ })).toBeVisible();
  const made = await page.request.post('/api/classes', { data: { name: 'Year 4 Owls' }, headers });
  expect(made.status()).toBe(201);
  const cls = (await made.json()) as { id: number; joinCode: string };
  let students: ClassStudent[] = [];
  if (nicknames.length > 0) {
    const added = await page.request.post(`/api/classes/${cls.id}/students`, {
      data: { nicknames },
      headers,
    });
    expect(added.status(), await added.text()).toBe(201);
    students = ((await added.json()) as { students: ClassStudent[] }).students;
  }
  return { ...cls, students, headers };
}

/** A phone with a finger (390 × 844, touch): taps land where a finger would. */
export async function phone(browser: Browser, baseURL: string, storageState?: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
    ...(storageState ? { storageState: JSON.parse(storageState) as never } : {}),
  });
  return { context, page: await context.newPage() };
}

const pictureName = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);

/** The child signs in at /join as a class child does, by tap: the code, her name, her two pictures. */
export async function signInWithPictures(page: Page, joinCode: string, child: ClassStudent) {
  await page.goto('/join');
  await page.getByLabel('Class code').fill(joinCode);
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: child.nickname, exact: true }).tap();
  for (const picture of child.pictures)
    await page.getByRole('button', { name: pictureName(picture), exact: true }).tap();
  await page.getByRole('button', { name: 'Sign in with my pictures' }).tap();
  await expect(page).toHaveURL(/\/learn$/);
}

/**
 * Presses present mode's "Show a solution" until the solution is in ("Back to our program" shows).
 * A level's bench is a part loaded on its own: the page is awake (html[data-awake]) while that
 * part's server-painted buttons may still wait for their handlers, so a first press can be lost.
 * Pressing again is safe: once the solution is in, the button is "Back to our program".
 */
export async function showTheSolution(page: Page): Promise<void> {
  const show = page.getByRole('button', { name: 'Show a solution' });
  const back = page.getByRole('button', { name: 'Back to our program' });
  await expect(async () => {
    if (await show.isVisible()) await show.click({ timeout: 2_000 });
    await expect(back).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
