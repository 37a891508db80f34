// A guest whose browser asks for Spanish (es-MX) takes the Loops lesson in Spanish: the Learn text,
// the tips, the quiz and its messages, the celebration and the kit's words, with <html lang="es">;
// the activity (the robot dance) earns its points; a half-done quiz keeps its answers when the
// header's language picker switches to English and back (docs/product/languages.md).
import type { Page } from '@playwright/test';
import { loopTips, loopsLesson } from '../../content/lessons/loops';
import { textLeaves } from '../../src/i18n/content';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { answer, guestData, installScriptedSpeech } from '../support/lessons';

test.use({ locale: 'es-MX' });

/** Every English sentence of the lesson's content: none may show on the Spanish page. */
const englishSentences = [...textLeaves(loopsLesson), ...textLeaves(loopTips)]
  .map(([, text]) => text)
  .filter((text) => /\s/.test(text));

async function expectNoEnglishLessonText(page: Page) {
  for (const text of englishSentences) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
}

/** The header's language picker ("Idioma" on a Spanish page, "Language" on an English one). */
async function chooseLanguage(page: Page, language: 'English' | 'Español') {
  const picker = page.getByRole('combobox', { name: /^(Idioma|Language)$/ });
  // On a narrow screen the picker sits in the header's menu.
  if (!(await picker.isVisible())) await page.getByRole('button', { name: /^(Menú|Menu)$/ }).click();
  await picker.selectOption({ label: language });
}

test.describe('a guest takes a lesson in Spanish', () => {
  test('reads, dances, passes the quiz and earns points, all in Spanish', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/lessons/loops');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Volver a las lecciones' })).toHaveAttribute('href', '/learn');
    await expect(page.getByText('50 puntos', { exact: true })).toBeVisible();
    await expect(page.getByText('15 min', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Aprender' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '¿Qué es un bucle?' })).toBeVisible();
    await expect(page.getByText('Un bucle le dice a la computadora que repita unos pasos una y otra vez.')).toBeVisible();
    const tips = page.getByRole('region', { name: 'Consejos de bucles' });
    await expect(tips).toContainText('Usa un bucle cuando veas el mismo paso una y otra vez.');
    // Headless Chromium has no voices: the read-aloud control says, in Spanish, that there is no Spanish voice.
    const bar = page.getByRole('group', { name: 'Leer en voz alta' });
    await expect(bar).toContainText('Este dispositivo no tiene una voz en español.');
    await expectNoEnglishLessonText(page);
    await expectNoAxeViolations(page);

    // The activity: the robot dance, started with its first button (its own words have their own checks).
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await expect.poll(async () => (await guestData(page)).activities, { timeout: 10_000 }).toEqual(['robot-dance']);
    expect((await guestData(page)).points).toBe(10);

    // The quiz: every question and message in Spanish; graded by the answers' values, not their words.
    await page.getByRole('tab', { name: 'Prueba' }).click();
    await expectNoEnglishLessonText(page);
    await answer(page, /¿Qué hace un bucle\?/, /Repite pasos/);
    await page.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(page.getByText('Prueba incompleta').first()).toBeVisible();
    await expect(page.getByText('Elige una respuesta para esta.').first()).toBeVisible();
    await answer(page, /¿Por qué quienes programan usan bucles\?/, /menos código/);
    await answer(page, /¿Qué palabra empieza un bucle que cuenta/, /^for$/);
    await page.getByRole('button', { name: 'Enviar prueba' }).click();
    await expect(page.getByText('¡Maestría en bucles!').first()).toBeVisible();
    await expect(page.getByText('¡Acertaste 3 de 3 preguntas! De verdad conoces los bucles.').first()).toBeVisible();
    await expect(page.getByText('¡Pasaste la prueba!')).toBeVisible();

    // CSS, not role: the guest prompt's dialog may already hide the page from the accessibility tree.
    const celebration = page.locator('[role=status]').filter({ hasText: '+50 puntos Ada' });
    await expect(celebration).toContainText('¡Lección terminada!');
    await expect(page.getByRole('link', { name: /^Siguiente lección: / })).toHaveAttribute('href', '/lessons/conditionals');
    await expect.poll(async () => (await guestData(page)).points).toBe(60);
    const dialog = page.getByRole('dialog', { name: /¡Logro desbloqueado!/ });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/auth?tab=sign-up');
    await dialog.getByRole('button', { name: 'Seguir sin cuenta' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a half-done quiz keeps its answers when the language changes', async ({ page }) => {
    await page.goto('/lessons/loops');
    await page.getByRole('tab', { name: 'Prueba' }).click();
    await answer(page, /¿Qué hace un bucle\?/, /Repite pasos/);
    await answer(page, /¿Qué palabra empieza un bucle que cuenta/, /^print$/);

    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    const englishQuestion = page.getByRole('radiogroup', { name: /What does a loop do\?/ });
    await expect(englishQuestion.getByRole('radio', { name: /repeats steps/ })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: /Which word starts/ }).getByRole('radio', { name: 'print' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Loop Tips' })).toBeVisible();

    await chooseLanguage(page, 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('radiogroup', { name: /¿Qué hace un bucle\?/ }).getByRole('radio', { name: /Repite pasos/ })).toBeChecked();
    await answer(page, /¿Por qué quienes programan usan bucles\?/, /menos código/);
    await page.getByRole('button', { name: 'Enviar prueba' }).click();
    // 2 of 3 passes: the answers given before the switch counted.
    await expect(page.getByText('¡Acertaste 2 de 3 preguntas! De verdad conoces los bucles.').first()).toBeVisible();
  });

  test('reads the lesson with a Spanish voice when the device has one', async ({ page }) => {
    await installScriptedSpeech(page, { withSpanish: true });
    await page.goto('/lessons/loops');
    await page.getByRole('group', { name: 'Leer en voz alta' }).getByRole('button', { name: 'Leer en voz alta' }).click();
    await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
    const log = await page.evaluate(
      () => (window as unknown as { __speech: { log: { text: string; voice: string | null; lang: string }[] } }).__speech.log,
    );
    expect(log[0]).toMatchObject({ text: '¿Qué es un bucle?', voice: 'Paulina', lang: 'es-MX' });
    // Long paragraphs are read as several short utterances, in order, with nothing left out.
    expect(log.every((entry) => entry.text.trim().split(/\s+/).length <= 25)).toBe(true);
    expect(log.map((entry) => entry.text).join(' ')).toContain('Así, los pasos de adentro se hacen 3 veces.');
    await page.getByRole('button', { name: 'Detener' }).click();
    await expect(page.getByRole('button', { name: 'Leer en voz alta' })).toBeVisible();
  });

  test('says in Spanish that there is no Spanish voice when the device has only other languages', async ({ page }) => {
    await installScriptedSpeech(page);
    await page.goto('/lessons/sequences');
    await expect(page.getByText('Este dispositivo no tiene una voz en español.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leer en voz alta' })).toHaveCount(0);
    const log = await page.evaluate(() => (window as unknown as { __speech: { log: unknown[] } }).__speech.log);
    expect(log).toEqual([]); // never read with an English voice
  });
});
