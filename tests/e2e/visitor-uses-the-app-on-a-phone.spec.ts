import { test, expect, expectNoAxeViolations } from '../support/e2e';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// docs/decisions/120-compact-header.md: at most two short rows on a phone, the rest behind Menu.
test('on a phone the header is two short rows, the Menu holds the rest, and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: "Ada's Code Adventures" })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const closedHeight = (await header.boundingBox())!.height;
  expect(closedHeight).toBeLessThanOrEqual(120);

  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const book = header.getByRole('link', { name: /Get the Book/ });
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(book).toHaveAttribute('target', '_blank');
  for (const name of ['Home', 'Learn', 'Games', 'Projects']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await menu.tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).tap();
  await expect(page).toHaveURL(/\/play$/);
  // Choosing a link closes the menu, and focus lands on the new page's heading.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await menu.tap();
  await expect(page.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
});

test('the header does not grow as points grow, and a lesson starts on the first screen', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const heightAt = async (points: number) => {
    await page.evaluate(
      (p) => localStorage.setItem('guestData', JSON.stringify({ points: p, progress: [], gameScores: [], activities: [] })),
      points,
    );
    await page.goto('/lessons/sequences');
    await expect(header.getByText(`Level ${1 + Math.floor(points / 100)}`)).toBeVisible();
    return (await header.boundingBox())!.height;
  };
  const small = await heightAt(5);
  expect(await heightAt(415)).toBe(small);
  expect(await heightAt(12345)).toBe(small);

  // The lesson's title and its first lines are on the first screen.
  const title = page.getByRole('heading', { level: 1, name: /Morning Routine/ });
  const firstLines = page.getByRole('heading', { name: 'What is a sequence?' });
  for (const shown of [title, firstLines]) {
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
});

// Issue 13: the Learn tab's steps sit side by side in rows on a phone, not one per line.
test("a lesson's step buttons sit two to a row on a phone, each a 44 px target", async ({ page }) => {
  await page.goto('/lessons/ai-basics');
  const steps = page.getByRole('group', { name: 'Lesson steps' });
  const names = ['Back to Quiz', 'Complete Lesson', 'Back to Learning', 'Next Lesson'];
  const boxes = [];
  for (const name of names) boxes.push((await steps.getByRole(name === 'Next Lesson' ? 'link' : 'button', { name }).boundingBox())!);
  const rows = [...new Set(boxes.map((b) => Math.round(b.y)))];
  expect(rows, 'two rows of two').toHaveLength(2);
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  // Back on the left, onwards on the right.
  expect(boxes[0]!.x).toBe(boxes[2]!.x);
  expect(boxes[1]!.x).toBe(boxes[3]!.x);

  await page.goto('/lessons/conditionals');
  const more = page.getByRole('navigation', { name: 'More lessons' }).getByRole('link');
  const [previous, next] = [(await more.nth(0).boundingBox())!, (await more.nth(1).boundingBox())!];
  expect(Math.round(previous.y)).toBe(Math.round(next.y));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a 320 and a 390 px phone "Ask AI" stays on one line beside the question box', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/lessons/ai-basics');
    await page.getByRole('tab', { name: 'Try AI' }).tap();
    const ask = page.getByRole('button', { name: 'Ask AI' });
    const lines = await ask.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `at ${width} px`).toBe(1);
    const [input, button] = [(await page.getByLabel('Your question for the AI').boundingBox())!, (await ask.boundingBox())!];
    expect(Math.round(button.y + button.height / 2)).toBe(Math.round(input.y + input.height / 2));
  }
});
