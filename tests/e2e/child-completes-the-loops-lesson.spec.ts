import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { answer, getJson, guestData, pauseClock, press, tick } from '../support/lessons';

test.describe('a child completes the loops lesson', () => {
  test('as a guest: makes the robot dance 5 times, passes the quiz with 2 of 3, and is invited to sign up', async ({ page }) => {
    test.setTimeout(60_000); // a whole lesson, with axe on every tab
    await page.clock.install();
    await page.goto('/lessons/loops');
    await expect(page.getByRole('heading', { level: 1, name: /Repeat Spell/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Lessons' })).toHaveAttribute('href', '/learn');
    await expect(page.getByText('50 points')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loop Tips' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Activity' }).click();
    const code = page.locator('pre code');
    await expect(code).toContainText('for (let i = 0; i < 3; i++)');
    await expect(page.getByRole('radio', { name: '3 times' })).toBeChecked();
    await page.getByRole('radio', { name: '5 times' }).click();
    await expect(code).toContainText('for (let i = 0; i < 5; i++)');
    await expectNoAxeViolations(page);

    await pauseClock(page);
    await page.getByRole('button', { name: 'Make Robot Dance' }).click();
    const dancing = page.getByRole('button', { name: 'Dancing...' });
    await expect(dancing).toHaveCount(2);
    await expect(dancing.first()).toBeDisabled();
    await expect(dancing.last()).toBeDisabled();
    await expect(page.getByRole('radio', { name: '10 times' })).toBeDisabled();
    await expect(page.getByText('Dance 1 of 5')).toBeVisible();
    await page.clock.runFor(800);
    await expect(page.getByText('Dance 2 of 5')).toBeVisible();
    await page.clock.runFor(5 * 800 - 801);
    await expect(dancing).toHaveCount(2); // 5 x 0.8 s is not over yet
    await page.clock.runFor(1);
    await expect(page.getByRole('button', { name: 'Start Loop!' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Make Robot Dance' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'The robot danced 5 times with just one loop!' })).toBeVisible();
    await tick(page);
    await expect(page.getByText('Points Earned!', { exact: true })).toBeVisible();
    await expect.poll(async () => (await guestData(page)).activities).toEqual(['robot-dance']);
    expect((await guestData(page)).points).toBe(10);

    // A second dance earns nothing more.
    await page.getByRole('button', { name: 'Start Loop!' }).click();
    await page.clock.runFor(5 * 800);
    await tick(page);
    expect((await guestData(page)).points).toBe(10);

    await page.clock.resume(); // axe needs its timers
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expectNoAxeViolations(page);
    await answer(page, /What does a loop do/, /repeats steps/);
    await answer(page, /Why do coders use loops/, /less code/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await pauseClock(page);
    await expect(page.getByText('Please answer all questions before submitting!').first()).toBeVisible();
    await answer(page, /Which word starts/, /^print$/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('Loop Master!').first()).toBeVisible();
    await expect(page.getByText('You got 2 out of 3 questions correct!', { exact: false }).first()).toBeVisible();

    // CSS, not role: the open dialog hides the page from the accessibility tree.
    const celebration = page.locator('[role=status]').filter({ hasText: '+50 coding points' });
    await expect(celebration).toContainText('Lesson Complete!');
    await expect(page.getByRole('link', { name: 'Next Lesson: If This Then That' })).toHaveAttribute('href', '/lessons/conditionals');
    await tick(page);
    await expect.poll(async () => (await guestData(page)).progress).toEqual([
      expect.objectContaining({ moduleId: 'basics', lessonId: 'loops', completed: true }),
    ]);
    expect((await guestData(page)).points).toBe(60);

    await page.clock.runFor(1999 - 20); // 20 ms ran in tick()
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1);
    const dialog = page.getByRole('dialog', { name: /Achievement Unlocked/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/auth?tab=sign-up');
    await expect(dialog).toContainText('progress stays only on this device');
    await page.clock.runFor(1999);
    await expect(celebration).toContainText('Lesson Complete!');
    await page.clock.runFor(1); // 4 s after the pass
    await expect(page.getByText('+50 coding points')).toHaveCount(0);
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue As Guest' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the robot stays put while it dances: the buttons keep their size as their words change', async ({ page }) => {
      await page.clock.install();
      await page.goto('/lessons/loops');
      await page.getByRole('tab', { name: 'Activity' }).tap();
      await page.clock.runFor(2000); // the read-aloud bar settles (voices found or not)
      const stage = page.getByTestId('robot-stage');
      await stage.scrollIntoViewIfNeeded();
      const place = async () => {
        const box = (await stage.boundingBox())!;
        return { top: Math.round(box.y), height: Math.round(box.height) };
      };
      const before = await place();
      await pauseClock(page);
      await page.getByRole('button', { name: 'Make Robot Dance' }).tap();
      await expect(page.getByText('Dance 1 of 3')).toBeVisible();
      expect(await place()).toEqual(before);
      await page.clock.runFor(800);
      await expect(page.getByText('Dance 2 of 3')).toBeVisible();
      expect(await place()).toEqual(before);
      await page.clock.runFor(2 * 800);
      await expect(page.getByRole('button', { name: 'Start Loop!' })).toBeEnabled();
      expect(await place()).toEqual(before);
    });
  });

  test('keyboard only: choose 10 with the arrow keys and start the dance', async ({ page }) => {
    await page.clock.install();
    await page.goto('/lessons/loops');
    await page.getByRole('tab', { name: 'Learn' }).focus();
    await press(page, 'ArrowRight'); // Activity
    await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('radio', { name: '3 times' }).focus();
    await press(page, 'ArrowRight');
    await press(page, 'ArrowRight');
    await expect(page.getByRole('radio', { name: '10 times' })).toBeChecked();
    await expect(page.locator('pre code')).toContainText('i < 10');
    await press(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Start Loop!' })).toBeFocused();
    await pauseClock(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Dancing...' })).toHaveCount(2);
    await page.clock.runFor(10 * 800 - 1);
    await expect(page.getByRole('button', { name: 'Dancing...' })).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(page.getByText('The robot danced 10 times with just one loop!').first()).toBeVisible();
  });

  test('signed in: the pass is saved on the server with the points', async ({ page, baseURL }) => {
    await registerViaApi(page.request, baseURL!);
    await page.goto('/lessons/loops');
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('button', { name: 'Start Loop!' }).click();
    await expect(page.getByText('Points Earned!', { exact: true })).toBeVisible({ timeout: 10_000 });

    await page.getByRole('tab', { name: 'Quiz' }).click();
    await answer(page, /What does a loop do/, /repeats steps/);
    await answer(page, /Why do coders use loops/, /less code/);
    await answer(page, /Which word starts/, /^for$/);
    await page.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(page.getByText('You got 3 out of 3 questions correct!', { exact: false }).first()).toBeVisible();
    await expect
      .poll(() => getJson<{ moduleId: string; lessonId: string; completed: boolean }[]>(page, '/api/progress'))
      .toContainEqual(expect.objectContaining({ moduleId: 'basics', lessonId: 'loops', completed: true }));
    expect((await getJson<{ points: number }>(page, '/api/user')).points).toBe(60);
    // Signed-in children are not asked to sign up.
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await guestData(page)).toMatchObject({ points: 0 });
  });
});
