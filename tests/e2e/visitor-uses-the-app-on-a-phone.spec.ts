import { test, expect, expectNoAxeViolations } from '../support/e2e';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('on a small phone the header fits, everything is reachable, and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: "Ada's Code Adventures" })).toBeVisible();
  await expect(header.getByRole('link', { name: /Get the Book/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(header.getByRole('link', { name: /Get the Book/ })).toHaveAttribute('target', '_blank');
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
  for (const name of ['Home', 'Learn', 'Games', 'Projects']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).tap();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
});
