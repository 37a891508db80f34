import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { guestData } from '../support/lessons';

// Introduction to AI (docs/product/lessons.md#introduction-to-ai): quiz, simulated chat with authored replies, Complete Lesson.
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const log = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your question for the AI' });
const askButton = (page: Page) => page.getByRole('button', { name: 'Ask AI' });
const completeButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Lesson steps' })
    .getByRole('button', { name: 'Complete Lesson' });

/** Asks a question and lets the simulated AI "think" for 1.5 s on the page clock (docs/product/lessons.md#introduction-to-ai). */
async function ask(
  page: Page,
  question: string,
  expectedReply: RegExp,
  how: 'button' | 'enter' = 'button',
) {
  await input(page).fill(question);
  if (how === 'enter') await input(page).press('Enter');
  else await askButton(page).click();
  await expect(log(page)).toContainText(question);
  await expect(log(page)).toContainText('The AI is thinking...');
  await expect(askButton(page)).toBeDisabled();
  await page.clock.runFor(1400);
  await expect(log(page)).not.toContainText(expectedReply);
  await page.clock.runFor(100);
  await expect(log(page)).toContainText(expectedReply);
  await expect(log(page)).not.toContainText('The AI is thinking...');
}

async function passQuiz(page: Page) {
  await tab(page, 'Quiz').click();
  await page.getByRole('radio', { name: 'Models' }).check();
  await page.getByRole('radio', { name: 'Data (lots of examples)' }).check();
  await page.getByRole('radio', { name: 'Both of these' }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expectQuizResult(page, 'Quiz completed!', 'Perfect score! You got all 3 questions right!');
}

test('every tab passes axe; the header bar fills after 0.5 s', async ({ page }) => {
  test.setTimeout(90_000); // axe is slow on small machines
  // Record the header bar's values as they change, with the time each appeared.
  await page.addInitScript(() => {
    const seen: { value: string | null; at: number }[] = [];
    (window as unknown as { barValues: typeof seen }).barValues = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow') ?? null;
      if (bar && seen.at(-1)?.value !== value) seen.push({ value, at: performance.now() });
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  await page.goto('/lessons/ai-basics');
  await expect(page.getByRole('heading', { level: 1, name: /AI Basics/ })).toBeVisible();
  for (const badge of ['75 points', '20 min'])
    await expect(page.getByRole('listitem').filter({ hasText: badge })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const values = await page.evaluate(
    () => (window as unknown as { barValues: { value: string; at: number }[] }).barValues,
  );
  expect(values.map((v) => v.value)).toEqual(['0', '100']);
  expect(values[1]!.at - values[0]!.at).toBeGreaterThanOrEqual(450); // docs/product/lessons.md#introduction-to-ai: after 0.5 s
  for (const heading of [
    'What is AI?',
    'How does AI learn?',
    'Talking to AI: prompts',
    'The four AI golden rules',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  for (const name of ['Quiz', 'Try AI']) {
    await tab(page, name).click();
    await expectNoAxeViolations(page);
  }
});

test('a guest fails then passes the quiz, chats 3 times and completes the lesson', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/lessons/ai-basics');
  await expect(tab(page, 'Try AI')).toBeVisible(); // loaded before the clock stops
  // So are the toasts' UI (it loads when the browser is idle after the first paint, on timers)
  // and its words.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.getByRole('button', { name: 'Take the Quiz' }).click();
  await page.getByRole('radio', { name: 'Models' }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expectQuizResult(page, 'Try again!', 'You got 1 out of 3 correct. Keep trying!');

  // What is left shows before Complete Lesson does anything (docs/decisions/368-what-is-left.md).
  const left = page.getByRole('region', { name: 'To finish this lesson' });
  await expect(left.getByRole('listitem')).toHaveText(['Pass the quiz (still to do)', 'Ask the practice AI 3 questions (still to do)']);
  // Too early to finish.
  await completeButton(page).click();
  await expectToast(page, 'Not so fast!', 'Please complete both the quiz and AI activity first!');

  await page.getByRole('radio', { name: 'Data (lots of examples)' }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expectQuizResult(page, 'Quiz completed!', 'You got 2 out of 3 correct. Well done!');
  await expect(tab(page, 'Quiz')).toHaveAccessibleName(/done/);
  await expect(left.getByRole('listitem')).toHaveText(['Pass the quiz (done)', 'Ask the practice AI 3 questions (still to do)']);
  // docs/product/lessons.md#introduction-to-ai: the completion dialog opens 1.5 s after the pass.
  const dialog = page.getByRole('dialog');
  await page.clock.runFor(1400);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sign up to save your progress!');
  await page.clock.resume(); // axe waits on timers
  await expectNoAxeViolations(page);
  await page.clock.pauseAt(new Date(Date.now() + 120_000));
  await dialog.getByRole('button', { name: 'Continue to Try AI' }).click();
  await expect(tab(page, 'Try AI')).toHaveAttribute('aria-selected', 'true');

  // Empty prompts are refused.
  await expect(askButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start Over' })).toBeDisabled();
  await input(page).fill('   ');
  await input(page).press('Enter');
  await expectToast(page, 'Empty prompt', 'Please enter a question or prompt for the AI');

  // 3 of the 4 example prompts show; tapping one fills the box.
  const examples = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: 'What is AI?' }) })
    .getByRole('button');
  await expect(examples).toHaveCount(3);
  await page.getByRole('button', { name: 'What is AI?' }).click();
  await expect(input(page)).toHaveValue('What is AI?');
  await askButton(page).click();
  await page.clock.runFor(1500);
  await expect(log(page)).toContainText('AI means Artificial Intelligence');
  await expect(page.getByRole('progressbar', { name: 'Practice progress' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );

  await ask(page, 'Is AI alive?', /AI is not alive/, 'enter');
  await ask(page, 'Tell me a joke', /Because it had a virus/);
  await expect(page.getByRole('progressbar', { name: 'Practice progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectToast(page, 'Points Earned!', /\+10 points for practising with the AI chat!/);
  await page.clock.runFor(1500);
  await expect(dialog).toContainText('You did both parts!');
  await dialog.getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!', "Great job! You've earned points and a new badge.");
  const saved = await guestData(page);
  expect(saved.progress).toEqual([
    expect.objectContaining({ moduleId: 'ai', lessonId: 'ai-basics' }),
  ]);
  expect(saved).toMatchObject({ points: 85, activities: ['ai-chat'] });

  // Start Over clears the chat, the count and the activity flag.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(log(page)).not.toContainText('Tell me a joke');
  await expect(page.getByRole('progressbar', { name: 'Practice progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('button', { name: 'Start Over' })).toBeDisabled();
  await completeButton(page).click();
  await expectToast(page, 'Not so fast!');
  // Footer navigation.
  await page.getByRole('button', { name: 'Back to Learning' }).click();
  await expect(tab(page, 'Learn')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Back to Quiz' }).click();
  await expect(tab(page, 'Quiz')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Next Lesson' })).toHaveAttribute('href', '/learn');
});

test('signed in: the chat and the lesson are saved on the server', async ({ page, baseURL }) => {
  await registerViaApi(page.request, baseURL!);
  await page.clock.install();
  await page.goto('/lessons/ai-basics');
  await expect(tab(page, 'Try AI')).toBeVisible(); // loaded before the clock stops
  // So are the toasts' UI (it loads when the browser is idle after the first paint, on timers)
  // and its words.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await tab(page, 'Try AI').click();
  await ask(page, 'How does AI learn?', /AI learns from data/);
  await ask(page, 'Can AI make mistakes?', /Yes, AI can make mistakes/);
  await ask(page, 'What should I eat for dinner?', /I am only a practice AI/);
  await expectToast(page, 'Points Earned!', '+10 points for practising with the AI chat!');
  await page.clock.resume();
  await expect.poll(async () => (await serverProgress(page)).points).toBe(10);
  await page.getByRole('dialog').getByRole('button', { name: 'Go to the Quiz' }).click();
  await passQuiz(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(85);
  expect((await serverProgress(page)).progress).toContainEqual({
    moduleId: 'ai',
    lessonId: 'ai-basics',
    completed: true,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
