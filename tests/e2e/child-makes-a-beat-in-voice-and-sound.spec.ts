import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { tabTo } from '../support/keyboard';
import { expectQuizResult, expectToast, serverProgress } from '../support/lesson-journeys';
import { activityBody, gradedCompletion } from '../support/lesson-work';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Voice & Sound (docs/product/lessons.md#voice-and-sound,
// docs/decisions/407-voice-and-sound-lesson-and-class-sound.md): closed below level 5 with how
// far the child is; a child at level 5 reads, passes the quiz and makes the rock beat by keyboard
// (in English) and by tap (in Spanish, on a phone), the drums made with Web Audio only after a
// tap and no audio file ever fetched; a class whose teacher turned sound off makes no sound and
// says why.

const post = async (page: Page, url: string, data: object) => {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(url, { data, headers: { origin, 'content-type': 'application/json' } });
  expect(res.status(), await res.text()).toBe(200);
};

/** The lessons of the path before this one and their activities, through the real API: 580 points, level 6. */
async function reachLevelFive(page: Page) {
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

/** Counts the page's audio contexts and the sounds started on them; an audio file asked for is kept. */
async function listenForSound(page: Page) {
  await page.addInitScript(() => {
    const heard = { contexts: 0, started: 0 };
    (window as unknown as { heard: typeof heard }).heard = heard;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        heard.contexts++;
      }
    };
    // An oscillator's start is its parent's; a buffer source (the drums' noise) has its own.
    for (const node of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
      const start = node.prototype.start as (...args: unknown[]) => void;
      node.prototype.start = function (this: AudioScheduledSourceNode, ...args: unknown[]) {
        heard.started++;
        return start.apply(this, args);
      };
    }
  });
  const audioFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(mp3|wav|ogg|oga|m4a|aac|flac|opus|weba|mid)(\?|$)/i.test(request.url())) audioFiles.push(request.url());
  });
  return {
    audioFiles,
    heard: () => page.evaluate(() => (window as unknown as { heard: { contexts: number; started: number } }).heard),
  };
}

const ROCK: [string, number[]][] = [
  ['Kick', [1, 3]],
  ['Snare', [2, 4]],
  ['Hi-hat', [1, 2, 3, 4]],
];
const ROCK_ES: [string, number[]][] = [
  ['Bombo', [1, 3]],
  ['Caja', [2, 4]],
  ['Platillo', [1, 2, 3, 4]],
];

