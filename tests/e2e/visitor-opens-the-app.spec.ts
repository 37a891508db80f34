import { test, expect } from '../support/e2e';

test('a visitor opens the app and an unknown page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: "Ada's Code Adventures" })).toBeVisible();
  const health = await page.request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
});
