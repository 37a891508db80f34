import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { solutionOf } from '../support/code-lab';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { tabTo } from '../support/keyboard';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { activityBody, gradedCompletion } from '../support/lesson-work';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The Game Lab's two lessons (docs/product/lessons.md#object-workshop, #game-creator;
// docs/decisions/402-the-game-lab.md#the-two-lessons): Object Workshop opens at level 5, Game
// Creator at level 8, and their pages say how far a child is. A child at level 8 passes each quiz,
// does Object Workshop by keyboard only and Game Creator by tap (in Spanish, on a phone), and the
// server records both.

const post = async (page: Page, url: string, data: object) => {
  const origin = new URL(page.url().startsWith('http') ? page.url() : 'http://127.0.0.1:4173').origin;
  const res = await page.request.post(url, { data, headers: { origin, 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBe(200);
};

/** The eight lessons before these two and their activities, through the real API: 580 points, level 6. */
async function finishTheEightLessons(page: Page) {
  const lessons: [string, string | null][] = [
    ['intro-to-coding', 'code-builder'],
    ['sequences', 'morning-routine'],
    ['loops', 'robot-dance'],
    ['pattern-master', 'pattern-practice'],
    ['conditionals', 'weather-helper'],
    ['ai-basics', 'ai-chat'],
    ['functions', 'chorus-dance'],
    ['variables', 'counting-boxes'],
  ];
  for (const [lessonId, activityId] of lessons) {
    await post(page, '/api/progress', gradedCompletion(lessonId));
    if (activityId) await post(page, '/api/user/points', activityBody(activityId));
  }
  expect((await serverProgress(page)).points).toBe(580);
}

/** Code Lab puzzles solved on the server with their reference solutions, until the child has `points`. */
async function solveUntil(page: Page, points: number) {
  for (const world of ['birthday', 'tech-lab', 'lost-finder'])
    for (let n = 1; n <= 6; n++) {
      if ((await serverProgress(page)).points >= points) return;
      await post(page, '/api/code-lab/solves', { levelId: `${world}-${n}`, program: solutionOf(`${world}-${n}`) });
    }
  expect((await serverProgress(page)).points).toBeGreaterThanOrEqual(points);
}

test('a child reaches the two doors, and finishes Object Workshop by keyboard only', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/');
  await finishTheEightLessons(page);

  // At 580 points (level 6) Object Workshop and Web Creator are open and Game Creator says how far it is.
  await page.goto('/lessons/game-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Creator: Unlocks at Level 8' })).toBeVisible();
  await expect(page.getByText('120 more points to Level 8')).toBeVisible();
  await page.goto('/learn?tab=advanced');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link')).toHaveText(['Object Workshop', 'Web Creator']);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Game Creator' })).toContainText('Unlock at Level 8');

  await page.goto('/lessons/objects');
  await expect(page.getByRole('heading', { level: 1, name: 'Object Workshop' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText('75 points');
  await expectNoAxeViolations(page);
  const press = async (name: string, where = page.getByRole('main')) => {
    await tabTo(page, where.getByRole('button', { name, exact: true }), { max: 150 });
    await page.keyboard.press('Enter');
  };
  await press('Go to the Quiz');
  for (const answer of ['Something the object has, like its colour', 'An action the car can do']) {
    const radio = page.getByRole('radio', { name: answer, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }
  await press('Check Answers');
  await expectQuizResult(page, 'Quiz completed!', 'You got 2 out of 3 correct. Well done!');
  await press('Continue to the Workshop');
  await expect(page.getByRole('tab', { name: 'Workshop' })).toHaveAttribute('aria-selected', 'true');

  const workshop = page.getByRole('tabpanel', { name: 'Workshop' });
  const status = workshop.getByRole('status');
  const tasks = workshop.getByRole('list', { name: 'Your tasks' }).getByRole('listitem');
  await expect(tasks).toHaveText([
    'Make the car red. (still to do)',
    'Make the cat faster than the car. (still to do)',
    'Make the robot big. (still to do)',
    'Make the robot say hello. (still to do)',
  ]);
  const car = workshop.getByRole('region', { name: 'The car' });
  const cat = workshop.getByRole('region', { name: 'The cat' });
  const robot = workshop.getByRole('region', { name: 'The robot' });
  await press('red', car);
  await expect(car.getByRole('button', { name: 'red', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText('The car is red now. 1 of 4 tasks done.');
  await press('Make the cat faster', cat);
  await expect(status).toHaveText("The cat's speed is 3 now. 1 of 4 tasks done.");
  await press('Make the cat faster', cat);
  await expect(status).toHaveText("The cat's speed is 4 now. 2 of 4 tasks done.");
  await press('Drive', car);
  await expect(status).toHaveText('The car drives at speed 3! 2 of 4 tasks done.');
  await press('big', robot);
  await press('Say hello', robot);
  await expect(status).toHaveText('The robot says hello! All 4 tasks done! You built your objects.');
  await expect(tasks.filter({ hasText: '(done)' })).toHaveCount(4);
  await expect(workshop.getByLabel('Your objects as code')).toContainText("const car = { colour: 'red', size: 'medium', speed: 3 };");
  await expect(workshop.getByLabel('Your objects as code')).toContainText('robot.sayHello();');
  await expectToast(page, 'Points Earned!', '+10 points for finishing the Object Workshop!');
  await expect(page.getByRole('tab', { name: /Workshop/ })).toContainText('(done)');
  await expectNoAxeViolations(page);
  await press('Complete Lesson');
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(665);
  expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'advanced', lessonId: 'objects', completed: true });
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/lessons/web-dev');
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveCount(0);

  // A few Code Lab puzzles more, and Game Creator opens at level 8.
  await solveUntil(page, 700);
  await page.goto('/learn?tab=advanced');
  await expect(panel.getByRole('link')).toHaveText(['Object Workshop', 'Web Creator', 'Game Creator']);

  // Both activities in the pseudo-locale, whose words are 40 % longer than English: every control
  // still fits its words, at 390 and 683 px (docs/product/languages.md#checks).
  await page.context().addCookies([{ name: 'lang', value: 'en-XA', url: baseURL! }]);
  for (const [path, tab] of [['/lessons/objects', 2], ['/lessons/game-dev', 2]] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await page.getByRole('tab').nth(tab).click();
    const activity = page.getByRole('tabpanel').filter({ has: page.getByRole('status') });
    // A chosen value and a picked event, so the pressed looks are measured too.
    await activity.locator('button[aria-pressed="false"]').first().click();
    await expect(activity.locator('button[aria-pressed="true"]')).not.toHaveCount(0);
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
      await expectControlsToFitTheirWords(page);
      await expectTargetsAtLeast44(page);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test.describe('in Spanish, on a phone', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a child at level 8 taps a tiny game together in Game Creator, and the server records it', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/');
    await finishTheEightLessons(page);
    await solveUntil(page, 700);
    const before = (await serverProgress(page)).points;

    await page.goto('/lessons/game-dev');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Creación de juegos' })).toBeVisible();
    await page.getByRole('button', { name: 'Ir a la prueba' }).tap();
    for (const answer of ['Algo que pasa, como presionar una tecla', 'Solo cuando el gato toca la estrella', 'El evento de la tecla, conectado a «el gato va a la derecha»'])
      await page.getByRole('radio', { name: answer, exact: true }).tap();
    await page.getByRole('button', { name: 'Revisar respuestas' }).tap();
    const result = page.getByRole('form', { name: 'Prueba' }).getByRole('status');
    await expect(result).toContainText('¡Prueba terminada!');
    await expect(result).toContainText('¡Puntuación perfecta! ¡Acertaste las 3 preguntas!');
    await expect(result).toBeFocused();
    await page.getByRole('button', { name: 'Seguir con Construir' }).tap();

    const build = page.getByRole('tabpanel', { name: 'Construir' });
    const status = build.getByRole('status');
    const wire = async (event: string, action: string) => {
      await build.getByRole('button', { name: event, exact: true }).tap();
      await expect(build.getByRole('button', { name: event, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(status).toHaveText(`${event}. Ahora elige lo que pasa.`);
      await build.getByRole('button', { name: action, exact: true }).tap();
      await expect(status).toHaveText(`¡Conectado! ${event}: ${action}`);
    };
    // An action before an event says what to do first.
    await build.getByRole('button', { name: 'Suma un punto', exact: true }).tap();
    await expect(status).toHaveText('Primero elige un evento y luego elige lo que pasa.');
    await wire('Cuando empieza el juego', 'El gato dice ¡Vamos!');
    await wire('Cuando se presiona la flecha derecha', 'El gato va a la derecha');
    // The point on the wrong event first: the game plays, then says what it still needs.
    await wire('Cuando se presiona la barra espaciadora', 'Suma un punto');
    await expect(build.getByRole('list', { name: 'Tu juego' }).getByRole('listitem')).toContainText([
      'Cuando empieza el juego: El gato dice ¡Vamos!',
      'Cuando se presiona la flecha derecha: El gato va a la derecha',
      'Cuando se presiona la barra espaciadora: Suma un punto',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await build.getByRole('button', { name: 'Jugar el juego' }).tap();
    await expect(status).toHaveText('Paso 1 de 6: Empieza el juego. El gato dice ¡Vamos!');
    await expect(build.getByRole('img', { name: /El juego\. El gato está en el lugar 1 de 5/ })).toBeVisible();
    await expect(status).toHaveText(
      'Tu juego nunca suma un punto cuando el gato toca la estrella. ¿Qué acción suma un punto?',
      { timeout: 15_000 },
    );
    await build.getByRole('button', { name: 'Quitar: Cuando se presiona la barra espaciadora: Suma un punto' }).tap();
    await wire('Cuando el gato toca la estrella', 'Suma un punto');
    await expect(build.getByLabel('Tu juego como código')).toContainText("onKey('right', () => {");
    await build.getByRole('button', { name: 'Jugar el juego' }).tap();
    await expect(build.getByRole('button', { name: 'Jugando...' })).toBeDisabled();
    await expect(status).toHaveText('Paso 5 de 6: El gato toca la estrella. Suma un punto.', { timeout: 10_000 });
    await expect(build.getByRole('img', { name: /La puntuación es 1\./ })).toBeVisible();
    await expect(status).toHaveText('¡Tu juego funciona! El gato dice ¡Vamos!, camina hasta la estrella y gana un punto.', { timeout: 10_000 });
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await serverProgress(page)).points).toBe(before + 10);
    await page.getByRole('button', { name: 'Terminar la lección' }).tap();
    await expect.poll(async () => (await serverProgress(page)).points).toBe(before + 85);
    expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'advanced', lessonId: 'game-dev', completed: true });
    await expect(page.getByRole('link', { name: /Lección anterior/ })).toHaveAttribute('href', '/lessons/web-dev');

    // Object Workshop's Spanish words fit their controls, at 390 px and at 683 px.
    await page.goto('/lessons/objects');
    await page.getByRole('tab', { name: 'Taller' }).tap();
    const workshop = page.getByRole('tabpanel', { name: 'Taller' });
    await workshop.getByRole('region', { name: 'El carro' }).getByRole('button', { name: 'rojo', exact: true }).tap();
    await expect(workshop.getByRole('status')).toHaveText('El carro ahora es rojo. 1 de 4 misiones hechas.');
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectControlsToFitTheirWords(page);
      await expectTargetsAtLeast44(page);
    }
  });
});
