import type { Page } from '@playwright/test';
import type { Picture } from '../../src/domain/accounts/child-profile';
import { test, expect, latestMailTo, linksIn } from '../support/e2e';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';
import { makeUser } from '../support/factories';
import { getJson } from '../support/lessons';

// Issue 22 (docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md): a teacher gives a
// child new pictures (or archives the class and restores it) while the child is solving a Code Lab
// level. The solve that arrives after is kept on the device under that child, the child reads why
// and is back at /join; another child signing in there does not send it; the same child signing in
// again with the new pictures does, and the points are theirs.

const nameOf = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);
const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });

async function signIn(page: Page, nickname: string, pictures: readonly Picture[]): Promise<void> {
  await page.getByRole('button', { name: nickname, exact: true }).click();
  for (const picture of pictures)
    await page.getByRole('button', { name: nameOf(picture), exact: true }).click();
  await page.getByRole('button', { name: 'Sign in with my pictures' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByText(`Welcome, ${nickname}!`)).toBeAttached();
}

type ClassSetUp = { classId: number; joinCode: string; students: { id: number; pictures: Picture[] }[]; headers: Record<string, string> };

/** A teacher with consent and a class of these children (through the API, as the class tests do). */
async function teacherWithAClass(page: Page, baseURL: string, nicknames: string[]): Promise<ClassSetUp> {
  const teacher = makeUser({ firstName: 'Tia', lastName: 'Teacher' });
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const registered = await page.request.post('/api/register', { data: { ...teacher.payload, grownUp: true }, headers });
  expect(registered.status()).toBe(201);
  await page.goto(linksIn(await latestMailTo(teacher.email)).find((l) => l.includes('/confirm-email?token='))!);
  await expect(page.getByRole('status').filter({ hasText: /confirmed/ })).toBeVisible();
  const made = await page.request.post('/api/classes', { data: { name: 'Room 5' }, headers });
  const { id: classId, joinCode } = (await made.json()) as { id: number; joinCode: string };
  const added = await page.request.post(`/api/classes/${classId}/students`, { data: { nicknames }, headers });
  const { students } = (await added.json()) as { students: { id: number; pictures: Picture[] }[] };
  return { classId, joinCode, students, headers };
}

test("a solve made after the class was archived and restored is kept and saved when that child signs in again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { classId, joinCode, students, headers } = await teacherWithAClass(page, baseURL!, ['Ola']);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const child = await context.newPage();
  const errors: string[] = [];
  child.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await child.goto('/join');
  await child.getByLabel('Class code').fill(joinCode);
  await child.getByRole('button', { name: 'Next' }).click();
  await signIn(child, 'Ola', students[0]!.pictures);
  const olaId = ((await getJson(child, '/api/user')) as { id: number }).id;
  await child.goto('/code-lab/birthday-1');
  // Her program reaches the server a second after her last block, before the teacher acts: a
  // draft save that meets the ended session would take her to the sign-in before her run ends.
  const saved = child.waitForResponse(
    (r) => r.url().includes('/api/code-lab/programs/birthday-1') && r.request().method() === 'PUT',
  );
  for (let i = 0; i < 3; i++) await palette(child).getByRole('button', { name: 'Move forward' }).click();
  expect((await saved).status()).toBe(204);

  // The teacher archives the class by mistake and restores it at once.
  expect((await page.request.post(`/api/classes/${classId}/archive`, { data: {}, headers })).ok()).toBe(true);
  expect((await page.request.post(`/api/classes/${classId}/restore`, { data: {}, headers })).ok()).toBe(true);

  // Ola's solve arrives after: she is told in words, never silently turned into a guest.
  await child.getByRole('radio', { name: 'Fast' }).check();
  await child.getByRole('button', { name: 'Run' }).click();
  await expect(child).toHaveURL(/\/join$/);
  await expect(child.getByRole('region', { name: /Notifications/ }).getByRole('listitem').last()).toContainText(
    'Your class is closed for now',
  );
  expectConsoleErrorsFromStatus(errors, 401);
  const kept = () => child.evaluate((key) => localStorage.getItem(key), `ada.person.user-${olaId}.pendingSolves`);
  expect(await kept()).toContain('forward');

  // The class is open again: Ola signs in with the same pictures and her solve is saved.
  await signIn(child, 'Ola', students[0]!.pictures);
  await expect.poll(kept, { timeout: 10_000 }).toBeNull();
  expect(JSON.stringify(await getJson(child, '/api/code-lab/progress'))).toContain('birthday-1');
  expect(await getJson(child, '/api/user')).toMatchObject({ nickname: 'Ola', points: 15 });
  await context.close();
});

