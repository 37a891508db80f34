import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { tabTo } from '../support/keyboard';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { guestData } from '../support/lessons';
import { gradedCompletion } from '../support/lesson-work';

// Function Factory and Data Collector (docs/product/lessons.md#functions, #variables): the quiz and
// the hands-on activity, then Complete Lesson: points from the server, Function Pro, the links on.

const FUNCTIONS_ANSWERS = [
  'A group of steps with a name',
  'Calling it',
  'As many times as you need',
  'Every chorus in the dance changes',
  'drawSquare',
];
const VARIABLES_ANSWERS = [
  'A named box that keeps a value',
  '3',
  'So the computer knows which box to use',
  'Something that can change',
  'Both of these',
];

type Choose = (page: Page, label: string) => Promise<void>;
const click: Choose = (page, label) => page.getByRole('radio', { name: label, exact: true }).check();
const tap: Choose = (page, label) => page.getByRole('radio', { name: label, exact: true }).tap();

async function passQuiz(page: Page, answers: string[], choose: Choose, submit: (name: string) => Promise<void>) {
  // Two right of five is not enough (3 are needed); the questions to look at again are marked.
  for (const label of answers.slice(0, 2)) await choose(page, label);
  await submit('Check Answers');
  await expectQuizResult(page, 'Try again!', 'You got 2 out of 5 correct. You need 3. Keep trying!');
  await expect(page.getByText('Pick an answer for this one.')).toHaveCount(3);
  for (const label of answers.slice(2)) await choose(page, label);
  await submit('Check Answers');
  await expectQuizResult(page, 'Quiz completed!', 'Perfect score! You got all 5 questions right!');
}

