import { test, expect, expectNoAxeViolations, latestMailTo, linksIn } from '../support/e2e';
import { makeUser } from '../support/factories';

// Issue 26 (docs/product/languages.md): a teacher whose browser asks for Spanish (es-MX) sees the
// class page and a lesson guide in Spanish, the guide's own words coming from the server in the
// request's language, and sets the class's language in Settings (PATCH /api/classes/:id {locale}).

test.use({ locale: 'es-MX' });
test.describe.configure({ timeout: 90_000 });

test('una docente ve su clase y una guía de lección en español, y elige el idioma de la clase', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A confirmed grown-up with a class of two (set up through the API: no English page on the way).
  const teacher = makeUser({ firstName: 'Tere', lastName: 'Docente' });
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const registered = await page.request.post('/api/register', {
    data: { ...teacher.payload, grownUp: true },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linksIn(await latestMailTo(teacher.email)).find((l) => l.includes('/confirm-email?token='))!;
  const token = new URL(link).searchParams.get('token');
  const confirmed = await page.request.post('/api/confirm-email', { data: { token }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const made = await page.request.post('/api/classes', { data: { name: '4.º Búhos' }, headers });
  expect(made.status()).toBe(201);
  const cls = (await made.json()) as { id: number };
  const added = await page.request.post(`/api/classes/${cls.id}/students`, {
    data: { nicknames: ['Ada', 'Beto'] },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);

  // The class page, in Spanish from the first paint.
  await page.goto(`/classes/${cls.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: '4.º Búhos' })).toBeVisible();
  const tabs = page.getByRole('tablist');
  for (const tab of ['Progreso', 'Tareas', 'Estudiantes', 'Galería', 'Ajustes'])
    await expect(tabs.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lecciones y niveles del Laboratorio de código de cada estudiante' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('columnheader', { name: 'Última actividad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole('tab', { name: 'Estudiantes' }).click();
  await expect(page.getByRole('heading', { name: 'Estudiantes de esta clase (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agregar estudiantes' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Tareas' }).click();
  await expect(page.getByRole('button', { name: 'Nueva tarea' })).toBeVisible();
  await expect(page.getByText('Todavía no hay tareas.')).toBeVisible();

  // Settings: the class's language, not set at first (each child's own), saved as Spanish.
  await tabs.getByRole('tab', { name: 'Ajustes' }).click();
  // Within the tab: the header's own language picker is named "Idioma" too.
  const settings = page.getByRole('tabpanel', { name: 'Ajustes' });
  const language = settings.getByRole('combobox', { name: 'Idioma' });
  await expect(language).toHaveValue('');
  await expect(language.locator('option:checked')).toHaveText('Sin elegir: el de cada estudiante');
  await language.selectOption('es');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/classes/${cls.id}`)),
    page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/classes/${cls.id}`)),
    settings.getByRole('button', { name: 'Guardar', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ locale: 'es' });
  // The server side of PATCH {locale} (helper srv-locale's branch): 200 with the class's locale.
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { locale?: unknown }).locale).toBe('es');
  await expect(page.getByRole('status').filter({ hasText: 'Guardado: el idioma de la clase es Español.' })).toBeVisible();
  // The class says it again after a reload.
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Ajustes' }).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  // A lesson guide from the class page, its words from the server in Spanish.
  await page.getByRole('link', { name: 'Guías de lección', exact: true }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guías de lección' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lecciones' })).toBeVisible();
  await page.goto('/teach/loops');
  await expect(page.getByText('Guía de lección', { exact: false }).first()).toBeVisible();
  await expect(
    page.getByText('Los niños y las niñas usan un bucle para repetir pasos en vez de escribirlos una y otra vez.'),
  ).toBeVisible();
  for (const section of ['Vocabulario', 'Para conversar', 'Estándares CSTA', 'La prueba y sus respuestas', 'La actividad'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Calentamiento: La máquina de aplausos (10 minutos, sin pantallas)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostrar respuestas' })).toBeVisible();
  await expect(page.getByText('Cómo: Los niños y las niñas arman un programa con un bucle y cambian cuántas veces se repite.')).toBeVisible();
  await expectNoAxeViolations(page);
});
