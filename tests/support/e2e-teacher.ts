import type { Page } from '@playwright/test';
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
