import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { teacherWithClass } from '../support/e2e-teacher';
import { tabTo } from '../support/keyboard';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { gradedCompletion } from '../support/lesson-work';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Computer Vision (docs/product/lessons.md#computer-vision, docs/decisions/414-computer-vision-lesson.md):
// open to every child; a child reads, passes the quiz and trains the key finder: taught with keys
// lying down only, it takes the key standing up for a tree, and both keys standing up fix it. By
// keyboard alone in English, by real taps in Spanish on a 390 px phone; graded by the server,
// which pays 75 points once and refuses a bare completion; Next opens the Vision Lab's world.

const post = async (page: Page, url: string, data: object, status = 200) => {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(url, { data, headers: { origin, 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBe(status);
  return res;
};

const directItems = (list: Locator) => list.locator(':scope > li');

test('a child reads, passes the quiz and trains the key finder by keyboard alone; 75 points once; Next opens the Vision Lab', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/learn?tab=ai');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Computer Vision/ })).toBeVisible();

  // A bare completion pays nothing: without answers and the finder it is a 422, nothing recorded.
  const bare = await post(page, '/api/progress', { moduleId: 'ai', lessonId: 'computer-vision', completed: true }, 422);
  expect((await bare.json()).message).toBeTruthy();
  expect((await serverProgress(page)).points).toBe(0);

  await page.goto('/lessons/computer-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Computer Vision' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText('75 points');
  for (const heading of ['A picture becomes numbers', 'Learning from examples', 'How it guesses', 'Many kinds of examples make it fairer', 'Train and test a key finder'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Read Aloud/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const press = async (name: string, where = page.getByRole('main'), key = 'Enter') => {
    await tabTo(page, where.getByRole('button', { name, exact: true }), { max: 150 });
    await page.keyboard.press(key);
  };
  await press('Go to the Quiz');
  for (const answer of ['It turns the picture into numbers', 'Examples of keys and of things that are not keys', 'Show it keys of many kinds: standing up, on a slant, big and small']) {
    const radio = page.getByRole('radio', { name: answer, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }
  await press('Check Answers');
  await expectQuizResult(page, 'Quiz completed!', 'Perfect score! You got all 3 questions right!');
  await press('Continue to Building');
  await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');

  const build = page.getByRole('tabpanel', { name: 'Build' });
  const status = build.getByRole('status');
  await expect(status).toHaveText('These cards teach the computer now. Press Test it to see how it does on new drawings.');
  await expect(build.getByRole('button', { name: 'A key lying down', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Taught with keys lying down only, it takes the key standing up for a tree.
  await press('Test it', build);
  await expect(status).toHaveText(
    'It got 4 of 5 right. Drawing 3: it guessed not a key. It is a key. It looked most like: A tall tree, A tree, A long key lying down. Add examples like the drawings it got wrong, then test it again.',
  );
  const third = directItems(build.getByRole('list', { name: 'New drawings to test' })).nth(2);
  await expect(third).toContainText('It guessed: not a key');
  await expect(third).toContainText('(Wrong)');
  await expectNoAxeViolations(page);

  const teach = async (card: string) => {
    const button = build.getByRole('button', { name: card, exact: true });
    await tabTo(page, button, { max: 60 });
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  };
  // One key standing up is not enough: the two trees outvote it.
  await teach('A key standing up');
  await expect(status).toHaveText('Added: A key standing up. Press Test it to try again.');
  await press('Test it', build, 'Space');
  await expect(status).toContainText('It got 4 of 5 right. Drawing 3: it guessed not a key. It is a key. It looked most like: A key standing up, A tall tree, A tree.');
  await teach('A big key standing up');
  await press('Test it', build);
  await expect(status).toHaveText('It got all 5 right! Your key finder knows every kind of key you showed it.');
  await expect(build.getByText('(Right)')).toHaveCount(5);
  await expectToast(page, 'Points Earned!', '+10 points for training a key finder!');
  await expect(page.getByRole('tab', { name: /Build/ })).toContainText('(done)');
  await expectNoAxeViolations(page);
  await press('Complete Lesson');
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(85);
  expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'ai', lessonId: 'computer-vision', completed: true });
  // Once: the same completion again pays nothing.
  const again = await post(page, '/api/progress', gradedCompletion('computer-vision'));
  expect(await again.json()).toMatchObject({ pointsAwarded: 0, points: 85 });

  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/lessons/ai-basics');
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/code-lab/worlds/vision');
  await page.getByRole('link', { name: /Next Lesson/ }).click();
  await expect(page).toHaveURL(/\/code-lab\/worlds\/vision$/);
  await expect(page.getByRole('heading', { level: 1, name: /Vision Lab/ })).toBeVisible();
});

test.describe('in Spanish, on a phone', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a child taps the cards in and out, tests the finder, and the words fit at 390 and 683 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/lessons/computer-vision');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Una imagen se vuelve números' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Muchos tipos de ejemplos la hacen más justa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ir a la prueba' }).tap();
    for (const answer of ['Convierte la imagen en números', 'Nada, ya lo sabe', 'Mostrarle llaves de muchos tipos: de pie, inclinadas, grandes y pequeñas'])
      await page.getByRole('radio', { name: answer, exact: true }).tap();
    await page.getByRole('button', { name: 'Revisar respuestas' }).tap();
    await expect(page.getByRole('form', { name: 'Prueba' }).getByRole('status')).toContainText('Acertaste 2 de 3. ¡Muy bien!');
    await page.getByRole('button', { name: 'Seguir con Construir' }).tap();

    const build = page.getByRole('tabpanel', { name: 'Construir' });
    const status = build.getByRole('status');
    const card = (name: string) => build.getByRole('button', { name, exact: true });
    await build.getByRole('button', { name: 'Probar', exact: true }).tap();
    await expect(status).toContainText('Acertó 4 de 5. Dibujo 3: adivinó no es una llave. Es una llave. Se parecía más a: Un árbol alto, Un árbol, Una llave larga acostada.');
    // A card tapped twice is taken out again.
    await card('Una taza ancha').tap();
    await expect(card('Una taza ancha')).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveText('Quitaste: Una taza ancha. Pulsa Probar para intentarlo otra vez.');
    await card('Una taza ancha').tap();
    await expect(card('Una taza ancha')).toHaveAttribute('aria-pressed', 'true');
    await card('Una llave de pie').tap();
    await card('Una llave grande de pie').tap();
    await card('Una llave inclinada').tap();
    await expect(build.getByText('Enseña con 5 llaves y 4 cosas que no son llaves.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await build.getByRole('button', { name: 'Probar', exact: true }).tap();
    await expect(status).toHaveText('¡Acertó los 5! Tu buscador conoce cada tipo de llave que le mostraste.');
    // The toast names the activity in the child's language (content/activity-reasons.ts).
    await expectToast(page, '¡Ganaste puntos!', '¡+10 puntos por entrenar un buscador de llaves!');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Terminar la lección' }).tap();
    await expect.poll(async () => (await serverProgress(page)).points).toBe(85);

    await page.setViewportSize({ width: 683, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(683);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
  });
});

// The guides (docs/decisions/414-computer-vision-lesson.md#the-guides): Computer Vision's guide
// claims the new standards and links the Vision Lab's, whose levels show their reference training
// sets and mistakes, and which links back.
test('a teacher reads Computer Vision’s guide and follows it to the Vision Lab’s, and back', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await teacherWithClass(page, baseURL!, ['Ada']);
  await page.goto('/teach/computer-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Computer Vision' })).toBeVisible();
  await expect(page.getByText('1B-DA-06')).toBeVisible();
  await expect(page.getByText('1B-IC-18')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Vision Lab/ }).first().click();
  await expect(page).toHaveURL(/\/teach\/code-lab\/vision$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vision Lab' })).toBeVisible();
  await expect(page.getByText('Draws circles but no squares, so it guesses circle for every square.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Show answers' }).click();
  await expect(page.getByRole('region', { name: /^A solution to Puzzle 1: Circle or square\?/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Computer Vision/ }).first().click();
  await expect(page).toHaveURL(/\/teach\/computer-vision$/);
});
