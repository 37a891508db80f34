import type { Page, Request } from '@playwright/test';
import {
  test,
  expect,
  expectNoAxeViolations,
  registerViaApi,
  runsNoJavaScript,
} from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { tabTo } from '../support/keyboard';
import { NARROWER_SCREENS, expectToFitTheScreen } from '../support/screen-fit';
import { startAs, waitForContent } from '../support/site-visits';
import { expectTargetsAtLeast44 } from '../support/target-size';
import { tuneSolutionOf } from '../../content/code-lab/reference-solutions';

// The Sound Lab's level page (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// a child builds a tune from blocks by tap or by keyboard, plays it and the goal, reads both on the
// piano roll and in words, and the server says solved. Every sound is made in the page: no audio
// file is ever asked for.

const PHONE = { width: 390, height: 844 };
const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: 'You did it!' });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** Every request the page makes for a sound file (there must be none). */
function audioRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (
      request.resourceType() === 'media' ||
      /\.(mp3|wav|ogg|oga|m4a|aac|flac|opus|weba|mid|midi)(\?|$)/i.test(request.url())
    )
      seen.push(request.url());
  });
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('audio/')) seen.push(response.url());
  });
  return seen;
}

const functions = (page: Page) => page.getByRole('region', { name: 'Make a function' });

/** Taps "Play a note" and picks the note (and its length) from the new row's lists (a function's rows are under "Make a function"). */
async function tapNote(page: Page, place: string, note: string, length?: string) {
  await palette(page).getByRole('button', { name: 'Play a note' }).tap();
  const rows = place.includes(' of ') ? functions(page) : program(page);
  await rows.getByRole('combobox', { name: `${place}: which note` }).selectOption(note);
  if (length) await rows.getByRole('combobox', { name: `${place}: how long` }).selectOption(length);
}

const solveAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/code-lab/solves') && r.request().method() === 'POST',
  );

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a child finds the Sound Lab on the map, hears the goal, builds sound-1 by tapping and the server says solved', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const audio = audioRequests(page);
    // Count the audio contexts the page makes: none before a tap (browsers' autoplay rules).
    await page.addInitScript(() => {
      const Real = window.AudioContext;
      const w = window as unknown as { audioContexts: number };
      w.audioContexts = 0;
      window.AudioContext = class extends Real {
        constructor(options?: AudioContextOptions) {
          super(options);
          w.audioContexts += 1;
        }
      };
    });
    const contexts = () =>
      page.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab');
    await page.getByRole('link', { name: 'Sound Lab', exact: true }).tap();
    await expect(page).toHaveURL(/\/code-lab\/worlds\/sound$/);
    await page.getByRole('link', { name: /^1\. Up the scale/ }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Up the scale');

    // The goal on the roll: its notes are in the accessibility tree, each named as a step.
    expect(await contexts()).toBe(0);
    await page.getByRole('button', { name: 'The goal', exact: true }).tap();
    const goal = page.getByRole('group', { name: 'The goal, note by note' });
    await expect(goal.getByRole('listitem')).toHaveCount(8);
    await expect(goal.getByRole('listitem').first()).toBeVisible();
    await expect(goal.getByRole('listitem').first()).toHaveAccessibleName(
      'Step 1: play C4 for a quarter',
    );
    await expect(goal.getByRole('listitem').last()).toHaveAccessibleName(
      'Step 8: play C5 for a quarter',
    );
    await page.getByRole('button', { name: 'Play the goal' }).tap();
    await expect(page.getByTestId('sound-status')).toHaveText('Playing the goal…');
    // The tap made the page's one audio context, running.
    expect(await contexts()).toBe(1);
    await expect(goal.locator('[aria-current="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Stop' }).tap();
    await expect(page.getByTestId('sound-status')).toHaveText('');

    // Eight notes, each picked from its list.
    const notes = ['C4', 'D4', 'E4', 'F4', 'G4', 'A4', 'B4', 'C5'];
    for (const [i, note] of notes.entries()) await tapNote(page, `Step ${i + 1}`, note);
    await expect(
      program(page).getByRole('button', { name: 'Step 2: Play D4 for a quarter' }),
    ).toBeVisible();
    await expect(page.getByTestId('block-counter')).toHaveText('8 of 12 blocks');
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectTargetsAtLeast44(page);
    await page.screenshot({ path: '.tmp/sound-1-built.png' });

    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Play my tune' }).tap();
    await expect(page.getByTestId('sound-status')).toHaveText('Playing your tune…');
    const yours = page.getByRole('group', { name: 'Your tune, note by note' });
    await expect(yours.getByRole('listitem')).toHaveCount(8);
    // The note that plays is lit on the roll, and its block in the program.
    await expect(yours.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(program(page).locator('[aria-current="step"]')).toHaveCount(1);
    const answer = await solve;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ stars: 3 });
    await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(solvedDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    await page.screenshot({ path: '.tmp/sound-1-solved.png' });
    await solvedDialog(page).getByRole('button', { name: 'Stay here' }).tap();
    await expect(page.getByTestId('sound-outcome')).toHaveText('You did it! Your tune is right.');
    expect(audio).toEqual([]);
  });

  test('a child makes the chorus a function, uses it twice and solves sound-4; one wrong note is "not yet" with its place', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const audio = audioRequests(page);
    await registerViaApi(page.request, baseURL!);
    await page.goto('/code-lab/sound-4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Chorus, verse, chorus');
    await page.getByRole('button', { name: 'Make a function' }).tap();
    await page
      .getByRole('group', { name: 'Pick a name for your function' })
      .getByRole('button', { name: 'chorus' })
      .tap();
    for (const [i, note] of ['G4', 'E4', 'G4'].entries())
      await tapNote(page, `Step ${i + 1} of chorus`, note);
    await tapNote(page, 'Step 4 of chorus', 'C5', 'half');
    await program(page).getByRole('button', { name: 'Start of the program' }).tap();
    await palette(page).getByRole('button', { name: 'Use chorus' }).tap();
    for (const [i, note] of ['A4', 'G4', 'F4', 'D4'].entries())
      await tapNote(page, `Step ${i + 2}`, note);
    await palette(page).getByRole('button', { name: 'Use chorus' }).tap();
    await expect(program(page).getByRole('button', { name: 'Step 6: Use chorus' })).toBeVisible();
    await page.screenshot({ path: '.tmp/sound-4-built.png' });

    // D4 where the tune wants E4: the outcome names the place, in words.
    await page.getByRole('button', { name: 'Play my tune' }).tap();
    await page.getByRole('button', { name: 'Stop' }).tap();
    await expect(page.getByTestId('sound-outcome')).toHaveText(
      'Your eighth note is D; the tune wants E.',
      { timeout: 15_000 },
    );

    await program(page).getByRole('combobox', { name: 'Step 5: which note' }).selectOption('E4');
    await expect(page.getByTestId('sound-outcome')).toHaveCount(0);
    const solve = solveAnswer(page);
    await page.getByRole('button', { name: 'Play my tune' }).tap();
    expect((await solve).status()).toBe(200);
    await expect(solvedDialog(page)).toBeVisible({ timeout: 20_000 });
    // Show the code writes the chorus as a function.
    await solvedDialog(page).getByRole('button', { name: 'Stay here' }).tap();
    await page.getByRole('button', { name: 'Show the code' }).tap();
    await expect(page.getByRole('list', { name: 'Your program as JavaScript' })).toContainText(
      'function chorus() {',
    );
    expect(audio).toEqual([]);
  });
});

