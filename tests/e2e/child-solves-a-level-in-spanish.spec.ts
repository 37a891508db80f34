import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { tabTo } from '../support/keyboard';

// The Code Lab in Spanish (docs/product/languages.md, issue 26): a browser that asks for es-MX
// gets /code-lab, a world and a level in Spanish, with the palette group "Bloques" and every
// block in Spanish; a child solves birthday-1 by keyboard and by tap, the solved dialog speaks
// Spanish, and no English sentence is left on the page.

test.use({ locale: 'es-MX' });

const palette = (page: Page) => page.getByRole('group', { name: 'Bloques' });
const program = (page: Page) => page.getByRole('region', { name: 'Tu programa' });
const solvedDialog = (page: Page) => page.getByRole('dialog', { name: '¡Lo lograste!' });

/** English words the Code Lab used to show; none may be left in the page's main part. */
const ENGLISH = [
  'Move forward',
  'Turn left',
  'Turn right',
  'Pick up',
  'Blocks',
  'Your program',
  'Start of the program',
  'Next block goes here',
  'Hints',
  'A hint opens',
  'Hear the puzzle',
  'Start over',
  'Show the code',
  'Read the grid',
  'Speed',
  'Puzzle 1 of',
  'puzzles solved',
  'Birthday Adventure',
  'To the party',
  'Play next',
  'Free drawing',
  'Build programs from blocks',
  'You did it',
  'Ada points',
  'Next puzzle',
  'Try for 3 stars',
  'Stay here',
  'of 3 stars',
];

async function expectNoEnglish(page: Page, where = page.locator('main')) {
  const text = await where.innerText();
  for (const words of ENGLISH) expect(text, `"${words}" is English`).not.toContain(words);
}

test('the world map and a world are in Spanish', async ({ page }) => {
  await page.goto('/code-lab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratorio de código' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aventura de cumpleaños' })).toBeVisible();
  await expect(page.getByText('Secuencias: un paso después de otro')).toBeVisible();
  await expect(page.getByText('Dibujo libre', { exact: true })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Aventura de cumpleaños' }).click();
  await expect(page).toHaveURL(/\/code-lab\/worlds\/birthday$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aventura de cumpleaños' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Retos' }).getByRole('link', { name: /^1\. Hacia la fiesta/ })).toBeVisible();
  await expectNoEnglish(page);
});

