import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { chooseRadioByKeyboard, letTheDragListen, tabTo } from '../support/keyboard';
import { mouseDrag } from '../support/mouse-drag';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { guestData } from '../support/lessons';

// Conditionals: the quiz and Ada's Weather Helper (docs/product/lessons.md#conditionals), by keyboard, by tapping and by mouse.
// The failure message (docs/product/lessons.md#conditionals), shown as the toast's title and description.
const WRONG = [
  "Hmm, that doesn't work...",
  "Check if your condition matches the current weather, or if you need to put the 'if' before the 'then'!",
] as const;
const GREAT = 'Great job! Your conditional logic works for both weather conditions!';
const PROGRAM = 'Your Program';
const EMPTY_PROGRAM = 'Drop your code blocks here';

const block = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
const program = (page: Page) => page.getByRole('group', { name: PROGRAM });
const simulator = (page: Page) => page.getByRole('img', { name: /weather\./ });
const weather = (page: Page, name: 'Sunny' | 'Rainy') =>
  page.getByRole('button', { name, exact: true });
const putButton = (page: Page, text: string) =>
  page.getByRole('button', { name: `Put ${text} in ${PROGRAM}` });

type Placer = (page: Page, text: string) => Promise<void>;

/** Keyboard: Space picks the block up, arrows reach the program, Space drops it. */
const placeBySpaceDrag: Placer = async (page, text) => {
  await tabTo(page, block(page, text));
  await page.keyboard.press('Space');
  // Each step waits for what a screen reader would hear before the next key.
  await expect(page.getByText(`${text} picked up.`).first()).toBeAttached();
  await letTheDragListen(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${text} is over ${PROGRAM}.`).first()).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { pressed: true, name: text, exact: true })).toHaveCount(0);
};
/** Keyboard: Enter picks the block up (tap mode), Tab to the Put button, Enter. */
const placeByEnterAndPut: Placer = async (page, text) => {
  await tabTo(page, block(page, text));
  await page.keyboard.press('Enter');
  await tabTo(page, putButton(page, text));
  await page.keyboard.press('Enter');
};
const placeByTapping: Placer = async (page, text) => {
  await block(page, text).tap();
  await putButton(page, text).tap();
};
const placeByMouseDrag: Placer = async (page, text) => {
  await mouseDrag(page, block(page, text), program(page));
};

async function chooseWeather(
  page: Page,
  name: 'Sunny' | 'Rainy',
  how: 'keyboard' | 'tap' | 'click',
) {
  const button = weather(page, name);
  if (how === 'keyboard') {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else if (how === 'tap') await button.tap();
  else await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Teaches Ada both weathers, checking every docs/product/lessons.md#conditionals rule on the way. */
async function teachAda(
  page: Page,
  place: Placer,
  how: 'keyboard' | 'tap' | 'click',
  secondPlace: Placer = place,
) {
  const steps = program(page).getByRole('listitem');
  await expect(weather(page, 'Sunny')).toHaveAttribute('aria-pressed', 'true');
  // A 'then' before its 'if' fails and stays out of the program.
  await place(page, 'then wear sunglasses');
  await expectToast(page, ...WRONG);
  await expect(program(page)).toContainText(EMPTY_PROGRAM);
  // The wrong weather's 'if' fails too.
  await place(page, 'if the weather is rainy');
  await expectToast(page, ...WRONG);

  await place(page, 'if the weather is sunny');
  await expectToast(page, 'Condition Met');
  await expect(steps).toHaveText(['1if the weather is sunny']);
  await secondPlace(page, 'then wear sunglasses');
  await expectToast(page, 'Action Taken');
  await expect(steps).toHaveText(['1if the weather is sunny', '2then wear sunglasses']);
  await expect(simulator(page)).toHaveAccessibleName(
    /Sunny weather\. Ada has sunglasses\. She has walked 30 pixels/,
  );

  // The toggle clears what Ada wears but keeps the program and her place.
  await chooseWeather(page, 'Rainy', how);
  await expect(simulator(page)).toHaveAccessibleName(
    /Rainy weather\. Ada has nothing on for the weather\. She has walked 30 pixels/,
  );
  await expect(steps).toHaveCount(2);

  await place(page, 'if the weather is rainy');
  await expectToast(page, 'Condition Met');
  await secondPlace(page, 'then use an umbrella');
  await expect(page.getByText('Excellent Job')).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Excellent Job' });
  await expect(banner).toContainText(GREAT);
  // It sits above the board: it comes into view and takes focus, as a quiz result does.
  await expect(banner).toBeFocused();
  await expect(banner).toBeInViewport({ ratio: 1 });
  await expect(simulator(page)).toHaveAccessibleName(
    /Rainy weather\. Ada has an umbrella and is smiling\. She has walked 60 pixels/,
  );
  await expect(steps).toHaveText([
    '1if the weather is sunny',
    '2then wear sunglasses',
    '3if the weather is rainy',
    '4then use an umbrella',
  ]);
  // docs/product/lessons.md#conditionals: once complete, the toggle and Reset are disabled.
  await expect(weather(page, 'Sunny')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Code \(done\)/ })).toBeVisible();
}

async function passQuiz(page: Page, pick: (label: string) => Promise<void>) {
  await page.getByRole('tab', { name: /^Quiz/ }).click();
  await pick('A condition');
  await pick('True or false');
  await pick('Both of these');
  await page.getByRole('button', { name: 'Check Answers' }).click();
  await expectQuizResult(page, 'Quiz completed!', 'Perfect score! You got all 3 questions right!');
  await expect(page.getByText(/Quiz Completed/)).toBeVisible();
}

test.describe('guest', () => {
  test('every tab passes axe, and the quiz says how many were right', async ({ page }) => {
    test.setTimeout(90_000); // axe is slow on small machines
    await page.goto('/lessons/conditionals');
    await expect(page.getByRole('heading', { level: 1, name: /If This Then That/ })).toBeVisible();
    for (const name of ['75 points', '20 min', 'Intermediate'])
      await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go to the Quiz' }).click();
    await expect(page.getByRole('tab', { name: /^Quiz/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('radio', { name: 'A loop' }).check();
    await page.getByRole('radio', { name: 'True or false' }).check();
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expectQuizResult(page, 'Try again!', 'You got 1 out of 3 correct. Keep trying!');
    await page.getByRole('radio', { name: 'A condition' }).check();
    await page.getByRole('button', { name: 'Check Answers' }).click();
    await expectQuizResult(page, 'Quiz completed!', 'You got 2 out of 3 correct. Well done!');
    await expect(page.getByText(/Quiz Completed/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /Quiz \(done\)/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // docs/product/lessons.md#conditionals: a guest is invited to sign up 1.5 s after passing.
    await expect(page.getByRole('dialog', { name: /Achievement Unlocked/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue As Guest' }).click();
    // Try Again clears the answers and the passed state.
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(/Quiz Completed/)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'A condition' })).not.toBeChecked();
    await page.getByRole('tab', { name: 'Code' }).click();
    await expectNoAxeViolations(page);
  });

  test('teaches Ada the weather by KEYBOARD ONLY, then finishes the lesson', async ({ page }) => {
    test.setTimeout(120_000); // many presses of Tab
    await page.goto('/lessons/conditionals');
    await tabTo(page, page.getByRole('tab', { name: 'Learn' }));
    // One arrow at a time, as a child does: each press selects the next tab.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    await teachAda(page, placeBySpaceDrag, 'keyboard', placeByEnterAndPut);
    await expectToast(page, 'Points Earned!');
    // docs/product/lessons.md#conditionals: the quiz was not passed yet, so the guest dialog opens after 1.5 s.
    const dialog = page.getByRole('dialog', { name: /Achievement Unlocked/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await guestData(page)).activities).toEqual(['weather-helper']);

    // No Complete Lesson before the quiz.
    await expect(page.getByRole('button', { name: 'Complete Lesson' })).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Back to Quiz' }));
    await page.keyboard.press('Enter');
    await passQuiz(page, (label) => chooseRadioByKeyboard(page, label));
    await expect(page.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // A guest is asked once per visit: not again after the quiz (docs/decisions/122-wrong-answers-help.md).
    await page.waitForTimeout(2000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Complete Lesson' }));
    await page.keyboard.press('Enter');
    await expectToast(
      page,
      'Lesson completed!',
      "Great job! You've earned points and a new badge.",
    );
    const saved = await guestData(page);
    expect(saved.progress).toEqual([
      expect.objectContaining({ moduleId: 'intermediate', lessonId: 'conditionals' }),
    ]);
    expect(saved.points).toBe(85);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 }, isMobile: true });
    test('teaches Ada the weather by TAPPING ONLY; Reset brings Ada home', async ({ page }) => {
      await page.goto('/lessons/conditionals');
      await page.getByRole('tab', { name: 'Code' }).tap();
      // Reset first: clears the program and sends Ada back to (50, 50).
      await placeByTapping(page, 'if the weather is sunny');
      await placeByTapping(page, 'then wear sunglasses');
      await expect(simulator(page)).toHaveAccessibleName(/walked 30 pixels/);
      await page.getByRole('button', { name: 'Reset' }).tap();
      await expect(program(page)).toContainText(EMPTY_PROGRAM);
      await expect(simulator(page)).toHaveAccessibleName(/walked 0 pixels/);
      await teachAda(page, placeByTapping, 'tap');
      await expect(page.getByRole('dialog', { name: /Achievement Unlocked/ })).toBeVisible();
      await page.getByRole('button', { name: 'Continue As Guest' }).tap();
      expect((await guestData(page)).points).toBe(10);
    });
  });
});

test('signed in: mouse drags and the quiz save the lesson on the server, with no guest dialog', async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/lessons/conditionals');
  await passQuiz(page, (label) => page.getByRole('radio', { name: label, exact: true }).check());
  await page.getByRole('button', { name: 'Continue to Coding' }).click();
  await teachAda(page, placeByMouseDrag, 'click');
  await expectToast(page, 'Points Earned!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(10);
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(85);
  expect((await serverProgress(page)).progress).toContainEqual({
    moduleId: 'intermediate',
    lessonId: 'conditionals',
    completed: true,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Finishing again awards nothing more.
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!');
  expect((await serverProgress(page)).points).toBe(85);
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute(
    'href',
    '/lessons/sequences',
  );
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute(
    'href',
    '/lessons/functions',
  );
});