test('closed below level 5; at level 5 a child reads, passes the quiz and makes the beat by keyboard alone', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const sound = await listenForSound(page);
  await registerViaApi(page.request, baseURL!);

  // At 0 points the lesson is closed and says how far the child is.
  await page.goto('/lessons/voice-sound');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice & Sound: Unlocks at Level 5' })).toBeVisible();
  await expect(page.getByText('400 more points to Level 5')).toBeVisible();
  await expectNoAxeViolations(page);

  await reachLevelFive(page);
  await page.goto('/learn?tab=ai');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Voice & Sound/ })).toBeVisible();

  await page.goto('/lessons/voice-sound');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice & Sound' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'About this lesson' })).toContainText('75 points');
  for (const heading of ['A sound is a wiggle', 'A sound is numbers', 'A computer that talks', 'Music has patterns, like code', 'Make a beat!'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: /Read Aloud/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const press = async (name: string, where = page.getByRole('main')) => {
    await tabTo(page, where.getByRole('button', { name, exact: true }), { max: 150 });
    await page.keyboard.press('Enter');
  };
  await press('Go to the Quiz');
  for (const answer of ['As a long list of numbers', 'High, like a whistle', 'A repeat']) {
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
  await expect(status).toHaveText('Tap a step to turn a drum on or off there. Then press Play.');
  // Nothing has made a sound before the first key press on the beat.
  expect(await sound.heard()).toEqual({ contexts: 0, started: 0 });

  // A step by keyboard: Tab to it, Space turns the drum on (its name then holds its sound).
  for (const [drum, steps] of ROCK) {
    for (const step of steps) {
      const cell = build.getByRole('button', { name: `${drum} on step ${step}`, exact: true });
      await tabTo(page, cell, { max: 60 });
      await page.keyboard.press('Space');
      await expect(build.getByRole('button', { name: new RegExp(`^${drum} on step ${step}: `) })).toHaveAttribute('aria-pressed', 'true');
    }
  }
  await expect(status).toHaveText('Step 4: the hi-hat is on.');
  await expect(build.getByRole('list', { name: 'Your beat in words' }).getByRole('listitem')).toHaveText([
    'Step 1: Boom (kick), Tss (hi-hat)',
    'Step 2: Tak (snare), Tss (hi-hat)',
    'Step 3: Boom (kick), Tss (hi-hat)',
    'Step 4: Tak (snare), Tss (hi-hat)',
  ]);
  // Turning a drum on played it: one audio context, made on the first key press.
  const afterTaps = await sound.heard();
  expect(afterTaps.contexts).toBe(1);
  // Each drum turned on was heard: 2 kicks, 2 snares (noise and a tone each), 4 hi-hats.
  expect(afterTaps.started).toBe(10);

  await press('Play', build);
  await expect(status).toHaveText('Playing your beat 4 times.');
  await expect(build.getByText(/^Round 1 of 4, step \d:/)).toBeVisible();
  // The whole beat is scheduled on the audio clock at once: 16 steps of a hi-hat with a kick or a
  // snare (its noise and its tone), 40 sounds.
  await expect.poll(async () => (await sound.heard()).started - afterTaps.started).toBe(40);
  await expect(status).toHaveText('Your beat matches the rock beat! Boom, tak, boom, tak, all four times round.', { timeout: 20_000 });
  await expectToast(page, 'Points Earned!', '+10 points for making a drum beat!');
  await expect(page.getByRole('tab', { name: /Build/ })).toContainText('(done)');
  await expect(build.getByLabel('Your beat as code')).toContainText('repeat(4, () => {');
  await expectNoAxeViolations(page);
  await press('Complete Lesson');
  await expectToast(page, 'Lesson completed!');
  await expect.poll(async () => (await serverProgress(page)).points).toBe(580 + 85);
  expect((await serverProgress(page)).progress).toContainEqual({ moduleId: 'ai', lessonId: 'voice-sound', completed: true });
  await expect(page.getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/lessons/computer-vision');
  await expect(page.getByRole('link', { name: /Next Lesson/ })).toHaveAttribute('href', '/code-lab/worlds/sound');
  expect(sound.audioFiles).toEqual([]);
});

test.describe('in Spanish, on a phone', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a child at level 5 taps the rock beat together, and its words fit at 390 and 683 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const sound = await listenForSound(page);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/');
    await reachLevelFive(page);

    await page.goto('/lessons/voice-sound');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Voz y sonido' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Un sonido son números' })).toBeVisible();
    await page.getByRole('button', { name: 'Ir a la prueba' }).tap();
    for (const answer of ['Como una lista larga de números', 'Grave, como un tambor grande', 'Una repetición'])
      await page.getByRole('radio', { name: answer, exact: true }).tap();
    await page.getByRole('button', { name: 'Revisar respuestas' }).tap();
    const result = page.getByRole('form', { name: 'Prueba' }).getByRole('status');
    await expect(result).toContainText('Acertaste 2 de 3. ¡Muy bien!');
    await page.getByRole('button', { name: 'Seguir con Construir' }).tap();

    const build = page.getByRole('tabpanel', { name: 'Construir' });
    const status = build.getByRole('status');
    // One drum too many first: the beat plays, then names the step and the drum.
    await build.getByRole('button', { name: 'Caja en el paso 1', exact: true }).tap();
    await expect(status).toHaveText('Paso 1: suena la caja.');
    for (const [drum, steps] of ROCK_ES)
      for (const step of steps) await build.getByRole('button', { name: `${drum} en el paso ${step}`, exact: true }).tap();
    await expect(build.getByRole('button', { name: 'Caja en el paso 2: Tac', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
    await build.getByRole('button', { name: 'Tocar', exact: true }).tap();
    await expect(build.getByRole('button', { name: 'Tocando...' })).toBeDisabled();
    await expect(status).toHaveText('El paso 1 tiene la caja, pero el ritmo de rock lo deja callado ahí. Apágalo y toca otra vez.', { timeout: 20_000 });
    await build.getByRole('button', { name: 'Caja en el paso 1: Tac', exact: true }).tap();
    await expect(status).toHaveText('Paso 1: ya no suena la caja.');
    await build.getByRole('button', { name: 'Tocar', exact: true }).tap();
    await expect(build.getByText(/^Vuelta 2 de 4, paso \d:/)).toBeVisible({ timeout: 10_000 });
    await expect(status).toHaveText('¡Tu ritmo es igual al ritmo de rock! Bum, tac, bum, tac, en las cuatro vueltas.', { timeout: 20_000 });
    // The toast names the activity in the child's language (content/activity-reasons.ts).
    await expectToast(page, '¡Ganaste puntos!', '¡+10 puntos por hacer un ritmo de tambor!');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Terminar la lección' }).tap();
    await expect.poll(async () => (await serverProgress(page)).points).toBe(580 + 85);
    expect((await sound.heard()).contexts).toBe(1);
    expect(sound.audioFiles).toEqual([]);

    await page.setViewportSize({ width: 683, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(683);
    await expectControlsToFitTheirWords(page);
    await expectTargetsAtLeast44(page);
  });
});

/** Errors a page logs (the `page` fixture checks its own; these pages are made by hand). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A phone with a finger, for a class child. */
async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, errors: errorsOf(page) };
}
const pictureName = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);