test('a child solves a level by keyboard, all in Spanish', async ({ page }) => {
  test.slow(); // two axe checks and a wrong run before the solve
  await page.goto('/code-lab/birthday-2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Aventura de cumpleaños 2: A la vuelta de la esquina' })).toBeVisible();
  await expect(page.getByText('Reto 2 de 6')).toBeVisible();
  // Every block of the level, in Spanish.
  await expect(palette(page).getByRole('button')).toHaveCount(3);
  for (const name of ['Avanzar', 'Girar a la izquierda', 'Girar a la derecha'])
    await expect(palette(page).getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bloques' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ejecutar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostrar el código' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoAxeViolations(page);

  // A wrong run first: the outcome and the hint counter speak Spanish.
  await tabTo(page, palette(page).getByRole('button', { name: 'Avanzar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('block-counter')).toHaveText('1 de 8 bloques');
  await expect(page.getByTestId('editor-said')).toHaveText('Agregaste Avanzar como paso 1');
  await page.getByRole('button', { name: 'Ejecutar' }).click();
  await expect(page.getByText('Ada se detuvo antes de la bandera. ¡Agrega más bloques!')).toBeVisible();
  await expect(page.getByText('Se abre una pista después de 1 intento más.')).toBeVisible();

  // Then the solution: two steps, a right turn, two steps.
  await tabTo(page, palette(page).getByRole('button', { name: 'Avanzar' }));
  await page.keyboard.press('Enter');
  await tabTo(page, palette(page).getByRole('button', { name: 'Girar a la derecha' }));
  await page.keyboard.press('Enter');
  await tabTo(page, palette(page).getByRole('button', { name: 'Avanzar' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(program(page).getByRole('button', { name: 'Paso 3: Girar a la derecha' })).toBeVisible();
  await expect(page.getByTestId('block-counter')).toHaveText('5 de 8 bloques');

  await tabTo(page, page.getByRole('button', { name: 'Ejecutar' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(solvedDialog(page)).toBeVisible();
  await expect(solvedDialog(page).getByText('Reto 2 de 6')).toBeVisible();
  await expect(solvedDialog(page).getByRole('img', { name: '3 de 3 estrellas' })).toBeVisible();
  await expect(solvedDialog(page)).toContainText('¡Tres estrellas! Tu programa es lo más corto posible.');
  await expect(solvedDialog(page)).toContainText('¡+15 puntos Ada!');
  await expect(page.getByRole('link', { name: 'Siguiente reto' })).toBeFocused();
  await expect(solvedDialog(page).getByRole('button', { name: 'Quedarme aquí' })).toBeVisible();
  await expectNoEnglish(page, solvedDialog(page));
  await expectNoAxeViolations(page);
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a child solves a level by tapping, and the code shows as JavaScript', async ({ page }) => {
    await page.goto('/code-lab/birthday-1');
    await expect(page.locator('main')).toContainText('¡Ada va a una fiesta de cumpleaños!');
    const forward = palette(page).getByRole('button', { name: 'Avanzar' });
    for (let i = 0; i < 4; i++) await forward.tap();
    await program(page).getByRole('button', { name: 'Menú del paso 2' }).tap();
    await program(page).getByRole('group', { name: 'Paso 2: Avanzar' }).getByRole('button', { name: 'Borrar este bloque' }).tap();
    await expect(page.getByTestId('block-counter')).toHaveText('3 de 5 bloques');

    // Show the code: JavaScript keeps its English words; what is around it is Spanish.
    await page.getByRole('button', { name: 'Mostrar el código' }).tap();
    await expect(page.getByText('Tus bloques escritos en JavaScript, el lenguaje de las páginas web.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tu programa en JavaScript' }).getByRole('listitem')).toHaveText([
      'moveForward();',
      'moveForward();',
      'moveForward();',
    ]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await page.getByRole('button', { name: 'Ejecutar' }).tap();
    await expect(solvedDialog(page)).toBeVisible();
    await expect(solvedDialog(page)).toContainText('¡+15 puntos Ada!');
    await solvedDialog(page).getByRole('link', { name: 'Siguiente reto' }).tap();
    await expect(page).toHaveURL(/\/code-lab\/birthday-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aventura de cumpleaños 2: A la vuelta de la esquina' })).toBeVisible();
  });
});

test('switching language keeps the program in the editor', async ({ page }) => {
  await page.goto('/code-lab/birthday-2');
  const picker = page.getByLabel(/^(Language|Idioma)$/);
  test.skip((await picker.count()) === 0, 'the header has no language picker in this build');
  const forward = palette(page).getByRole('button', { name: 'Avanzar' });
  await forward.click();
  await palette(page).getByRole('button', { name: 'Girar a la derecha' }).click();
  await forward.click();
  await expect(page.getByTestId('block-counter')).toHaveText('3 de 8 bloques');

  await picker.first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Blocks' }).getByRole('button', { name: 'Move forward' })).toBeVisible();
  await expect(page.getByTestId('block-counter')).toHaveText('3 of 8 blocks');
  await expect(page.getByRole('region', { name: 'Your program' }).getByRole('button', { name: 'Step 2: Turn right' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Adventure 2: Round the corner' })).toBeVisible();

  await page.getByLabel(/^(Language|Idioma)$/).first().selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(program(page).getByRole('button', { name: 'Paso 3: Avanzar' })).toBeVisible();
  await expect(page.getByTestId('block-counter')).toHaveText('3 de 8 bloques');
});