test('by keyboard only, a child builds sound-1, walks the roll note by note and solves it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerViaApi(page.request, baseURL!);
  await page.goto('/code-lab/sound-1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Up the scale');

  const notes = ['C4', 'D4', 'E4', 'F4', 'G4', 'A4', 'B4', 'C5'];
  for (const [i, note] of notes.entries()) {
    await tabTo(page, palette(page).getByRole('button', { name: 'Play a note' }), {
      backwards: i > 0,
    });
    await page.keyboard.press('Enter');
    const place = `Step ${i + 1}`;
    await tabTo(page, program(page).getByRole('combobox', { name: `${place}: which note` }));
    // A closed list steps to the next note with the down arrow: C4 is first, each note one more.
    for (let n = 0; n < i; n++) await page.keyboard.press('ArrowDown');
    await expect(
      program(page).getByRole('button', { name: `${place}: Play ${note} for a quarter` }),
    ).toBeVisible();
  }
  await tabTo(page, page.getByRole('button', { name: 'Play my tune' }), { backwards: true });
  await page.keyboard.press('Enter');
  // Stop takes the focus while the tune plays; the solved dialog opens when it has played.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeFocused();
  await expect(solvedDialog(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(solvedDialog(page)).toHaveCount(0);

  // The roll, note by note with the arrows.
  const roll = page.getByRole('group', { name: 'Your tune, note by note' });
  await tabTo(page, roll.getByRole('listitem').first(), { backwards: true });
  await expect(page.locator(':focus')).toHaveAccessibleName('Step 1: play C4 for a quarter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName('Step 3: play E4 for a quarter');
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAccessibleName('Step 8: play C5 for a quarter');
  // The tune and the goal in words.
  await tabTo(page, page.getByRole('button', { name: 'Read the tune' }));
  await page.keyboard.press('Enter');
  const words = page.getByRole('region', { name: 'Read the tune' });
  await expect(words.getByRole('listitem').first()).toHaveText('Step 1: play C4 for a quarter');
  await expectNoAxeViolations(page);

  // Under reduced motion the play head stays still (it is not drawn); the sound that plays is lit.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await tabTo(page, page.getByRole('button', { name: 'Play my tune' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(roll.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(roll.locator('[data-play-head]')).toBeAttached();
  await expect(roll.locator('[data-play-head]')).toBeHidden();
  // The commentary says what plays, politely.
  await expect(page.getByTestId('sound-commentary')).toHaveText(
    /^Step \d: play [A-G]\d for a quarter$/,
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sound-status')).toHaveText('');
});

test.describe('in Spanish on a phone', () => {
  test.use({ locale: 'es-MX', viewport: PHONE, hasTouch: true, isMobile: true });

  test('notes are Do Re Mi, every control fits its words at 390 and 683 px, and the feedback is in Spanish', async ({
    page,
  }) => {
    await page.goto('/code-lab/sound-1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('1');
    await page.getByRole('button', { name: 'La meta', exact: true }).tap();
    const goal = page.getByRole('group', { name: 'La meta, nota por nota' });
    await expect(goal.getByRole('listitem').nth(1)).toHaveAccessibleName(
      'Paso 2: toca Re4 durante una negra',
    );
    await page
      .getByRole('group', { name: 'Bloques' })
      .getByRole('button', { name: 'Tocar una nota' })
      .tap();
    const mine = page.getByRole('region', { name: 'Tu programa' });
    await mine.getByRole('combobox', { name: 'Paso 1: qué nota' }).selectOption('E4');
    await expect(
      mine.getByRole('button', { name: 'Paso 1: Tocar Mi4 durante una negra' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Leer la melodía' }).tap();
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
    }
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '.tmp/sound-1-es-390.png' });
    // One quarter note plays for 0.6 s: the outcome is said when it ends (a tap on Stop could
    // come after the end on a busy machine, when Stop is off again).
    await page.getByRole('button', { name: 'Tocar mi melodía' }).tap();
    await expect(page.getByTestId('sound-outcome')).toContainText('Mi', { timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
});

// The largest sound levels with their whole reference tune on them (two voices, functions, every
// list), in the pseudo-locale's longer words, at every width: axe, 44 px targets, every control's
// words, nothing wider than the screen (the page sweeps see them empty).
test('the largest sound levels, built, and one still empty pass axe and fit every screen in the pseudo-locale', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startAs(page, baseURL!, 'pseudo-guest');
  const drafts = { 'sound-6': tuneSolutionOf('sound-6'), 'sound-8': tuneSolutionOf('sound-8') };
  await page.evaluate(
    (d) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify(d)),
    drafts,
  );
  for (const id of ['sound-6', 'sound-8', 'sound-5']) {
    await page.goto(`/code-lab/${id}`);
    await waitForContent(page, 'pseudo-guest');
    // sound-5 has no draft: its roll holds only the goal behind, nothing to walk yet.
    if (id !== 'sound-5')
      await expect(
        page.locator('[data-testid="sound-roll"] [role="listitem"]').first(),
      ).toBeVisible();
    await page.screenshot({ path: `.tmp/${id}-pseudo.png` });
    await expectNoAxeViolations(page);
    await expectTargetsAtLeast44(page);
    await expectControlsToFitTheirWords(page);
    await expectToFitTheScreen(page, id, NARROWER_SCREENS);
  }
});

// The first paint (docs/decisions/401-the-first-paint-from-the-server.md): with JavaScript off a
// sound level shows its roll with the goal, its intro and its buttons in its language; with it on,
// the page wakes up as the server drew it (a mismatch is a page error, which fails the test).
test('a sound level paints from the server, in Spanish too, and wakes up as it was drawn', async ({
  browser,
  page,
  baseURL,
}) => {
  for (const locale of ['en', 'es']) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale,
      extraHTTPHeaders: { 'accept-language': locale },
    });
    runsNoJavaScript(context);
    const reader = await context.newPage();
    const answer = await reader.goto('/code-lab/sound-5');
    expect(answer?.status()).toBe(200);
    await expect(reader.getByTestId('sound-roll')).toBeVisible();
    await expect(
      reader.getByRole('button', { name: locale === 'en' ? 'Play my tune' : 'Tocar mi melodía' }),
    ).toBeVisible();
    await expect(
      reader.getByRole('button', { name: locale === 'en' ? 'Play the goal' : 'Tocar la meta' }),
    ).toBeVisible();
    await context.close();
  }
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
  for (const path of ['/code-lab/worlds/sound', '/code-lab/sound-5', '/code-lab/sound-8']) {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Awake: the editor works.
  await page
    .getByRole('group', { name: 'Bloques' })
    .getByRole('button', { name: 'Tocar una nota' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Tu programa' })
      .getByRole('button', { name: 'Paso 1: Tocar Do4 durante una negra' }),
  ).toBeVisible();
});
