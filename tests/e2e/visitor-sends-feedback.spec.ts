import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';
import { expectToast } from '../support/e2e-expectations';

const isFeedbackPost = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/api/feedback') && r.request().method() === 'POST';

test('a visitor must answer the second question, then sends feedback with stars and an email', async ({ page, baseURL }) => {
  await page.goto('/learn');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expectToast(page, 'Message required', 'Please answer the second question about what was confusing.');
  const confusing = dialog.getByLabel("What was confusing or didn't work? (required)");
  await expect(confusing).toBeFocused();

  // Stars are a radio group: a tap chooses one, arrow keys move the choice.
  await dialog.locator('label', { hasText: '2 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeFocused();

  await dialog.getByLabel('What was helpful or exciting?').fill('The robot dance');
  await confusing.fill('Where the maze starts');
  await dialog.getByLabel("A grown-up's email (optional)").fill('parent@example.com');

  const [response] = await Promise.all([page.waitForResponse(isFeedbackPost), dialog.getByRole('button', { name: 'Send Feedback' }).click()]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number) });
  expect(response.request().postDataJSON()).toEqual({
    userId: null,
    email: 'parent@example.com',
    rating: 4,
    feedbackType: 'user_testing',
    subject: 'User Testing Feedback',
    message: "What was helpful or exciting: The robot dance\n\nWhat was confusing or didn't work: Where the maze starts",
    pageUrl: `${baseURL}/learn`,
    userAgent: expect.any(String),
  });
  await expectToast(page, 'Feedback submitted!', 'Thank you for helping us improve the platform.');
  await expect(dialog).toBeHidden();

  // F8 moves focus to the notifications (docs/product.md#toasts).
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator(':focus')).toHaveCount(1);

  // The form starts fresh next time.
  await page.getByRole('button', { name: 'Feedback' }).click();
  await expect(dialog.getByLabel('What was helpful or exciting?')).toHaveValue('');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a signed-in learner sends feedback under their own account, without typing an email', async ({ page, baseURL }) => {
  const person = await registerViaApi(page.request, baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Feedback' });
  await expect(dialog.getByText(`We will send this with your email: ${person.email.toLowerCase()}`)).toBeVisible();
  await expect(dialog.getByLabel("A grown-up's email (optional)")).toHaveCount(0);

  await dialog.getByLabel("What was confusing or didn't work? (required)").fill('Nothing, it was great');
  await dialog.getByLabel('Would you recommend it to a friend? Who would you tell?').fill('Yes, my class');
  const [response] = await Promise.all([page.waitForResponse(isFeedbackPost), dialog.getByRole('button', { name: 'Send Feedback' }).click()]);
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({
    userId: expect.any(Number),
    email: person.email.toLowerCase(),
    rating: null,
    message: "What was confusing or didn't work: Nothing, it was great\n\nWould you recommend it: Yes, my class",
  });
  await expectToast(page, 'Feedback submitted!');
});
