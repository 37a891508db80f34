import { randomBytes } from 'node:crypto';
import { test, expect, expectNoAxeViolations, latestMailTo, linksIn } from '../support/e2e';
import { expectToast } from '../support/e2e-expectations';
import { learnerWithPoints, sendFeedbackAs, signInAsAdmin } from '../support/e2e-admin';
import { makeUser } from '../support/factories';
import { doneActivity } from '../support/lesson-work';

test('an admin reads and resolves feedback, then emails one learner and all active learners', async ({ page, baseURL, playwright }) => {
  const tag = randomBytes(3).toString('hex');
  // Two learners with points; one of them leaves feedback (with markup that must stay text).
  const learnerApi = await playwright.request.newContext({ baseURL });
  const kim = await learnerWithPoints(learnerApi, baseURL!, `Kim${tag}`);
  const feedbackText = `The maze was fun <b>${tag}</b> but the loops quiz was hard`;
  await sendFeedbackAs(learnerApi, baseURL!, feedbackText, 4);
  const lee = await learnerWithPoints(learnerApi, baseURL!, `Lee${tag}`);
  await learnerApi.dispose();

  await signInAsAdmin(page.request, baseURL!);
  // The header's Admin link (admins only) leads to the admin area, which links to both pages.
  const adminLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
  await page.goto('/');
  await adminLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Feedback Management' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Management' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+ items?$/)).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: feedbackText });
  await expect(card).toBeVisible();
  await expect(card.getByText('Rating: 4 out of 5')).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText(kim.email.toLowerCase())).toBeVisible();
  await expect(card.getByText(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Mark resolved' }).click();
  await expectToast(page, 'Feedback resolved');
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await card.getByLabel('Admin notes').fill('Made the loops quiz clearer.');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Notes saved');

  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').filter({ hasText: feedbackText })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolved', exact: true }).click();
  const resolvedCard = page.getByRole('article').filter({ hasText: feedbackText });
  await expect(resolvedCard).toBeVisible();
  await expect(resolvedCard.getByLabel('Admin notes')).toHaveValue('Made the loops quiz clearer.');
  await expect(page.getByRole('heading', { name: 'App activity (last 30 days)' })).toBeVisible();

  // Outreach: one learner.
  await adminLink.click();
  await page.getByRole('link', { name: 'User Outreach' }).click();
  await expect(page).toHaveURL(/\/admin\/outreach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Outreach' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Individual Email' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send Email' }).click();
  await expectToast(page, 'Missing information', 'Please select a user and fill in subject and message');

  await page.getByLabel('Search users by email or name').fill(`Kim${tag}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const kimOption = page.getByRole('radio', { name: new RegExp(`Kim${tag} Learner`) });
  await expect(kimOption).toHaveCount(1);
  await expect(page.getByText('10 pts')).toBeVisible();
  await kimOption.check();
  await page.getByLabel('Subject').fill(`Well done ${tag}`);
  await page.getByLabel('Message').fill('You finished the robot dance. Keep going!');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expectToast(page, 'Email sent successfully!', `Your email to Kim${tag} Learner is on its way.`);

  const kimMail = await waitForMail(kim.email.toLowerCase(), `Well done ${tag}`);
  expect(kimMail).toContain('You finished the robot dance. Keep going!');
  expect(kimMail).toMatch(/^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\/one-click\?token=[A-Za-z0-9_-]{43}>/m);
  expect(kimMail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const unsubscribeLink = linksIn(kimMail).find((link) => link.includes('/unsubscribe?token='));
  expect(unsubscribeLink).toBeTruthy();

  // Bulk: every active learner.
  await page.getByRole('tab', { name: 'Bulk Email' }).click();
  await expect(page.getByText(/^Recipients: \d+ active users?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send to All Active Users' }).click();
  await expectToast(page, 'Missing information', 'Please fill in subject and message');
  await page.getByLabel('Subject').fill(`New lesson ${tag}`);
  await page.getByLabel('Message').fill('Conditionals are open: try If This Then That!');
  // It asks first, with the number of people the server counts now; Cancel sends nothing.
  // (Other journeys may add active users meanwhile: the number is at least the one counted.)
  const counted = (await (await page.request.get('/api/admin/active-recipients')).json()).count;
  expect(counted).toBeGreaterThanOrEqual(2);
  const send = page.getByRole('button', { name: 'Send to All Active Users' });
  await send.click();
  const confirm = page.getByRole('alertdialog', { name: /^Send this email to \d+ active users\?$/ });
  await expect(confirm).toContainText(`New lesson ${tag}`);
  const title = await confirm.getByRole('heading').textContent();
  expect(Number(/\d+/.exec(title ?? '')?.[0])).toBeGreaterThanOrEqual(counted);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(send).toBeFocused();
  await expect(page.getByLabel('Subject')).toHaveValue(`New lesson ${tag}`);
  await send.click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Yes, send to \d+ active users$/ })
    .click();
  await expectToast(page, 'Bulk email sent!', /emails? (is|are) on the way/);

  for (const learner of [kim, lee]) {
    const mail = await waitForMail(learner.email.toLowerCase(), `New lesson ${tag}`);
    expect(mail).toContain('Conditionals are open');
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  }
  const batch = page.getByRole('listitem').filter({ hasText: `New lesson ${tag}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh progress' }).click();
    await expect(batch.getByText(/^(\d+) of \1 sent/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // The learner's unsubscribe link works (confirm page, then no more outreach).
  await page.goto(unsubscribeLink!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Stop emails' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Yes, stop the emails' }).click();
  await expect(page.getByRole('status')).toContainText('You will not get any more of these emails');
});

test('the app activity counts sign-ups and sign-ins, fresh each time the page opens', async ({ page, baseURL, browser }) => {
  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/admin/feedback');
  const activity = page.getByRole('region', { name: 'App activity (last 30 days)' });
  const countOf = async (label: string) => {
    const row = activity.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
    return (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').last().textContent());
  };
  await expect(page.getByRole('button', { name: 'Refresh activity' })).toBeEnabled();
  const before = { signUps: await countOf('Sign ups'), signIns: await countOf('Sign ins') };

  // A grown-up who played as a guest signs up (their progress moves and the page reloads at once),
  // signs out and signs in again, then closes the tab: nothing waits for the app to send anything.
  const child = await browser.newContext({ serviceWorkers: 'block' });
  const childPage = await child.newPage();
  await childPage.goto('/');
  await childPage.evaluate(
    (dance) =>
      localStorage.setItem(
        'guestData',
        JSON.stringify({ points: 10, progress: [], gameScores: [], activities: ['robot-dance'], activityEvidence: { 'robot-dance': dance } }),
      ),
    doneActivity('robot-dance'),
  );
  await childPage.reload();
  const person = makeUser();
  const header = childPage.getByRole('banner');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = childPage.getByRole('dialog', { name: "Join Ada's coding adventure!" });
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('checkbox', { name: 'I am a parent, guardian or teacher, 18 or older' }).check();
  // The guest's work is the grown-up's own
  // (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
  await dialog.getByRole('radio', { name: 'Mine: move it to my account' }).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(childPage, `Welcome to Ada's Code Adventures, ${person.firstName} ${person.lastName}!`, /You earned 10 points before signing up/);
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await header.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await child.close();

  // The admin opens the page again (in the app, no reload): the counts are asked again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Feedback Management' }).click();
  await expect(page.getByRole('button', { name: 'Refresh activity' })).toBeEnabled();
  // Other journeys running at the same time may add theirs: at least ours.
  await expect.poll(() => countOf('Sign ups')).toBeGreaterThanOrEqual(before.signUps + 1);
  await expect.poll(() => countOf('Sign ins')).toBeGreaterThanOrEqual(before.signIns + 1);
});

/** latestMailTo returns the newest mail to someone; wait until it is the one with `subject`. */
async function waitForMail(to: string, subject: string): Promise<string> {
  const start = Date.now();
  for (;;) {
    const mail = await latestMailTo(to);
    if (mail.includes(`Subject: ${subject}`)) return mail;
    if (Date.now() - start > 15_000) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
