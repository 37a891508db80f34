import { chromium } from '@playwright/test';
// @ts-expect-error plain ESM
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { findLevel } from './content/code-lab/levels';
const base = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
for (const width of [320, 390, 683]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  const levels = ['lost-finder-6', 'tech-lab-3', 'debug-4'];
  await page.evaluate((progs) => localStorage.setItem('codeLabDrafts', JSON.stringify(progs)), Object.fromEntries(levels.map((id) => [id, findLevel(id)!.solution])));
  for (const id of levels) {
    await page.goto(`${base}/code-lab/${id}`);
    await page.getByRole('region', { name: 'Your program' }).waitFor();
    await page.getByRole('region', { name: 'Your program' }).screenshot({ path: `/tmp/lo/shots/prog-${id}-${width}.png` });
    // Any "Step" text broken across lines?
    const broken = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        if (el.children.length > 0) continue;
        const t = el.textContent?.trim() ?? '';
        if (!/^Step\b/.test(t) && !/\bStep\b/.test(t)) continue;
        const range = document.createRange(); range.selectNodeContents(el);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(`${t} (${lines.size} lines)`);
      }
      return out;
    });
    console.log(width, id, 'wrapped:', broken);
  }
  await ctx.close();
}
await browser.close();
