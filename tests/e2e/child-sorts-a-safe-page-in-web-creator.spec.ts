import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { teacherWithClass } from '../support/e2e-teacher';
import { tabTo } from '../support/keyboard';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { activityBody, gradedCompletion } from '../support/lesson-work';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Web Creator (docs/product/lessons.md#web-creator, docs/decisions/410-web-creator-lesson.md):
// closed below level 6 with how far the child is; a child at level 6 reads, passes the quiz and
// sorts the cards by keyboard (in English) and by tap (in Spanish, on a phone), graded by the
// server, which refuses a bare completion.

const post = async (page: Page, url: string, data: object, status = 200) => {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(url, { data, headers: { origin, 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBe(status);
  return res;
};

/** The lessons of the path before this one and their activities, through the real API: 580 points, level 6. */
async function reachLevelSix(page: Page) {
  const lessons: [string, string][] = [
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
    await post(page, '/api/user/points', activityBody(activityId));
  }
  expect((await serverProgress(page)).points).toBe(580);
}

const SHARE = ['My favourite animal is a cat', 'A drawing of a tree', 'I like football', 'My favourite colour is blue'];
const ASK = ['My home address', 'My phone number', 'The name of my school', 'A photo of my face'];

test('closed below level 6; at level 6 a child reads, passes the quiz and sorts the cards by keyboard alone, graded by the server', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await registerViaApi(page.request, baseURL!);

  // At 0 points the lesson is closed and says how far the child is.
  await page.goto('/lessons/web-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Creator: Unlocks at Level 6' })).toBeVisible();
  await expect(page.getByText('500 more points to Level 6')).toBeVisible();
  await expectNoAxeViolations(page);

  await reachLevelSix(page);
  // A bare completion pays nothing: without answers and the sort it is a 422, nothing recorded.
  const bare = await post(page, '/api/progress', { moduleId: 'advanced', lessonId: 'web-dev', completed: true }, 422);
  expect((await bare.json()).message).toBeTruthy();
  expect((await serverProgress(page)).points).toBe(580);

  await page.goto('/learn?tab=advanced');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Web Creator/ })).toBeVisible();

  await page.goto('/lessons/web-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Creator' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText('75 points');
  for (const heading of ['What is a web page made of?', 'How a page gets to you', 'Who can see what we publish?', 'Keep yourself private', 'Ask a grown-up first', 'Is it safe to share?'])
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Read Aloud/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const press = async (name: string, where = page.getByRole('main')) => {
    await tabTo(page, where.getByRole('button', { name, exact: true }), { max: 150 });
    await page.keyboard.press('Enter');
  };
  await press('Go to the Quiz');
  for (const answer of ['A heading', 'Ask a grown-up to look at it with me', 'A drawing of my favourite animal']) {
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
  await expect(status).toHaveText('Pick a place for each card. Ada will tell you why it goes there.');
  const put = async (card: string, place: string) => {
    const button = build.getByRole('button', { name: `${card}: ${place}`, exact: true });
    await tabTo(page, button, { max: 60 });
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  };
  // One card in the wrong place first: it stays there and the page says why.
  await put('My home address', 'OK to share');
  await expect(status).toHaveText('Think again: keep this one for a grown-up to see first. An address tells people where to find you.');
  await expect(build.getByRole('list', { name: 'Your page' })).toContainText('My home address');
  for (const card of SHARE) await put(card, 'OK to share');
  for (const card of ASK) await put(card, 'Ask a grown-up first');
  await expect(status).toHaveText('All sorted! Everything on your page is safe to share, and the rest waits for a grown-up.');
  await expect(build.getByText('8 of 8 cards in the right place')).toBeVisible();
  await expect(build.getByRole('list', { name: 'Your page' }).getByRole('listitem')).toHaveText(SHARE);
  await expectToast(page, 'Points Earned!', '+10 points for sorting what is safe to share!');
  await expect(page.getByRole('tab', { name: /Build/ })).toContainText('(done)');
  await expectNoAxeViolations(page);
  await press('Complete Lesson');
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(580 + 85);
  expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'advanced', lessonId: 'web-dev', completed: true });
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/lessons/objects');
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/code-lab/worlds/web');
  await page.getByRole('link', { name: /Next Lesson/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Web Lab/ })).toBeVisible();
});

