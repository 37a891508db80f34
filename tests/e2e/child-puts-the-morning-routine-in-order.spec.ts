import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { answer, getJson, guestData, pauseClock, press, tick } from '../support/lessons';
import type { Page } from '@playwright/test';
import { mouseDrag } from '../support/mouse-drag';
import { letTheDragListen } from '../support/keyboard';

const slot = (page: Page, n: number) => page.getByRole('group', { name: `Step ${n}` });

async function expectOrder(page: Page, steps: string[]) {
  for (const [i, step] of steps.entries()) await expect(slot(page, i + 1)).toContainText(step);
}

test.describe('a child puts the morning routine in order (sequences)', () => {
  test('keyboard only: swaps steps with Space and the arrow keys; the banner shows for 3 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/lessons/sequences');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Learn' }).focus();
    await press(page, 'ArrowRight');
    await expect(page.getByRole('tab', { name: 'Practice' })).toHaveAttribute('aria-selected', 'true');
    await expectOrder(page, ['Brush teeth', 'Eat breakfast', 'Wake up']);
    await expectNoAxeViolations(page);

    // Wake up (slot 3) up two places to slot 1: Brush teeth takes slot 3.
    // As a screen reader user would: wait to hear the step is held, and where it is, before the
    // next key (a key pressed while dnd-kit settles starts nothing on a busy machine).
    await page.getByRole('button', { name: 'Wake up' }).focus();
    await press(page, 'Space');
    // (Held in its own slot, "picked up" may give way at once to "is over Step 3".)
    await expect(page.getByText(/^Wake up (picked up\. Now choose where to put it|is over Step 3)\.$/)).toBeAttached();
    await letTheDragListen(page);
    await press(page, 'ArrowUp');
    await expect(page.getByText('Wake up is over Step 2.')).toBeAttached();
    await press(page, 'ArrowUp');
    await expect(page.getByText('Wake up is over Step 1.')).toBeAttached();
    await press(page, 'Space');
    await expectOrder(page, ['Wake up', 'Eat breakfast', 'Brush teeth']);
    await expect(page.getByRole('button', { name: 'Wake up' })).toBeFocused();

    // Brush teeth (slot 3) to slot 2, with the clock paused to time the banner.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Brush teeth' }).focus();
    await press(page, 'Space');
    await tick(page); // dnd-kit listens for the next keys after a 0 ms timer
    await press(page, 'ArrowUp');
    await press(page, 'Space');
    await expectOrder(page, ['Wake up', 'Brush teeth', 'Eat breakfast']);
    const banner = page.getByRole('status').filter({ hasText: 'You put the morning in the right order!' });
    await expect(banner).toBeVisible();
    await tick(page);
    await expect(page.getByText('Points Earned!', { exact: true })).toBeVisible();
    await expect.poll(async () => (await guestData(page)).activities).toEqual(['morning-routine']);
    await page.clock.runFor(3000 - 40);
    await expect(banner).toBeVisible();
    await page.clock.runFor(20);
    await expect(banner).toHaveCount(0);
    await expect(page.getByText('Well done! The morning routine is in order.')).toBeVisible();
    // Done: the steps stay put.
    await expect(page.getByRole('button', { name: 'Wake up' })).toBeDisabled();
  });

  test('tapping only: tap a step, then tap Put to swap', async ({ page }) => {
    await page.goto('/lessons/sequences');
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Wake up', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Wake up', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Put Wake up in Step 3' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Put Wake up in Step 1' }).click();
    await expectOrder(page, ['Wake up', 'Eat breakfast', 'Brush teeth']);
    await page.getByRole('button', { name: 'Eat breakfast', exact: true }).click();
    await page.getByRole('button', { name: 'Put Eat breakfast in Step 3' }).click();
    await expectOrder(page, ['Wake up', 'Brush teeth', 'Eat breakfast']);
    await expect(page.getByText('You put the morning in the right order!')).toBeVisible();
    await expect.poll(async () => (await guestData(page)).points).toBe(10);
  });

  test('with a mouse: drags a step onto another slot to swap them', async ({ page }) => {
    await page.goto('/lessons/sequences');
    await page.getByRole('tab', { name: 'Practice' }).click();
    await slot(page, 2).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await mouseDrag(page, page.getByRole('button', { name: 'Wake up', exact: true }), slot(page, 1));
    await expectOrder(page, ['Wake up', 'Eat breakfast', 'Brush teeth']);
  });

  test('as a guest: challenge ideas, then the quiz saves the lesson and shows the completion card', async ({ page }) => {
    await page.goto('/lessons/sequences');
    await page.getByRole('tab', { name: 'Challenge' }).click();
    await expect(page.getByRole('heading', { name: 'Sequence challenges' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Quiz' }).click();
    await answer(page, /when do you wake up/, /^First$/);
    await answer(page, /What do we call steps/, /A sequence/);
    await answer(page, /What matters most/, /color/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('Not quite right').first()).toBeVisible();
    await expect(page.getByText('Some answers need another try. Think about the correct order!').first()).toBeVisible();
    await answer(page, /What matters most/, /The order/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('Amazing Work!').first()).toBeVisible();
    const card = page.getByRole('region', { name: 'Lesson completed!' });
    await expect(card).toContainText("Great job! You've earned points and completed the Sequences lesson.");
    await expect(card.getByRole('link', { name: 'Back to Lessons' })).toHaveAttribute('href', '/learn');
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await guestData(page)).progress).toEqual([
      expect.objectContaining({ moduleId: 'basics', lessonId: 'sequences' }),
    ]);
    expect((await guestData(page)).points).toBe(50);
  });

  test('signed in: the practice and the pass are saved on the server', async ({ page, baseURL }) => {
    await registerViaApi(page.request, baseURL!);
    await page.goto('/lessons/sequences');
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Wake up', exact: true }).click();
    await page.getByRole('button', { name: 'Put Wake up in Step 1' }).click();
    await page.getByRole('button', { name: 'Brush teeth', exact: true }).click();
    await page.getByRole('button', { name: 'Put Brush teeth in Step 2' }).click();
    await expect(page.getByText('Points Earned!', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await answer(page, /when do you wake up/, /^First$/);
    await answer(page, /What do we call steps/, /A sequence/);
    await answer(page, /What matters most/, /The order/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByRole('region', { name: 'Lesson completed!' })).toBeVisible();
    await expect
      .poll(() => getJson<{ moduleId: string; lessonId: string }[]>(page, '/api/progress'))
      .toContainEqual(expect.objectContaining({ moduleId: 'basics', lessonId: 'sequences', completed: true }));
    expect((await getJson<{ points: number }>(page, '/api/user')).points).toBe(60);
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a child presses a step for a moment, then slides it onto another slot', async ({ page }) => {
    await page.goto('/lessons/sequences');
    await page.getByRole('tab', { name: 'Practice' }).tap();
    await slot(page, 2).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = (await page.getByRole('button', { name: 'Wake up', exact: true }).boundingBox())!;
    const to = (await slot(page, 1).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await touch('touchStart', start.x, start.y);
    await page.waitForTimeout(300); // the TouchSensor waits 200 ms so a swipe can still scroll
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    for (let i = 1; i <= 10; i++) await touch('touchMove', start.x + ((end.x - start.x) * i) / 10, start.y + ((end.y - start.y) * i) / 10);
    await touch('touchEnd', end.x, end.y);
    await expectOrder(page, ['Wake up', 'Eat breakfast', 'Brush teeth']);
  });
});