/** Raises a new account to level 4 (350 points) through the real API: the six lessons before these two. */
async function reachLevelFour(page: Page, baseURL: string) {
  const lessons: [string, string][] = [
    ['basics', 'intro-to-coding'],
    ['basics', 'sequences'],
    ['basics', 'loops'],
    ['basics', 'pattern-master'],
    ['intermediate', 'conditionals'],
    ['ai', 'ai-basics'],
  ];
  for (const [moduleId, lessonId] of lessons) {
    const res = await page.request.post('/api/progress', {
      data: gradedCompletion(lessonId, moduleId),
      headers: { origin: baseURL, 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(200);
  }
  expect((await serverProgress(page)).points).toBe(350);
}

test('a signed-in child at level 4 completes Function Factory by keyboard and Data Collector by clicking', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, baseURL!);
  await reachLevelFour(page, baseURL!);

  // Function Factory: everything by keyboard.
  await page.goto('/lessons/functions');
  await expect(page.getByRole('heading', { level: 1, name: 'Function Factory' })).toBeVisible();
  const about = page.getByRole('list', { name: 'About this lesson' });
  await expect(about).toContainText('75 points');
  await expect(about).toContainText('25 min');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Go to the Quiz' }));
  await page.keyboard.press('Enter');
  const keyboardChoose: Choose = async (p, label) => {
    await p.getByRole('radio', { name: label, exact: true }).focus();
    await p.keyboard.press('Space');
    await expect(p.getByRole('radio', { name: label, exact: true })).toBeChecked();
  };
  const keyboardSubmit = async (name: string) => {
    await tabTo(page, page.getByRole('button', { name }));
    await page.keyboard.press('Enter');
  };
  await passQuiz(page, FUNCTIONS_ANSWERS, keyboardChoose, keyboardSubmit);
  await tabTo(page, page.getByRole('button', { name: 'Continue to the Dance' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Dance' })).toHaveAttribute('aria-selected', 'true');

  const press = async (name: string) => {
    await tabTo(page, page.getByRole('button', { name, exact: true }), { max: 120 });
    await page.keyboard.press('Enter');
  };
  await press('Add clap to the chorus');
  await press('Add spin to the chorus');
  await expect(page.getByRole('list', { name: 'Chorus moves' }).getByRole('listitem')).toHaveText([/clap/, /spin/]);
  await press('Add Chorus to the song');
  await press('Add jump to the song');
  // One chorus is not enough: the dance plays, then says what is missing.
  await press('Play the Dance');
  const status = page.getByRole('tabpanel', { name: 'Dance' }).getByRole('status');
  await expect(status).toHaveText('Step 1 of 3: clap (chorus)');
  await expect(status).toHaveText('Nice dance! Now call the chorus at least 2 times in your song.', { timeout: 10_000 });
  await press('Add Chorus to the song');
  await expect(page.getByText('Your song has 5 dance steps.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'The whole dance' }).getByRole('listitem')).toHaveText([
    'clap (chorus)',
    'spin (chorus)',
    'jump',
    'clap (chorus)',
    'spin (chorus)',
  ]);
  await expect(page.getByLabel('Your dance as code')).toContainText(
    'function chorus() {',
  );
  await press('Play the Dance');
  await expect(page.getByRole('button', { name: 'Dancing...' })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'The whole dance' }).locator('[aria-current="step"]')).toHaveCount(1);
  await expect(status).toHaveText(
    'Dance complete! You made the chorus once and called it 2 times. The robot danced 5 steps.',
    { timeout: 10_000 },
  );
  await expectToast(page, 'Points Earned!', '+10 points for building the chorus dance!');
  await expect(page.getByRole('tab', { name: /Dance/ })).toContainText('(done)');
  await expectNoAxeViolations(page);
  await press('Complete Lesson');
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(435);
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/lessons/conditionals');
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/code-lab/worlds/function');

  await page.goto('/learn?tab=badges');
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Function Pro' })).toContainText('Earned!');
  await page.goto('/learn?tab=intermediate');
  await expect(page.getByRole('tabpanel').getByRole('link')).toHaveText(['If This Then That', 'Function Factory', 'Data Collector']);

  // Data Collector, open at level 4: by clicking.
  await page.getByRole('tabpanel').getByRole('link', { name: 'Data Collector' }).click();
  await expect(page).toHaveURL(/\/lessons\/variables$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Collector' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText('20 min');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to the Quiz' }).click();
  await passQuiz(page, VARIABLES_ANSWERS, click, (name) => page.getByRole('button', { name }).click());
  await page.getByRole('button', { name: 'Continue to Collecting' }).click();
  await expect(page.getByRole('heading', { name: 'Mission 1 of 2' })).toBeVisible();

  const add = (name: string) => page.getByRole('button', { name, exact: true }).click();
  const boxes = page.getByRole('group', { name: 'The variables' });
  const said = page.getByRole('tabpanel', { name: 'Collect' }).getByRole('status');
  for (let i = 0; i < 3; i++) await add('apples = apples + 1');
  await add('stars = stars + 1');
  await page.getByRole('button', { name: 'Run the Steps' }).click();
  await expect(said).toHaveText('Step 1: apples = apples + 1. apples is now 1.');
  await expect(said).toContainText('Not yet: apples is 3 and stars is 1', { timeout: 10_000 });
  await add('stars = stars + 1');
  await expect(boxes).toContainText('apples0stars0');
  await page.getByRole('button', { name: 'Run the Steps' }).click();
  await expect(said).toHaveText('You did it! apples is 3 and stars is 2.', { timeout: 10_000 });
  await expect(boxes).toContainText('apples3stars2');
  await page.getByRole('button', { name: 'Next Mission' }).click();
  await expect(page.getByRole('heading', { name: 'Mission 2 of 2' })).toBeVisible();
  await expect(boxes).toContainText('apples4stars2');
  await add('apples = apples - 1');
  await add('apples = apples - 1');
  await add('stars = stars + 1');
  await expect(page.getByLabel('Your steps as code')).toContainText('let apples = 4;');
  await page.getByRole('button', { name: 'Run the Steps' }).click();
  await expect(said).toHaveText(
    'You did it! apples is 2 and stars is 3. Both missions done! You are a real Data Collector.',
    { timeout: 10_000 },
  );
  await expectToast(page, 'Points Earned!', '+10 points for filling the counting boxes!');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(520);
  expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'intermediate', lessonId: 'variables', completed: true });
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/lessons/functions');
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/code-lab/worlds/pen');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 }, isMobile: true });

  test('a guest taps through Function Factory; Data Collector waits for level 4', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/lessons/variables');
    await expect(page.getByRole('heading', { name: 'Data Collector: Unlocks at Level 4' })).toBeVisible();
    await page.goto('/learn?tab=intermediate');
    const dataCollector = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Data Collector' });
    await expect(dataCollector).toContainText('Unlock at Level 4');
    await expect(dataCollector.getByRole('link')).toHaveCount(0);

    await page.getByRole('link', { name: 'Function Factory' }).tap();
    await page.getByRole('tab', { name: 'Dance' }).tap();
    for (const name of ['Add wave to the chorus', 'Add jump to the chorus', 'Add Chorus to the song', 'Add Chorus to the song', 'Add Chorus to the song']) {
      await page.getByRole('button', { name, exact: true }).tap();
    }
    // A wrong move is taken out again.
    await page.getByRole('button', { name: 'Add clap to the chorus', exact: true }).tap();
    await page.getByRole('button', { name: 'Remove move 3, clap, from the chorus' }).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Play the Dance' }).tap();
    await expect(page.getByText('Dance complete! You made the chorus once and called it 3 times. The robot danced 6 steps.')).toBeVisible({ timeout: 10_000 });
    // The quiz was not passed yet, so the guest is invited to sign up.
    await page.getByRole('button', { name: 'Continue As Guest' }).tap();
    expect((await guestData(page)).activities).toEqual(['chorus-dance']);
    await expect(page.getByRole('button', { name: 'Complete Lesson' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Quiz' }).tap();
    await passQuiz(page, FUNCTIONS_ANSWERS, tap, (name) => page.getByRole('button', { name }).tap());
    await page.getByRole('button', { name: 'Complete Lesson' }).tap();
    await expectToast(page, 'Lesson completed!');
    const saved = await guestData(page);
    expect(saved.progress).toEqual([expect.objectContaining({ moduleId: 'intermediate', lessonId: 'functions' })]);
    expect(saved.points).toBe(85);
  });
});
