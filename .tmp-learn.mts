import { chromium } from '@playwright/test';
// @ts-expect-error plain ESM
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const slugs = process.argv.slice(2);
for (const width of [320, 390, 683]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  for (const slug of slugs) {
    await page.goto(`${base}/lessons/${slug}`);
    await page.getByRole('tabpanel').first().waitFor();
    const learnEnd = page.locator('[role="tabpanel"][data-state="active"]');
    const box = (await learnEnd.boundingBox())!;
    const art = (await page.locator('article').boundingBox())!;
    await page.screenshot({ path: `/tmp/lo/shots/learn-${slug}-${width}.png`, fullPage: true, clip: { x: 0, y: box.y + box.height - 150, width, height: Math.min(900, art.y + art.height - (box.y + box.height) + 170) } });
  }
  await ctx.close();
}
await browser.close();
