import type { Locator, Page } from '@playwright/test';

type Point = { x: number; y: number };

const centre = async (target: Locator | Point): Promise<Point> => {
  if (!('boundingBox' in target)) return target;
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const pause = (page: Page, ms: number) => page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), ms);

/**
 * A finger drag the way a child does it, as real touch events (Chrome's own, through the
 * DevTools protocol; the page needs `hasTouch`): press on `from` and hold (a finger picks a
 * block up after 200 ms, docs/product.md#drag-and-drop), slide to `to`, lift.
 *
 * Like mouseDrag, it returns once dnd-kit stopped swallowing the drop's own click (50 ms).
 */
export async function touchDrag(page: Page, from: Locator, to: Locator | Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at.x, y: at.y, id: 1 }] });
  const start = await centre(from);
  const end = await centre(to);
  await touch('touchStart', start);
  await pause(page, 300);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: start.x + ((end.x - start.x) * i) / steps, y: start.y + ((end.y - start.y) * i) / steps });
  }
  await touch('touchEnd', end);
  await pause(page, 60);
  await cdp.detach();
}
