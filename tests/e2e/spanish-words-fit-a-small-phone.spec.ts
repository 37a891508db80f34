import { test, expect } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';

// Issue 32: on a 320 px phone in Spanish, every control shows all of its words: the Code Lab's
// Ejecutar, Paso, Detener and Reiniciar (two rows of two when one row is too narrow,
// docs/decisions/380-words-fit-their-controls.md), the header's Iniciar sesión and its menu, /join
// and /auth with both of its tabs. tests/support/controls-fit.ts measures each control: content
// wider than its box, words outside its sides, cut by an ellipsis, or past the screen's edge.

test.use({ locale: 'es-MX', viewport: { width: 320, height: 640 } });

test('a Spanish child on a 320 px phone reads every control whole', async ({ page }) => {
  await page.goto('/code-lab/birthday-2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  const run = page.getByRole('button', { name: 'Ejecutar', exact: true });
  await expect(run).toBeVisible();
  await expectControlsToFitTheirWords(page);

  // A block to run, then a run: Detener is pressable while Ada moves, and still whole.
  await page.getByRole('group', { name: 'Bloques' }).getByRole('button', { name: 'Avanzar' }).click();
  await run.click();
  for (const name of ['Ejecutar', 'Paso', 'Detener', 'Reiniciar'])
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
  await expectControlsToFitTheirWords(page);

  // The header's menu, opened.
  await banner.getByRole('button', { name: 'Menú' }).click();
  await expectControlsToFitTheirWords(page);
  await page.keyboard.press('Escape');

  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectControlsToFitTheirWords(page);

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
  await expectControlsToFitTheirWords(page);
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true');
  await expectControlsToFitTheirWords(page);
});
