import { test, expect, expectNoAxeViolations } from '../support/e2e';

// A browser asking for Spanish (es-MX) sees a visitor's first screens in Spanish, with
// <html lang="es"> from the page shell, and the header's picker turns the page English without
// a reload (docs/product/languages.md, docs/decisions/320-language-picker-in-the-menu.md). The
// `lang` cookie says Spanish too, as it would after a visit that chose it.
test.use({ locale: 'es-MX' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
});

const pages = [
  {
    path: '/',
    spanish: ['¡Hola, Programador!', 'Tu aventura de aprendizaje', 'Consejos de Ada para programar', 'Empezar: Primera misión'],
    english: ['Hi there', 'Your Learning Adventure', 'Explore Lessons', 'First Mission'],
  },
  {
    path: '/learn',
    spanish: ['Elige tu aventura', 'Primera misión', 'EMPIEZA AQUÍ', 'Principiante'],
    english: ['Choose Your Adventure', 'START HERE', 'Beginner', 'First Mission'],
  },
  {
    path: '/play',
    spanish: ['Juegos de programación', 'Los 4 pasos de Ada para resolver cualquier problema', 'Elige un juego'],
    english: ['Coding Games', 'Pick a game', 'Identify the problem'],
  },
  {
    path: '/projects',
    spanish: ['Crea apps de verdad con Ada', 'App de tareas de la casa', 'Destacado', 'App para encontrar mis llaves', 'Se desbloquea en el nivel 3'],
    english: ['Build real apps', 'Chore Tracker App', 'Featured', 'Find My Keys App', 'Unlock at Level'],
  },
];

for (const { path, spanish, english } of pages) {
  test(`${path} is in Spanish, with <html lang="es">, and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const main = page.locator('main');
    for (const words of spanish) await expect(main.getByText(words).first()).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(header.getByText('Nivel 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opiniones' })).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const words of english) expect(text, `no "${words}" on ${path}`).not.toContain(words);
    for (const words of ['Sign In', 'Level 1', 'Feedback', 'Privacy']) expect(text).not.toContain(words);
    await expectNoAxeViolations(page);
  });
}

test('the header menu\'s picker turns the page English without a reload, and the choice stays', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learn?tab=parents');
  await expect(page.getByRole('heading', { name: 'Para familias y docentes' })).toBeVisible();
  // What the visitor is doing stays as it is: a word typed in a page's field and this page's life.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    const field = document.createElement('input');
    field.id = 'typed';
    field.setAttribute('aria-label', 'typed');
    document.querySelector('main')!.append(field);
  });
  await page.locator('#typed').fill('hola');

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menú' }).click();
  const picker = header.getByRole('combobox', { name: 'Idioma' });
  await expect(picker).toHaveValue('es');
  await expect(picker.locator('option')).toHaveText(['English', 'Español']);
  const box = await picker.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  await picker.selectOption('en');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'For Parents and Teachers' })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('tab', { name: 'Parents', selected: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('#typed')).toHaveValue('hola');

  // The choice is kept (the lang cookie): a reload starts in English.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Choose Your Adventure' })).toBeVisible();
});

test('on a wide screen the picker is in the Menu too, and turns the page Spanish again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/play');
  await expect(page.getByRole('heading', { name: 'Juegos de programación' })).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menú' }).click();
  await header.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Coding Games' })).toBeVisible();
  await header.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Juegos de programación' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
