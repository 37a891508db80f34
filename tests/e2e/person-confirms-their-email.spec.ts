import type { Page } from '@playwright/test';
import { englishWords } from '../support/english-words';
import { test, expect, expectNoAxeViolations, latestMailTo, linksIn, registerViaApi } from '../support/e2e';
import { expectConsoleErrorsFromStatus } from '../support/e2e-expectations';

// docs/decisions/110-email-confirmation.md: the sign-up email's link opens /confirm-email, whose
// page confirms the address.

async function confirmationLinkIn(email: string, subject?: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const mail = await latestMailTo(email);
    const link = linksIn(mail).find((l) => l.includes('/confirm-email?token='));
    if (link && (!subject || mail.includes(`Subject: ${subject}`))) return link;
    if (Date.now() - start > 10_000) throw new Error(`no confirmation link to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of [390, 683]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  }
}

test('the link in the sign-up email confirms the address, once', async ({ page, baseURL, consoleErrors }) => {
  const person = await registerViaApi(page.request, baseURL!, { firstName: 'Cora', lastName: 'Confirm' });
  const link = await confirmationLinkIn(person.email);
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(englishWords('server.confirmEmail.done'));
  await expect(page.getByRole('link', { name: 'Start learning' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ emailConfirmed: true });

  // The same link again: used, said plainly; the owner is already confirmed.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(englishWords('server.confirmEmail.linkInvalid'));
  expectConsoleErrorsFromStatus(consoleErrors, 400);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toHaveText(englishWords('server.confirmEmail.alreadyConfirmed'));
});

test('a signed-in owner with a used-up link gets a new one by email, and it works', async ({ page, baseURL, consoleErrors }) => {
  const person = await registerViaApi(page.request, baseURL!, { firstName: 'Rene', lastName: 'Resend' });
  await page.goto('/confirm-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toHaveText(englishWords('server.confirmEmail.linkInvalid'));
  expectConsoleErrorsFromStatus(consoleErrors, 400);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toHaveText(englishWords('server.confirmEmail.sent', { email: person.email.toLowerCase() }));
  const link = await confirmationLinkIn(person.email, englishWords('email.confirm.subject'));
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(englishWords('server.confirmEmail.done'));
});

test('a guest with a bad link is told so and can sign in to get a new one', async ({ page, consoleErrors }) => {
  await page.goto('/confirm-email?token=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
  await expect(page.getByRole('alert')).toHaveText(englishWords('server.confirmEmail.linkInvalid'));
  expectConsoleErrorsFromStatus(consoleErrors, 400);
  await page.getByRole('button', { name: 'Sign in to get a new link' }).click();
  await expect(page.getByRole('dialog', { name: "Join Ada's coding adventure!" })).toBeVisible();

  await page.goto('/confirm-email');
  await expect(page.getByRole('alert')).toHaveText('This link is not complete. Please open the link from your email again.');
});
