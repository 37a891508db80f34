import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { installScriptedSpeech } from '../support/lessons';
import { findLevel } from '../../content/code-lab/levels';
import { solutionOf } from '../../content/code-lab/reference-solutions';

// The Code Lab's run flow (docs/product/code-lab.md#level-page,
// docs/decisions/179-what-counts-as-a-try.md and docs/decisions/180-world-complete-celebration.md):
// Stop, tries kept across reloads, a loop that ends at once, the solved dialog's focus and a
// world's celebration.

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const robotPose = (page: Page) => page.getByTestId('robot').getAttribute('data-pose');

const LOOP_WORDS = 'Ada is going round and round: the same moves again and again';

/**
 * Waits for the loop's words (or other words of a run that never ends) and Run again, and checks
 * how long that took in the page, from the click on Run to Run enabled again. The page's own
 * clock, not the test's: on a loaded CI machine the test's polling alone can add most of a second.
 */
async function runUntilTheLoopIsCaught(page: Page, words = LOOP_WORDS, withinMs = 3000) {
  await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();
  const run = page.getByRole('button', { name: 'Run' });
  await run.evaluate((button) => {
    const timing = { clickedAt: 0, enabledAt: 0 };
    (window as unknown as { loopTiming: typeof timing }).loopTiming = timing;
    button.addEventListener('click', () => (timing.clickedAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (timing.clickedAt && !(button as HTMLButtonElement).disabled) {
        timing.enabledAt = performance.now();
        observer.disconnect();
      }
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
  });
  await run.click();
  await expect(page.getByText(words)).toBeVisible({ timeout: 5000 });
  await expect(run).toBeEnabled({ timeout: 5000 });
  const took = await page.evaluate(() => {
    const { clickedAt, enabledAt } = (window as unknown as { loopTiming: { clickedAt: number; enabledAt: number } }).loopTiming;
    return enabledAt - clickedAt;
  });
  expect(took).toBeGreaterThan(0);
  expect(took).toBeLessThan(withinMs);
}

test('a loop ends within 3 s at Normal, says so and marks its block', async ({ page }) => {
  await page.goto('/code-lab/lost-finder-2');
  await palette(page).getByRole('button', { name: 'Repeat until the flag' }).click();
  await palette(page).getByRole('button', { name: 'Turn right' }).click();
  await expect(program(page).getByRole('button', { name: 'Step 1.1 (inside Repeat until the flag): Turn right' })).toBeVisible();
  await runUntilTheLoopIsCaught(page);
  await expect(program(page).getByRole('button', { name: /^Step 1: Repeat until the flag/ })).toHaveAccessibleDescription('Ada goes round and round here');
});

test('nested repeats with too many steps show a few laps and end within 2 s at Normal', async ({ page }) => {
  // Issue 32: Repeat 10 { Repeat 10 { Repeat 10 { Turn right } } } on a pen puzzle is 2,000 steps.
  const repeat = (id: string, body: unknown[]) => ({ id, op: 'repeat', times: 10, body });
  const nested = { version: 1, body: [repeat('a', [repeat('b', [repeat('c', [{ id: 't', op: 'turn', dir: 'right' }])])])] };
  await page.goto('/');
  await page.evaluate((draft) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify({ 'pen-1': draft })), nested);
  await page.goto('/code-lab/pen-1');
  await expect(program(page).getByRole('button', { name: 'Step 1.1.1.1 (inside Repeat): Turn right' })).toBeVisible();
  await runUntilTheLoopIsCaught(page, 'Ada would go round and round for too long: your program takes too many steps.', 2000);
  // The loop still going round is marked, as a loop's is.
  await expect(program(page).getByRole('button', { name: 'Step 1.1.1 (inside Repeat): Repeat 10 times' })).toHaveAccessibleDescription('Ada goes round and round here');
});

test("the natural first try on lost-finder-6 and debug-6's own program end within 3 s as loops", async ({ page }) => {
  // lost-finder-6's first try (a guest's draft on this device): forward where there is a path,
  // else turn right. It walks a while, then goes round the same squares for ever.
  const firstTry = {
    version: 1,
    body: [
      {
        id: 'u',
        op: 'until-goal',
        body: [{ id: 'i', op: 'if', cond: 'path-ahead', then: [{ id: 'f', op: 'forward' }], else: [{ id: 'r', op: 'turn', dir: 'right' }] }],
      },
    ],
  };
  await page.goto('/');
  await page.evaluate((draft) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify({ 'lost-finder-6': draft })), firstTry);
  await page.goto('/code-lab/lost-finder-6');
  await expect(program(page).getByRole('button', { name: /^Step 1: Repeat until the flag/ })).toBeVisible();
  await runUntilTheLoopIsCaught(page);

  // debug-6 opens with a program that starts spinning.
  await page.goto('/code-lab/debug-6');
  await expect(program(page).getByRole('button', { name: /^Step 1: Repeat until the flag/ })).toBeVisible();
  await runUntilTheLoopIsCaught(page);
});

