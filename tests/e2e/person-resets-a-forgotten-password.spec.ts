import { test, expect, expectNoAxeViolations, latestMailTo, linksIn, registerViaApi } from '../support/e2e';
import { expectConsoleErrorsFromStatus, expectToast } from '../support/e2e-expectations';

test('a person asks for a reset link, sets a new password from the email, and signs in with it', async ({ page, request, baseURL, consoleErrors }) => {
  const person = await registerViaApi(request, baseURL!, { firstName: 'Rita', lastName: 'Reset' });
  const newPassword = 'brand-new-secret-7';

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email').fill(person.email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toHaveText(/If an account exists for that email, we sent a link/);
  await expectNoAxeViolations(page);
  await forgot.getByRole('button', { name: 'Close' }).click();

  const mail = await latestMailTo(person.email);
  const link = linksIn(mail).find((l) => l.includes('/reset-password?token='));
  expect(link, 'a reset link in the email').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Make a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const newField = page.getByLabel('New Password', { exact: true });
  const confirmField = page.getByLabel('Confirm New Password');

  await newField.fill(newPassword);
  await confirmField.fill('something-else');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, "Passwords don't match", 'Please make sure both passwords are the same.');

  await newField.fill('abc');
  await confirmField.fill('abc');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');

  await newField.fill(newPassword);
  await confirmField.fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Reset Successful', 'Your password has been updated. You can now log in with your new password.');
  await expect(page).toHaveURL(/\/auth$/);

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Password').fill(newPassword);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Welcome, Rita Reset!')).toBeVisible();

  // The used link says so as soon as it opens, and offers a new one.
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link has already been used.' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Get a new link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/If an account exists for that email, we sent a link/);
  await expect.poll(async () => linksIn(await latestMailTo(person.email)).find((l) => l.includes('/reset-password?token='))).not.toBe(link);
  expectConsoleErrorsFromStatus(consoleErrors, 410);
});

test('a reset link without a token is refused and leads to sign in', async ({ page }) => {
  await page.goto('/reset-password');
  await expectToast(page, 'Invalid Link', 'This password reset link is invalid.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a made-up token shows the server reason as the page opens', async ({ page, consoleErrors }) => {
  await page.goto('/reset-password?token=made-up-token');
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  expectConsoleErrorsFromStatus(consoleErrors, 400);
});
