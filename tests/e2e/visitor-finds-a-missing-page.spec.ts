import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { forgiveTheMissingPage } from '../support/site-visits';

test('a visitor who follows a broken link sees the 404 card and finds the way home', async ({ page, consoleErrors }) => {
  const answer = await page.goto('/this/page/does-not-exist');
  // A real 404 status, which the browser logs as an error: expected here.
  expect(answer?.status()).toBe(404);
  forgiveTheMissingPage('/this/page/does-not-exist', consoleErrors);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('looked everywhere')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeHidden();
});