test('Stop during a run counts a try, two open the first hint, and a reload keeps it', async ({ page }) => {
  test.slow(); // many steps on a shared machine
  // Six steps of a seven-step corridor: at Slow, time to stop Ada on the way.
  await page.goto('/code-lab/tech-lab-1');
  const forward = palette(page).getByRole('button', { name: 'Move forward' });
  for (let i = 0; i < 6; i++) await forward.click();
  const hints = page.getByRole('region', { name: 'Hints' });
  await expect(hints).toContainText('A hint opens after 2 more tries.');
  await page.getByRole('radio', { name: 'Slow' }).check();
  const start = await robotPose(page);
  const run = page.getByRole('button', { name: 'Run' });
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeDisabled();

  // By keyboard: Run hands the focus to Stop while Ada goes.
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(stop).toBeFocused();
  await expect.poll(() => robotPose(page)).not.toBe(start);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You stopped Ada.')).toBeVisible();
  await expect(run).toBeFocused();
  await expect(stop).toBeDisabled();
  await expect(hints).toContainText('A hint opens after 1 more try.');
  await expectNoAxeViolations(page);

  // Reset after Ada moved is a try too.
  await run.click();
  await expect.poll(() => robotPose(page)).not.toBe(start);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(hints.getByText('Hint 1:')).toBeVisible();
  await expect(hints).toContainText('Another hint opens after 2 more tries.');

  await page.reload();
  await expect(hints.getByText('Hint 1:')).toBeVisible();
  await expect(hints).toContainText('Another hint opens after 2 more tries.');
  await expect(page.getByRole('radio', { name: 'Slow' })).toBeChecked();
});

test('the solved dialog opens on "Next puzzle" and closing it returns to the program', async ({ page }) => {
  await page.goto('/code-lab/birthday-1');
  for (let i = 0; i < 3; i++) await palette(page).getByRole('button', { name: 'Move forward' }).click();
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(solvedDialog(page)).toContainText('Puzzle 1 of 6');
  await expect(solvedDialog(page).getByRole('link', { name: 'Next puzzle' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(solvedDialog(page)).toHaveCount(0);
  await expect(program(page).getByRole('button', { name: 'Step 3: Move forward' })).toBeFocused();
});

test('the last birthday puzzle celebrates the world, with a sound only when asked for', async ({ page }) => {
  test.slow(); // many steps on a shared machine
  await page.goto('/');
  const solvedBefore = [1, 2, 3, 4, 5].map((n) => ({
    levelId: `birthday-${n}`,
    program: solutionOf(`birthday-${n}`),
    stars: 3,
    solvedAt: new Date().toISOString(),
  }));
  await page.evaluate((codeLab) => {
    localStorage.setItem('guestData', JSON.stringify({ points: 0, progress: [], gameScores: [], activities: [], codeLab }));
  }, solvedBefore);
  await page.goto('/code-lab/birthday-6');
  const names: Record<string, string> = { forward: 'Move forward', collect: 'Pick up' };
  for (const stmt of solutionOf('birthday-6').body) {
    const name = stmt.op === 'turn' ? `Turn ${stmt.dir}` : names[stmt.op]!;
    await palette(page).getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('radio', { name: 'Fast' }).check();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  const status = solvedDialog(page).getByRole('status');
  await expect(status).toContainText('Birthday Adventure complete! +55 bonus points');
  await expect(solvedDialog(page).getByText('Birthday Adventure complete! +55 bonus points', { exact: true })).toBeVisible();
  const sound = solvedDialog(page).getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('ada.person.guest.codeLab.sound'))).toBe('true');
  await expectNoAxeViolations(page);
});

test('the read-aloud row says what it reads, and is one small line with no voice', async ({ page }) => {
  // Headless Chromium has no voices.
  await page.goto('/code-lab/birthday-1');
  const box = page.getByTestId('read-aloud-box');
  await expect(box).toHaveText('Voice not available');
  expect((await box.boundingBox())!.height).toBeLessThanOrEqual(48);
});

test('with a voice, the read-aloud row reads the puzzle and its open hints', async ({ page }) => {
  await installScriptedSpeech(page);
  await page.goto('/code-lab/birthday-1');
  const read = page.getByRole('group', { name: 'Read aloud' }).getByRole('button', { name: 'Hear the puzzle' });
  await expect(read).toBeEnabled();
  expect((await page.getByTestId('read-aloud-box').boundingBox())!.height).toBeLessThanOrEqual(48);
  await read.click();
  await expect(page.getByRole('button', { name: 'Stop reading' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __speech: { queue: { text: string }[] } }).__speech.queue.map((u) => u.text).join(' '))).toContain(
    findLevel('birthday-1')!.intro,
  );
});
