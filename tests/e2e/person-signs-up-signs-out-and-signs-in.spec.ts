import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { makeUser } from '../support/factories';
import { expectConsoleErrorsFromStatus, expectToast } from '../support/e2e-expectations';

test('a person signs up in the dialog, signs out, and signs in again', async ({ page, consoleErrors }) => {
  const person = makeUser();
  const name = `${person.firstName} ${person.lastName}`;
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Welcome, Coder!')).toBeVisible();
  await expect(header.getByText(/0 Ada points/)).toBeVisible();
  await expectNoAxeViolations(page);

  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: "Join Ada's coding adventure!" });
  // Sign In opens the Sign In tab, which offers Forgot Password?; the Sign Up tab is beside it.
  await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Forgot Password?' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expectToast(page, `Welcome to Ada's Code Adventures, ${name}!`, /check.*spam folder/i);
  await expect(dialog).toBeHidden();
  await expect(header.getByText(`Welcome, ${name}!`)).toBeVisible();
  await expect(header.getByText('Level 1')).toBeVisible();
  // From 1280 px the reminders switch is in the Menu
  // (docs/decisions/190-one-header-row-and-classes-link.md).
  const menu = header.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(header.getByRole('switch', { name: 'Reminders' })).toHaveAttribute('aria-checked', 'false');
  await expectNoAxeViolations(page);
  await menu.click();

  // The session survives a reload.
  await page.reload();
  await expect(header.getByText(`Welcome, ${name}!`)).toBeVisible();

  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(header.getByText('Welcome, Coder!')).toBeVisible();
  await menu.click();
  await expect(header.getByRole('link', { name: /Get the Book/ })).toBeVisible();
  await expect(header.getByRole('switch', { name: 'Reminders' })).toHaveCount(0);
  await menu.click();
  await page.reload();
  await expect(header.getByText('Welcome, Coder!')).toBeVisible();

  // A wrong password in the dialog: its fixed words (docs/product.md#messages).
  await header.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Please check your email and password.');
  await expect(dialog).toBeVisible();
  expectConsoleErrorsFromStatus(consoleErrors, 401);

  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText(`Welcome, ${name}!`)).toBeVisible();
  await expectToast(page, `Welcome back, ${name}!`);
});

test('a person signs in on the /auth page, sees the server message for a wrong password, and is sent home', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const person = makeUser({ firstName: 'Ava', lastName: 'Lovelace' });
  const created = await request.post('/api/register', {
    data: person.payload,
    headers: { origin: baseURL!, 'content-type': 'application/json' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Sign In' }).click();

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Password').fill('wrong-password');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'That email and password do not match. Please try again.');
  expectConsoleErrorsFromStatus(consoleErrors, 401);

  await main.getByLabel('Password').fill(person.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Welcome, Ava Lovelace!')).toBeVisible();

  // Signed in, /auth sends the visitor home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('sign-up explains a short password and a taken email', async ({ page, request, baseURL, consoleErrors }) => {
  const person = makeUser();
  await request.post('/api/register', { data: person.payload, headers: { origin: baseURL!, 'content-type': 'application/json' } });

  // On a 1366 x 768 laptop, Create Account is on the screen from the start.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/auth?tab=sign-up');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Create Account' })).toBeInViewport({ ratio: 1 });
  await main.getByLabel('First Name').fill('Sam');
  await main.getByLabel('Last Name').fill('Coder');
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Password').fill('abc');
  await main.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(main.getByLabel('Password')).toBeFocused();

  await main.getByLabel('Password').fill('long-enough-1');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration failed', 'An account with this email already exists. Try signing in instead.');
  expectConsoleErrorsFromStatus(consoleErrors, 409);
});
