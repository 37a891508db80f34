import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { answer, getJson, guestData, pauseClock, press, tick } from '../support/lessons';
import type { Page } from '@playwright/test';
import { mouseDrag } from '../support/mouse-drag';
import { letTheDragListen } from '../support/keyboard';

const program = (page: Page) => page.getByRole('group', { name: 'Your Program' });

async function passQuiz(page: Page) {
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await answer(page, /What is coding/, /instructions/);
  await answer(page, /Why is learning to code useful/, /solve problems/);
  await answer(page, /without typing/, /Code blocks/);
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
}

test.describe('a child completes the first lesson', () => {
  test('as a guest, keyboard only: builds the program, runs it, passes the quiz and is invited to sign up', async ({ page }) => {
    test.setTimeout(60_000); // a whole lesson, with axe on every tab
    await page.clock.install();
    await page.goto('/lessons/intro-to-coding');
    await expect(page.getByRole('heading', { level: 1, name: /First Mission/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fun Facts' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Tabs by arrow keys; blocks by Space + arrows + Space (dnd-kit keyboard sensor) and Enter + Put.
    await page.getByRole('tab', { name: 'Learn' }).focus();
    await press(page, 'ArrowLeft'); // wraps round to Code
    await expect(page.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Say Hello' }).focus();
    // As a screen reader user would: wait to hear the block is held, and where it is, before
    // the next key (a key pressed while a drag starts is lost on a busy machine).
    await press(page, 'Space');
    await expect(page.getByText('Say Hello picked up. Now choose where to put it.')).toBeAttached();
    await letTheDragListen(page);
    await press(page, 'ArrowRight');
    await expect(page.getByText('Say Hello is over Your Program.')).toBeAttached();
    await press(page, 'Space');
    await expect(program(page)).toContainText('Say Hello');
    await expect(page.getByRole('button', { name: 'Say Hello' })).toHaveCount(0);
    // Focus moved on to the next block.
    await expect(page.getByRole('button', { name: 'Move Forward' })).toBeFocused();
    // Again, as a screen reader user would (a key pressed while the last drop settles starts
    // nothing on a busy machine).
    await press(page, 'Space');
    await expect(page.getByText('Move Forward picked up. Now choose where to put it.')).toBeAttached();
    await letTheDragListen(page);
    await press(page, 'ArrowDown');
    await expect(page.getByText('Move Forward is over Your Program.')).toBeAttached();
    await press(page, 'Enter');
    await expect(program(page)).toContainText('Move Forward');
    await expect(page.getByRole('button', { name: 'Turn Left', exact: true })).toBeFocused();
    await press(page, 'Enter'); // pick up (tap mode)
    await expect(page.getByRole('button', { name: 'Turn Left', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await press(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Put Turn Left in Your Program' })).toBeFocused();
    await press(page, 'Enter');
    await expect(program(page).getByRole('listitem')).toHaveText([/Say Hello/, /Move Forward/, /Turn Left/]);
    await expectNoAxeViolations(page);

    // Run: Ada acts it out, one step every 0.8 s.
    await pauseClock(page);
    await page.getByRole('button', { name: /Run Program/ }).focus();
    await page.keyboard.press('Enter');
    const stage = page.getByRole('figure', { name: /Ada's stage/ });
    await expect(stage.getByText('Hello!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ada says Hello!' })).toBeVisible();
    await page.clock.runFor(800);
    await expect(page.getByRole('status').filter({ hasText: 'Ada moves forward.' })).toBeVisible();
    await page.clock.runFor(800);
    await expect(page.getByRole('status').filter({ hasText: 'Ada turns left. Now facing up.' })).toBeVisible();
    await expect(stage.getByText('Ada is facing up.')).toBeAttached();
    await page.clock.runFor(800);
    await expect(page.getByText('Your program worked!', { exact: false })).toBeVisible();
    await tick(page);
    await expect(page.getByText('Points Earned!', { exact: true })).toBeVisible();
    await expect.poll(async () => (await guestData(page)).activities).toEqual(['code-builder']);

    // Reset returns all three blocks.
    await page.getByRole('button', { name: 'Reset Activity' }).click();
    for (const name of ['Say Hello', 'Move Forward', 'Turn Left']) await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(program(page).getByRole('listitem')).toHaveCount(0);

    // Quiz: incomplete, wrong, then right.
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await answer(page, /What is coding/, /instructions/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('Incomplete Quiz').first()).toBeVisible();
    await answer(page, /Why is learning to code useful/, /run faster/);
    await answer(page, /without typing/, /Code blocks/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText("Some answers aren't right. Try again and think about what you just learned!").first()).toBeVisible();
    await answer(page, /Why is learning to code useful/, /solve problems/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('You got all the answers right!').first()).toBeVisible();

    // CSS, not role: the open dialog hides the page from the accessibility tree.
    const celebration = page.locator('[role=status]').filter({ hasText: '+50 coding points' });
    await expect(celebration).toContainText('Lesson Complete!');
    await expect(page.getByRole('link', { name: 'Next Lesson: Morning Routine' })).toHaveAttribute('href', '/lessons/sequences');
    await tick(page);
    await expect.poll(async () => (await guestData(page)).progress).toEqual([
      expect.objectContaining({ moduleId: 'basics', lessonId: 'intro-to-coding' }),
    ]);
    expect((await guestData(page)).points).toBe(60);

    await page.clock.runFor(2000 - 20); // 20 ms ran in tick()
    const dialog = page.getByRole('dialog', { name: /Achievement Unlocked/ });
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1999);
    await expect(celebration).toContainText('Lesson Complete!');
    await page.clock.runFor(1); // 4 s after the pass
    await expect(page.getByText('+50 coding points')).toHaveCount(0);
    await page.clock.resume(); // axe needs its timers
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue As Guest' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('tapping only: tap a block, tap Put, for each block', async ({ page }) => {
    await page.goto('/lessons/intro-to-coding');
    await page.getByRole('tab', { name: 'Code' }).click();
    for (const name of ['Turn Left', 'Say Hello', 'Move Forward']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(`${name} picked up. Now choose where to put it.`)).toBeAttached();
      await page.getByRole('button', { name: `Put ${name} in Your Program` }).click();
      await expect(page.getByText(`${name} placed in Your Program.`)).toBeAttached();
    }
    await expect(program(page).getByRole('listitem')).toHaveText([/Turn Left/, /Say Hello/, /Move Forward/]);
    await expect(page.getByText('All blocks are in use.', { exact: false })).toBeVisible();
  });

  test('with a mouse: drags the blocks into the program', async ({ page }) => {
    await page.goto('/lessons/intro-to-coding');
    await page.getByRole('tab', { name: 'Code' }).click();
    await expectNoAxeViolations(page);
    await program(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    for (const name of ['Move Forward', 'Say Hello']) {
      await mouseDrag(page, page.getByRole('button', { name, exact: true }), program(page));
      await expect(program(page)).toContainText(name);
    }
    await expect(program(page).getByRole('listitem')).toHaveText([/Move Forward/, /Say Hello/]);
    // A drag that ends outside the program changes nothing.
    const turnLeft = page.getByRole('button', { name: 'Turn Left', exact: true });
    const block = (await turnLeft.boundingBox())!;
    await mouseDrag(page, turnLeft, { x: block.x + 40, y: block.y - 200 });
    await expect(page.getByRole('button', { name: 'Turn Left', exact: true })).toBeVisible();
    await expect(program(page).getByRole('listitem')).toHaveCount(2);
  });

  test('signed in: the pass is saved on the server with the points', async ({ page, baseURL }) => {
    await registerViaApi(page.request, baseURL!);
    await page.goto('/lessons/intro-to-coding');
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expectNoAxeViolations(page);
    await passQuiz(page);
    await expect(page.getByText('Nice work!').first()).toBeVisible();
    await expect
      .poll(() => getJson<{ moduleId: string; lessonId: string; completed: boolean }[]>(page, '/api/progress'))
      .toContainEqual(expect.objectContaining({ moduleId: 'basics', lessonId: 'intro-to-coding', completed: true }));
    expect((await getJson<{ points: number }>(page, '/api/user')).points).toBe(50);
    expect((await guestData(page)).points).toBe(0);
  });
});
