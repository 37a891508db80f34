import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';

// Spanish everywhere (issue 26, docs/decisions/331-the-practice-chat-understands-spanish.md to
// docs/decisions/333-sentences-of-activities-and-games.md): a browser asking for es-MX plays the
// robot maze and the loops lesson's robot dance in Spanish, with none of their English sentences
// left.
test.use({ locale: 'es-MX' });

// The server's page shell names the page's language in <html lang> from Accept-Language (the
// server's part of issue 26). Where a build's shell still says "en", this stands in for it, so
// this spec checks the activities' and games' words on their own; once the shell says "es" it
// changes nothing.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<html lang="en"', '<html lang="es"');
      await route.fulfill({ response, body });
    },
  );
});

/** None of these English phrases is anywhere in the part's text (aria labels included). */
async function expectNoEnglish(part: Locator, phrases: readonly string[]) {
  const text = await part.evaluate((el) => {
    const labels = [...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    return `${(el as HTMLElement).innerText}\n${labels.join('\n')}`;
  });
  for (const phrase of phrases) expect(text, `"${phrase}" is English`).not.toContain(phrase);
}

test('a child plays the robot maze in Spanish', async ({ page }) => {
  await page.goto('/play/robot-maze');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const game = page.getByRole('region', { name: 'Laberinto del robot' });
  await expect(game.getByRole('heading', { level: 1, name: /Laberinto del robot/ })).toBeVisible();
  await expect(game.getByRole('link', { name: /Volver a los juegos/ })).toBeVisible();
  await expect(game.getByText('Lleva al robot hasta la bandera. El camino más corto tiene 8 movimientos.', { exact: false })).toBeVisible();
  await expect(game.getByRole('img', { name: 'Fila 1, columna 1: robot' })).toBeVisible();
  await expect(game.getByRole('img', { name: 'Fila 5, columna 5: bandera' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Mover a la derecha' })).toBeVisible();
  await expectNoAxeViolations(page);

  const maze = game.getByRole('application', { name: /Laberinto del robot, de 5 por 5/ });
  await maze.focus();
  await page.keyboard.press('ArrowUp');
  await expect(game.getByText('Movimientos: 1')).toBeVisible();
  await expect(game.getByRole('status').filter({ hasText: 'Movimiento 1: ¡pum! El robot no puede ir hacia arriba.' })).toBeVisible();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'])
    await page.keyboard.press(key);
  await expect(game.getByText('¡Llegaste a la bandera en 9 movimientos! Tu puntuación es 55.')).toBeVisible();
  await expect(game.getByText('9 movimientos. Puntuación: 55')).toBeVisible();
  await expect(game.getByRole('button', { name: 'Jugar otra vez' })).toBeVisible();
  // The score is reported after 1 s; the celebration says it in Spanish.
  const overlay = page.getByRole('status').filter({ hasText: '¡Juego terminado!' });
  await expect(overlay).toContainText('¡Puntuación: 55! Ganaste 5 puntos.');
  await expectNoEnglish(game, [
    'Robot Maze', 'Back to Games', 'Get the robot', 'shortest path', 'Moves:', 'Move up', 'Move right',
    'Row 1', 'robot on the flag', 'You reached the flag', 'Your score', 'Play Again', 'Arrow buttons', 'bump!',
  ]);
  await expectNoEnglish(overlay, ['Game Complete!', 'Score:', 'You earned', 'points.', 'Sign up']);
});

test('a child makes the robot dance in Spanish in the loops lesson', async ({ page }) => {
  await page.goto('/lessons/loops');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Learn, the activity, the quiz: the activity is the second tab, whatever its name.
  await page.getByRole('tab').nth(1).click();
  const activity = page.getByRole('tabpanel');
  await expect(activity.getByRole('heading', { name: '¿Cuántas veces debe bailar el robot?' })).toBeVisible();
  await expect(activity.getByRole('radio', { name: '3 veces' })).toBeChecked();
  await activity.getByRole('radio', { name: '5 veces' }).click();
  await expect(activity.locator('pre code')).toContainText('for (let i = 0; i < 5; i++)');
  await expect(activity.getByRole('status')).toHaveText('El robot está listo para bailar.');
  await expectNoAxeViolations(page);

  await activity.getByRole('button', { name: 'Hacer bailar al robot' }).click();
  await expect(activity.getByRole('button', { name: 'Bailando...' })).toHaveCount(2);
  await expect(activity.getByText('Baile 1 de 5')).toBeVisible();
  await expect(activity.getByRole('status')).toHaveText('¡Baile terminado! ¡El robot bailó 5 veces con un solo bucle!', {
    timeout: 10_000,
  });
  await expect(activity.getByRole('button', { name: '¡Iniciar bucle!' })).toBeEnabled();
  await expect(activity.getByText('Tu bucle', { exact: true })).toBeVisible();
  await expectNoEnglish(activity, [
    'How many times', 'times', 'Start Loop', 'Make Robot Dance', 'Dancing', 'Dance Complete', 'The robot', 'Your loop',
  ]);
});
