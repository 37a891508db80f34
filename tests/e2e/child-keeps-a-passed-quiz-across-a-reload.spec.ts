// A lesson keeps its done parts until Complete Lesson (docs/product/lessons.md#kept-until-done): a
// guest on Function Factory passes the quiz and makes the chorus dance, reloads, sees both done,
// switches to Spanish and back, and completes the lesson without doing either again.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/e2e';
import { expectQuizResult, expectToast } from '../support/lesson-journeys';
import { guestData } from '../support/lessons';

const ANSWERS = ['A group of steps with a name', 'Calling it', 'As many times as you need'];

/** The header's language picker ("Idioma" on a Spanish page, "Language" on an English one). */
async function chooseLanguage(page: Page, language: 'English' | 'Español') {
  const picker = page.getByRole('combobox', { name: /^(Idioma|Language)$/ });
  // On a narrow screen the picker sits in the header's menu.
  if (!(await picker.isVisible())) await page.getByRole('button', { name: /^(Menú|Menu)$/ }).click();
  await picker.selectOption({ label: language });
}

const checklist = (page: Page) =>
  page.getByRole('region', { name: /^(To finish this lesson|All done! Press Complete Lesson\.|¡Todo listo! Presiona Terminar la lección\.)$/ });

async function expectBothDone(page: Page) {
  await expect(page.getByRole('heading', { name: 'All done! Press Complete Lesson.' })).toBeVisible();
  await expect(checklist(page).getByRole('listitem')).toHaveText(['Pass the quiz (done)', 'Make the chorus dance (done)']);
  await expect(page.getByRole('tab', { name: /Quiz/ })).toContainText('(done)');
  await expect(page.getByRole('tab', { name: /Dance/ })).toContainText('(done)');
}

test('a guest passes the quiz and dances, reloads, and completes Function Factory without redoing either', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/lessons/functions');
  await expect(page.getByRole('heading', { level: 1, name: 'Function Factory' })).toBeVisible();

  await page.getByRole('button', { name: 'Go to the Quiz' }).click();
  for (const label of ANSWERS) await page.getByRole('radio', { name: label, exact: true }).check();
  await page.getByRole('button', { name: 'Check Answers' }).click();
  await expectQuizResult(page, 'Quiz completed!');
  // The pass invites the guest to sign up; the guest carries on.
  await page.getByRole('button', { name: 'Continue As Guest' }).click();

  await page.getByRole('button', { name: 'Continue to the Dance' }).click();
  for (const name of ['Add clap to the chorus', 'Add spin to the chorus', 'Add Chorus to the song', 'Add Chorus to the song']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Play the Dance' }).click();
  await expect(page.getByText(/^Dance complete!/)).toBeVisible({ timeout: 10_000 });
  await expectToast(page, 'Points Earned!', '+10 points for building the chorus dance!');
  await expectBothDone(page);

  // A reload before Complete Lesson: both stay done.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Function Factory' })).toBeVisible();
  await expectBothDone(page);
  await page.getByRole('tab', { name: /Quiz/ }).click();
  await expect(page.getByRole('radio', { name: 'As many times as you need', exact: true })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Quiz' }).getByRole('status')).toContainText('Quiz completed!');
  await expect(page.getByRole('button', { name: 'Check Answers' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Dance/ }).click();
  await expect(page.getByText('You did this part already! It stays done. You can play again if you like.')).toBeVisible();
  await expectNoAxeViolations(page);

  // In Spanish, and back: still done.
  await chooseLanguage(page, 'Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: '¡Todo listo! Presiona Terminar la lección.' })).toBeVisible();
  await expect(page.getByText('¡Ya hiciste esta parte! Sigue hecha. Puedes jugar otra vez si quieres.')).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectBothDone(page);

  // Complete Lesson sends the kept answers and dance: the lesson is done, nothing redone.
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  await expectToast(page, 'Lesson completed!');
  await expect(checklist(page)).toHaveCount(0);
  const saved = await guestData(page);
  expect(saved.progress).toEqual([expect.objectContaining({ moduleId: 'intermediate', lessonId: 'functions' })]);
  expect(saved.activities).toEqual(['chorus-dance']);
});
