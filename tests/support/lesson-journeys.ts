// Helpers for the pattern, AI and conditionals journeys (the shared ones are in lessons.ts).
import { expect, type Page } from '@playwright/test';

/** The signed-in user's points and progress, read through the real API with the page's cookie. */
export async function serverProgress(page: Page) {
  const user = await page.request.get('/api/user');
  expect(user.status()).toBe(200);
  const progress = await page.request.get('/api/progress');
  expect(progress.status()).toBe(200);
  return {
    points: (await user.json()).points as number,
    progress: (await progress.json()) as {
      moduleId: string;
      lessonId: string;
      completed: boolean;
    }[],
  };
}

/**
 * The quiz result under the questions shows this title, then this description, and has focus
 * (it is shown on the page, not as a toast: docs/decisions/121-nothing-covers-the-page.md).
 */
export async function expectQuizResult(page: Page, title: string, description?: string): Promise<void> {
  const result = page.getByRole('form', { name: 'Quiz' }).getByRole('status');
  await expect(result.locator('p').first()).toHaveText(title);
  if (description !== undefined) await expect(result.locator('p').nth(1)).toHaveText(description);
  await expect(result).toBeFocused();
}

/** The toast area (docs/product.md#toasts: one toast at a time, its region named in the page's language) shows this title and, if given, this description. */
export async function expectToast(
  page: Page,
  title: string | RegExp,
  description?: string | RegExp,
): Promise<void> {
  const toast = page
    .getByRole('region', { name: /Notifications|Avisos/ })
    .getByRole('listitem')
    .last();
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}