test('the teacher turns sound off for the class by keyboard: a child’s beat makes no sound and says why; on again by tap', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const cls = await teacherWithClass(page, baseURL!, ['Mia']);
  const mia = cls.students[0] as ClassStudent;

  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const soundSwitch = page.getByRole('switch', { name: 'Sound' });
  await expect(soundSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('On: lessons and labs can play notes, drums and voices when a child taps Play.')).toBeVisible();
  await tabTo(page, soundSwitch, { max: 60 });
  await page.keyboard.press('Space');
  await expect(soundSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'Sound is off for the class.' })).toBeVisible();
  await expect(page.getByText("Off: no page makes a sound for the class's children; every sound is shown in words.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Mia signs in with her pictures on her phone, reaches level 5 and makes the beat in silence.
  const child = await phone(browser, baseURL!);
  const sound = await listenForSound(child.page);
  await child.page.goto('/join');
  await child.page.getByLabel('Class code').fill(cls.joinCode);
  await child.page.getByRole('button', { name: 'Next' }).tap();
  await child.page.getByRole('button', { name: mia.nickname, exact: true }).tap();
  for (const picture of mia.pictures) await child.page.getByRole('button', { name: pictureName(picture), exact: true }).tap();
  await child.page.getByRole('button', { name: 'Sign in with my pictures' }).tap();
  await expect(child.page).toHaveURL(/\/learn$/);
  await reachLevelFive(child.page);
  await child.page.goto('/lessons/voice-sound');
  await child.page.getByRole('tab', { name: 'Build' }).tap();
  const build = child.page.getByRole('tabpanel', { name: 'Build' });
  await expect(build.getByText('Your teacher has turned sound off for the class.', { exact: false })).toBeVisible();
  await expect(build.getByText(/Every sound is shown in words/)).toBeVisible();
  await expect(build.getByRole('button', { name: /^Hear the/ })).toHaveCount(0);
  for (const [drum, steps] of ROCK)
    for (const step of steps) await build.getByRole('button', { name: `${drum} on step ${step}`, exact: true }).tap();
  await build.getByRole('button', { name: 'Play', exact: true }).tap();
  await expect(build.getByText(/^Round 1 of 4, step \d: /)).toBeVisible();
  await expect(build.getByRole('status')).toHaveText('Your beat matches the rock beat! Boom, tak, boom, tak, all four times round.', { timeout: 20_000 });
  await expect.poll(async () => (await serverProgress(child.page)).points).toBe(580 + 10);
  expect(await sound.heard()).toEqual({ contexts: 0, started: 0 });
  await expectNoAxeViolations(child.page);
  // The Sound Lab's level says so too, and its goal plays on the roll in silence.
  await child.page.goto('/code-lab/sound-1');
  await expect(child.page.getByText('Your teacher has turned sound off for the class.', { exact: false })).toBeVisible();
  await expect(child.page.getByRole('combobox', { name: 'Volume' })).toHaveCount(0);
  await child.page.getByRole('button', { name: 'Play the goal' }).tap();
  await expect(child.page.getByText('Playing the goal…').first()).toBeVisible();
  expect(await sound.heard()).toEqual({ contexts: 0, started: 0 });

  // The teacher turns it on again with a tap; Mia's page hears it when it opens again.
  const teacherPhone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, storageState: await page.context().storageState() });
  const teacherPage = await teacherPhone.newPage();
  const teacherErrors = errorsOf(teacherPage);
  await teacherPage.goto(`/classes/${cls.id}`);
  await teacherPage.getByRole('tab', { name: 'Settings' }).tap();
  await teacherPage.getByRole('switch', { name: 'Sound' }).tap();
  await expect(teacherPage.getByRole('switch', { name: 'Sound' })).toHaveAttribute('aria-checked', 'true');
  await expect(teacherPage.getByRole('status').filter({ hasText: 'Sound is on for the class.' })).toBeVisible();
  await child.page.goto('/lessons/voice-sound');
  await child.page.getByRole('tab', { name: /Build/ }).tap();
  await expect(build.getByRole('button', { name: 'Hear the kick' })).toBeVisible();
  await expect(build.getByText('Your teacher has turned sound off for the class.', { exact: false })).toHaveCount(0);
  await build.getByRole('button', { name: 'Hear the kick' }).tap();
  await expect.poll(async () => (await sound.heard()).contexts).toBe(1);
  expect(sound.audioFiles).toEqual([]);

  // The teacher's switch in Spanish, on the phone: its words, and they fit at 390 and 683 px.
  await teacherPhone.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  await teacherPage.goto(`/classes/${cls.id}`);
  await expect(teacherPage.locator('html')).toHaveAttribute('lang', 'es');
  await teacherPage.getByRole('tab', { name: 'Ajustes' }).tap();
  const sonido = teacherPage.getByRole('switch', { name: 'Sonido' });
  await expect(sonido).toHaveAttribute('aria-checked', 'true');
  await sonido.tap();
  await expect(sonido).toHaveAttribute('aria-checked', 'false');
  await expect(teacherPage.getByRole('status').filter({ hasText: 'El sonido está desactivado para la clase.' })).toBeVisible();
  await expect(teacherPage.getByText('Desactivado: ninguna página suena para los niños y las niñas de la clase; cada sonido se muestra con palabras.')).toBeVisible();
  for (const width of [390, 683]) {
    await teacherPage.setViewportSize({ width, height: 844 });
    expect(await teacherPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectControlsToFitTheirWords(teacherPage);
  }
  await expectNoAxeViolations(teacherPage);
  expect(child.errors, 'console errors on the child’s phone').toEqual([]);
  expect(teacherErrors, 'console errors on the teacher’s phone').toEqual([]);
  await teacherPhone.close();
  await child.context.close();
});
