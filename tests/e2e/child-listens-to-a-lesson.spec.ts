import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { installScriptedSpeech, removeSpeech } from '../support/lessons';

type SpeechLog = { text: string; rate: number; pitch: number; volume: number; voice: string | null; at: number }[];
const speech = {
  boundary: (page: import('@playwright/test').Page, charIndex: number) =>
    page.evaluate((i) => (window as unknown as { __speech: { boundary(i: number): void } }).__speech.boundary(i), charIndex),
  finish: (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { __speech: { finish(): void } }).__speech.finish()),
  state: (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const s = (window as unknown as { __speech: { log: SpeechLog; paused: boolean; queue: unknown[]; firstAskAt: number } }).__speech;
      return { log: s.log, paused: s.paused, queued: s.queue.length, firstAskAt: s.firstAskAt };
    }),
};

test.describe('a child listens to a lesson', () => {
  test('plays, highlights the spoken word, pauses, resumes and stops', async ({ page }) => {
    await installScriptedSpeech(page);
    await page.goto('/lessons/loops');
    const bar = page.getByRole('group', { name: 'Read aloud' });
    // Start from another tab: reading shows the Learn text it reads.
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await bar.getByRole('button', { name: 'Read Aloud' }).click();
    await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');

    const { log } = await speech.state(page);
    expect(log[0]).toMatchObject({ text: 'What is a loop?', rate: 0.85, pitch: 1, volume: 0.9, voice: 'Google UK English Female' });
    expect(log.length).toBeGreaterThan(5); // every heading, paragraph and bullet is queued in order
    expect(log[1]?.text).toBe('A loop tells the computer to repeat some steps again and again.');

    const mark = page.locator('mark[aria-current="true"]');
    await expect(mark).toHaveText('What');
    await speech.boundary(page, 8); // "a"
    await expect(mark).toHaveText('a');
    await speech.boundary(page, 10); // "loop?"
    await expect(mark).toHaveText('loop?');
    await expect(page.getByRole('heading', { name: 'What is a loop?' })).toContainText('loop?');
    await speech.finish(page);
    await expect(mark).toHaveText('A');
    await speech.boundary(page, 17); // "computer"
    await expect(mark).toHaveText('computer');
    await expect(mark).toHaveCount(1);
    await expectNoAxeViolations(page);

    await bar.getByRole('button', { name: 'Pause' }).click();
    expect((await speech.state(page)).paused).toBe(true);
    await expect(bar.getByRole('button', { name: 'Resume' })).toBeVisible();
    await bar.getByRole('button', { name: 'Resume' }).click();
    expect((await speech.state(page)).paused).toBe(false);
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();

    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(bar.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
    await expect(mark).toHaveCount(0);
    expect((await speech.state(page)).queued).toBe(0);
  });

  test('reading to the end returns to Read Aloud', async ({ page }) => {
    await installScriptedSpeech(page);
    await page.goto('/lessons/sequences');
    await page.getByRole('button', { name: 'Read Aloud' }).click();
    const total = (await speech.state(page)).log.length;
    for (let i = 0; i < total; i++) await speech.finish(page);
    await expect(page.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
    await expect(page.locator('mark')).toHaveCount(0);
  });

  test('autoplay, once chosen, starts reading 0.5 s after a lesson opens', async ({ page }) => {
    await installScriptedSpeech(page);
    await page.goto('/lessons/intro-to-coding');
    await expect(page.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
    expect((await speech.state(page)).log).toEqual([]); // not without the choice
    await page.getByRole('checkbox', { name: 'Read aloud when a lesson opens' }).check();

    await page.goto('/lessons/loops');
    await expect(page.getByRole('checkbox', { name: 'Read aloud when a lesson opens' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    const { log, firstAskAt } = await speech.state(page);
    expect(log[0]?.text).toBe('What is a loop?');
    const waited = log[0]!.at - firstAskAt;
    expect(waited).toBeGreaterThanOrEqual(500);
    expect(waited).toBeLessThan(1500);
  });

  test("says 'Voice not available' in a browser without speech", async ({ page }) => {
    await removeSpeech(page);
    await page.goto('/lessons/intro-to-coding');
    await expect(page.getByText('Voice not available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read Aloud' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("says 'Voice not available' when the browser has no voices (headless Chromium as it is)", async ({ page }) => {
    await page.goto('/lessons/sequences');
    await expect(page.getByText('Voice not available')).toBeVisible();
  });
});
