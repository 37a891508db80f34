import { chromium } from '@playwright/test';
// @ts-expect-error plain ESM
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { findLevel } from './content/code-lab/levels';
const base = 'http://127.0.0.1:4102';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const deep = { version: 1, body: [{ id: 'u', op: 'until-goal', body: [
  { id: 'a', op: 'if', cond: 'path-right', then: [{ id: 'c', op: 'if', cond: 'path-left', then: [{ id: 'd', op: 'if', cond: 'path-ahead', then: [{ id: 'f', op: 'forward' }], else: [{ id: 'g', op: 'turn', dir: 'left' }] }] }], else: [{ id: 'e', op: 'if', cond: 'path-ahead', then: [{id: 'h', op: 'if', cond: 'path-left', then: [{ id: 'k', op: 'turn', dir: 'right' }], else: [{ id: 'm', op: 'turn', dir: 'left' }]}] }] },
] }] };
for (const width of [320, 390, 683]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  const levels = ['lost-finder-5', 'debug-6', 'tech-lab-3'];
  const progs: Record<string, unknown> = Object.fromEntries(levels.map((id) => [id, findLevel(id)!.solution]));
  progs['lost-finder-6'] = deep;
  await page.evaluate((p) => localStorage.setItem('codeLabDrafts', JSON.stringify(p)), progs);
  for (const id of [...levels, 'lost-finder-6']) {
    await page.goto(`${base}/code-lab/${id}`);
    await page.getByRole('region', { name: 'Your program' }).waitFor();
    const r = await page.evaluate(() => {
      const over: string[] = [];
      for (const el of Array.from(document.querySelectorAll('button, span'))) {
        const b = el as HTMLElement;
        if (b.scrollWidth > b.clientWidth + 1 && b.clientWidth > 1) over.push(`${b.tagName}:${b.textContent?.slice(0, 30)} ${b.scrollWidth}>${b.clientWidth}`);
      }
      const broken: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        if (el.children.length > 0) continue;
        const t = el.textContent ?? '';
        for (const m of t.matchAll(/(Step|step|otherwise)\s\d+(\.\d+)*:?/g)) {
          const range = document.createRange();
          if (el.childNodes.length === 1) { range.setStart(el.firstChild!, m.index!); range.setEnd(el.firstChild!, m.index! + m[0].length); }
          else range.selectNodeContents(el);
          const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
      return { sw: document.documentElement.scrollWidth, iw: innerWidth, over, broken };
    });
    console.log(width, id, JSON.stringify(r));
    await page.getByRole('region', { name: 'Your program' }).screenshot({ path: `/tmp/lo/shots/prog-${id}-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
