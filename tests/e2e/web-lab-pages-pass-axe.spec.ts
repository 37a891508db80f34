import { readFileSync } from 'node:fs';
import path from 'node:path';
// The plain test: a built page has no app to wake up, and its sandbox blocks the app's own checks.
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/e2e';

// The Web Lab's built pages in real Chromium (docs/decisions/408-the-web-lab.md): every puzzle's
// reference page, as the builder makes it (content/code-lab/web-pages.golden.json, which a unit
// test holds the builder to), in English and Spanish, passes axe; and shown as the preview shows
// one, in an iframe sandboxed without scripts or our origin, its pictures load from our origin.

const golden = JSON.parse(readFileSync(path.resolve('content/code-lab/web-pages.golden.json'), 'utf8')) as Record<string, string>;

/** A document of our origin (the app's own headers) to write a built page into. */
const atOurOrigin = (page: Page) => page.goto('/api/health');

test('every reference page passes axe, in English and Spanish', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await atOurOrigin(page);
  for (const [name, html] of Object.entries(golden)) {
    await test.step(name, async () => {
      await page.setContent(html);
      await expect(page.locator('main')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
  expect(errors).toEqual([]);
});

test('in a sandboxed iframe, a built page loads our pictures and runs nothing', async ({ page }) => {
  const pictures: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/web-pictures/')) pictures.push(response.status());
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  await atOurOrigin(page);
  await page.setContent('<main><iframe title="Preview" sandbox="" width="390" height="400"></iframe></main>');
  await page.locator('iframe').evaluate((frame, html) => ((frame as HTMLIFrameElement).srcdoc = html), golden['web-6/1/en']!);
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('img', { name: 'a dog' })).toBeVisible();
  await expect.poll(() => pictures.length).toBe(3);
  expect(pictures).toEqual([200, 200, 200]);
  expect(failed).toEqual([]);
});
