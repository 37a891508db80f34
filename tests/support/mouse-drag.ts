import type { Locator, Page } from '@playwright/test';

type Point = { x: number; y: number };

const centre = async (target: Locator | Point): Promise<Point> => {
  if (!('boundingBox' in target)) return target;
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * A mouse drag the way a person does it: press on `from`, move a little (dnd-kit starts after
 * 8 px), move to `to` (an element's centre or a point), let go.
 *
 * It returns once dnd-kit has stopped guarding against the drop's own click: for 50 ms after a
 * drag ends, dnd-kit swallows every click on the page, so a test that clicked at once (no person
 * is that fast) would see its click do nothing on a slow machine. A page timer set after the drop
 * runs after dnd-kit's, so waiting for one is exact. Not for a page whose clock is paused.
 */
export async function mouseDrag(page: Page, from: Locator, to: Locator | Point): Promise<void> {
  const start = await centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  const end = await centre(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}
