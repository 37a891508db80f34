import type { Page } from '@playwright/test';
import { codeLabWorlds } from '../../content/code-lab/levels';
import { patternRounds, type PatternRound } from '../../src/domain/games/pattern-puzzler';
import { expect, expectNoAxeViolations, registerViaApi, test } from '../support/e2e';
import { solutionOf } from '../support/code-lab';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { serverProgress } from '../support/lesson-journeys';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Pattern Puzzler (docs/decisions/416-pattern-puzzler.md): locked on the Learn hub's games tab
// below level 4; at level 4 it opens, the server deals a play, the child plays it by taps and by
// keys, and the score shows with the points the server paid, floor(score / 10). In Spanish on a
// 390 px phone its words fit their controls.

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** Code Lab puzzles solved on the server with their reference solutions, until the child has `points`. */
async function solveUntil(page: Page, points: number) {
  const origin = new URL(page.url()).origin;
  for (const levelId of codeLabWorlds.flatMap((world) => world.levelIds)) {
    if ((await serverProgress(page)).points >= points) return;
    const res = await page.request.post('/api/code-lab/solves', {
      data: { levelId, program: solutionOf(levelId) },
      headers: { origin, 'content-type': 'application/json' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await serverProgress(page)).points).toBeGreaterThanOrEqual(points);
}

const gamesCard = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Pattern Puzzler' });
const choices = (page: Page) => page.getByRole('group', { name: 'Choices: what comes next?' }).getByRole('button');

test('locked below level 4; at level 4 the child plays by taps and keys and is paid floor(score / 10)', async ({ page, baseURL }) => {
  await registerViaApi(page.request, baseURL!);
  await page.goto('/learn?tab=games');
  await expect(gamesCard(page)).toContainText('Unlock at Level 4');
  await expect(gamesCard(page)).toContainText('300 more points to Level 4');
  await expect(gamesCard(page).getByRole('link')).toHaveCount(0);
  // A typed address shows the locked door, and the server deals nothing either.
  await page.goto('/play/pattern-puzzler');
  await expect(page.getByRole('heading', { name: 'Pattern Puzzler is locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Puzzling' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await solveUntil(page, 300);
  const before = (await serverProgress(page)).points;
  await page.goto('/learn?tab=games');
  await gamesCard(page).getByRole('link', { name: 'Pattern Puzzler' }).click();
  await expect(page).toHaveURL(/\/play\/pattern-puzzler$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pattern Puzzler' })).toBeVisible();

  const dealt = page.waitForResponse((r) => r.url().endsWith('/api/pattern-puzzler/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start Puzzling' }).click();
  const { seed } = (await (await dealt).json()) as { seed: number };
  const rounds = patternRounds(seed);
  await expect(page.getByRole('heading', { name: /Round 1 of 10/ })).toBeVisible();
  // The row is heard as one sentence ending in the question.
  await expect(page.getByRole('img', { name: /, what comes next\?$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTargetsAtLeast44(page);

  // Rounds 1 and 2 by taps (clicks), a wrong choice first: shown at once, and they score 0.
  for (const i of [0, 1]) {
    const round = rounds[i] as PatternRound;
    await choices(page).nth((round.answer + 1) % round.choices.length).click();
    await expect(page.getByTestId('puzzler-feedback')).toContainText('Not quite');
    await choices(page).nth(round.answer).click();
    await expect(page.getByTestId('puzzler-feedback')).toContainText("That's it!");
    await page.getByRole('button', { name: 'Next Round' }).click();
  }
  // The other eight by keys only: Tab into the choices, arrows to the right one, Enter, Enter.
  for (let i = 2; i < rounds.length; i++) {
    const round = rounds[i] as PatternRound;
    await expect(page.getByRole('heading', { name: new RegExp(`Round ${i + 1} of 10`) })).toBeVisible();
    await choices(page).first().focus();
    for (let k = 0; k < round.answer; k++) await page.keyboard.press('ArrowRight');
    await expect(choices(page).nth(round.answer)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('puzzler-feedback')).toContainText('Right!');
    if (i === 6) await expectNoAxeViolations(page); // a turn round, solved
    await page.keyboard.press('Enter');
  }

  await expect(page.getByText('You got 8 of 10 right on your first try.')).toBeVisible();
  await expect(page.getByText('Score: 80! You earned 8 points.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The points the server paid are floor(80 / 10), and the header says so too.
  expect((await serverProgress(page)).points).toBe(before + 8);
  const scores = await (await page.request.get('/api/game-scores')).json();
  expect(scores[0]).toMatchObject({ gameId: 'pattern-puzzler', score: 80 });
});

test('in Spanish on a 390 px phone, a guest at level 4 plays by tap and every word fits', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    if (!localStorage.getItem('guestData'))
      localStorage.setItem('guestData', JSON.stringify({ points: 300, progress: [], gameScores: [], activities: [], activityEvidence: [] }));
  });
  const page = await context.newPage();
  await page.goto('/learn?tab=games');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Retos de patrones' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Retos de patrones' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar' }).tap();
  for (let i = 0; i < 10; i++) {
    await expect(page.getByRole('heading', { name: new RegExp(`Ronda ${i + 1} de 10`) })).toBeVisible();
    if (i === 0 || i === 8 || i === 9) {
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectControlsToFitTheirWords(page);
    }
    const group = page.getByRole('group', { name: 'Opciones: ¿qué viene después?' }).getByRole('button');
    // Tap each choice in turn until the right one is found.
    for (let k = 0; k < (await group.count()); k++) {
      if (await page.getByRole('button', { name: /Siguiente ronda|Ver mi puntuación/ }).count()) break;
      await group.nth(k).tap();
    }
    await page.getByRole('button', { name: /Siguiente ronda|Ver mi puntuación/ }).tap();
  }
  await expect(page.getByText(/^¡Puntuación: \d+! Crea una cuenta para ganar puntos con tus retos\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