test("a solve made after the teacher gave new pictures is kept for that child and saved at their next sign-in, never another child's", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The teacher: consent given, a class of two.
  const { classId, joinCode, students, headers } = await teacherWithAClass(page, baseURL!, ['Zoe', 'Yan']);
  const [zoe, yan] = students;

  // Zoe, on the class's device, builds birthday-1's program.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const child = await context.newPage();
  const errors: string[] = [];
  child.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await child.goto('/join');
  await child.getByLabel('Class code').fill(joinCode);
  await child.getByRole('button', { name: 'Next' }).click();
  await signIn(child, 'Zoe', zoe!.pictures);
  const zoeId = ((await getJson(child, '/api/user')) as { id: number }).id;
  await child.goto('/code-lab/birthday-1');
  // Her program reaches the server a second after her last block (docs/product/code-lab.md#saving-from-the-web).
  const saved = child.waitForResponse(
    (r) => r.url().includes('/api/code-lab/programs/birthday-1') && r.request().method() === 'PUT',
  );
  for (let i = 0; i < 3; i++) await palette(child).getByRole('button', { name: 'Move forward' }).click();
  expect((await saved).status()).toBe(204);

  // Meanwhile the teacher gives Zoe new pictures: her session ends.
  const fresh = await page.request.post(`/api/classes/${classId}/students/${zoe!.id}/pictures`, { data: {}, headers });
  expect(fresh.status()).toBe(200);
  const newPictures = ((await fresh.json()) as { pictures: Picture[] }).pictures;

  // Zoe's solve arrives after: she reads why, and is back at the class's sign-in.
  await child.getByRole('radio', { name: 'Fast' }).check();
  await child.getByRole('button', { name: 'Run' }).click();
  await expect(child).toHaveURL(/\/join$/);
  await expect(
    child.getByRole('region', { name: /Notifications/ }).getByRole('listitem').last(),
  ).toContainText(/Your work is kept on this device: sign in again to save it/);
  await expect(child.getByRole('heading', { name: 'Who are you?' })).toBeVisible();
  expectConsoleErrorsFromStatus(errors, 401);
  const kept = () => child.evaluate((key) => localStorage.getItem(key), `ada.person.user-${zoeId}.pendingSolves`);
  expect(await kept()).toContain('forward');

  // Yan signs in on the same device: Zoe's solve stays kept and is not Yan's.
  await signIn(child, 'Yan', yan!.pictures);
  await child.goto('/code-lab');
  expect(await getJson(child, '/api/user')).toMatchObject({ nickname: 'Yan', points: 0 });
  expect(JSON.stringify(await getJson(child, '/api/code-lab/progress'))).not.toContain('birthday-1');
  expect(await kept()).toContain('forward');
  await child.goto('/join');
  await child.getByRole('button', { name: 'Not you? Sign out' }).click();

  // Zoe again, with her new pictures: the kept solve reaches the server, and the points are hers.
  await signIn(child, 'Zoe', newPictures);
  await expect.poll(kept, { timeout: 10_000 }).toBeNull();
  expect(JSON.stringify(await getJson(child, '/api/code-lab/progress'))).toContain('birthday-1');
  expect(await getJson(child, '/api/user')).toMatchObject({ nickname: 'Zoe', points: 15 });
  await context.close();
});
