import { expect, type Page } from '@playwright/test';

/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource: ... 401").
 * A journey that provokes one on purpose removes exactly that many, so anything else still fails.
 */
export function expectConsoleErrorsFromStatus(errors: string[], status: number, count = 1): void {
  for (let i = 0; i < count; i++) {
    const index = errors.findIndex((e) => e.includes(`status of ${status}`));
    if (index === -1) throw new Error(`expected a console error for HTTP ${status}; got ${JSON.stringify(errors)}`);
    errors.splice(index, 1);
  }
}

/**
 * The visible toast with this title (and description): an item of the 'Notifications (F8)'
 * region, not the screen-reader copy Radix also renders. The region counts even while a modal
 * dialog hides the rest of the page from assistive tech.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = page.getByRole('region', { name: /^Notifications/, includeHidden: true });
  const item = region.locator('li').filter({ hasText: title });
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
}