test.describe('in Spanish, on a phone', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a child at level 6 taps the cards into place, and the words fit at 390 and 683 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/');
    await reachLevelSix(page);

    await page.goto('/lessons/web-dev');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: '¿De qué está hecha una página web?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cuida tus datos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ir a la prueba' }).tap();
    for (const answer of ['Un enlace', 'Pedir a una persona adulta que la mire conmigo', 'Un dibujo de mi animal favorito'])
      await page.getByRole('radio', { name: answer, exact: true }).tap();
    await page.getByRole('button', { name: 'Revisar respuestas' }).tap();
    const result = page.getByRole('form', { name: 'Prueba' }).getByRole('status');
    await expect(result).toContainText('Acertaste 2 de 3. ¡Muy bien!');
    await page.getByRole('button', { name: 'Seguir con Construir' }).tap();

    const build = page.getByRole('tabpanel', { name: 'Construir' });
    const status = build.getByRole('status');
    const SHARE_ES = ['Mi animal favorito es un gato', 'Un dibujo de un árbol', 'Me gusta el fútbol', 'Mi color favorito es el azul'];
    const ASK_ES = ['La dirección de mi casa', 'Mi número de teléfono', 'El nombre de mi escuela', 'Una foto de mi cara'];
    const tapPut = (card: string, place: string) => build.getByRole('button', { name: `${card}: ${place}`, exact: true }).tap();
    await tapPut('Un dibujo de un árbol', 'Pregunta antes a una persona adulta');
    await expect(status).toHaveText('Piénsalo otra vez: esta sí se puede compartir. Un dibujo muestra tu arte, no a ti.');
    for (const card of SHARE_ES) await tapPut(card, 'Se puede compartir');
    for (const card of ASK_ES.slice(0, 3)) await tapPut(card, 'Pregunta antes a una persona adulta');
    await expect(build.getByText('7 de 8 tarjetas en su lugar')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await tapPut(ASK_ES[3]!, 'Pregunta antes a una persona adulta');
    await expect(status).toHaveText('¡Todo en orden! Lo que está en tu página se puede compartir, y lo demás espera a una persona adulta.');
    // The toast names the activity in the child's language (content/activity-reasons.ts).
    await expectToast(page, '¡Ganaste puntos!', '¡+10 puntos por ordenar lo que es seguro compartir!');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Terminar la lección' }).tap();
    await expect.poll(async () => (await serverProgress(page)).points).toBe(580 + 85);

    await page.setViewportSize({ width: 683, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(683);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
  });
});

// The NeighborNet game's door (docs/decisions/410-web-creator-lesson.md#the-neighbornet-games-door):
// locked on /play below level 6, then its card opens the Web Lab's world `network`.
test('NeighborNet opens on /play at level 6 onto the world network', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/play');
  const card = page.getByRole('listitem').filter({ hasText: 'NeighborNet' });
  await expect(card).toContainText('Locked');
  await expect(card).toContainText('500 more points to Level 6');
  await expect(card.getByRole('link')).toHaveCount(0);
  await page.goto('/play/neighbor-net');
  await expect(page.getByRole('heading', { name: 'This game is locked' })).toBeVisible();

  await reachLevelSix(page);
  await page.goto('/play');
  await expect(card).not.toContainText('Locked');
  const play = page.getByRole('link', { name: 'Play NeighborNet' });
  await expect(play).toHaveAttribute('href', '/code-lab/worlds/network');
  await expectNoAxeViolations(page);
  await play.click();
  await expect(page).toHaveURL(/\/code-lab\/worlds\/network$/);
  await expect(page.getByRole('heading', { level: 1, name: /NeighborNet/ })).toBeVisible();
  // The old address of the game leads to its world too.
  await page.goto('/play/neighbor-net');
  await expect(page).toHaveURL(/\/code-lab\/worlds\/network$/);
});

// The Web Lab's world guides (docs/decisions/410-web-creator-lesson.md#the-world-guides): a
// teacher reads each level's reference page in words and its mistakes, and Web Creator's guide
// links both worlds.
test('a teacher reads the Web Lab’s and NeighborNet’s guides, each solution in words, linked with Web Creator’s', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await teacherWithClass(page, baseURL!, ['Ada']);
  await page.goto('/teach/web-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible();
  await expect(page.getByText('1B-NI-05')).toBeVisible();
  await page.getByRole('link', { name: /Web Lab/ }).first().click();
  await expect(page).toHaveURL(/\/teach\/code-lab\/web$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Web Lab' })).toBeVisible();
  await expect(page.getByText('Adds a Heading but no title, so the tab has no name.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Show answers' }).click();
  const first = page.getByRole('region', { name: /^A solution to Puzzle 1: A title and a heading/ });
  await expect(first.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/teach/code-lab/network');
  await expect(page.getByRole('heading', { level: 1, name: 'NeighborNet' })).toBeVisible();
  await page.getByRole('button', { name: 'Show answers' }).click();
  await expect(page.getByRole('region', { name: /^A solution to Puzzle 1: Next door/ }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
