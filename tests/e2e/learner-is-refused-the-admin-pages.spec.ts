import { test, expect, expectNoAxeViolations, registerViaApi } from '../support/e2e';

const PAGES = [
  { path: '/admin', title: 'Admin' },
  { path: '/admin/feedback', title: 'Feedback Management' },
  { path: '/admin/outreach', title: 'User Outreach' },
];
const adminLinks = /Admin|Feedback Management|User Outreach/;

test('a guest is asked to sign in on the admin pages', async ({ page }) => {
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Please sign in to see this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('button', { name: /Send|Mark resolved/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: adminLinks })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('a learner is told the admin pages are not for them, and the server refuses them too', async ({ page, baseURL }) => {
  await registerViaApi(page.request, baseURL!);
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This page is only for admins.', { exact: false })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    // Neither the header nor the page shows a learner a way into the admin area.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: adminLinks })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  expect((await page.request.get('/api/feedback')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  const send = await page.request.post('/api/admin/send-bulk-email', { headers, data: { audience: 'active', subject: 'Hi', message: 'Hello' } });
  expect(send.status()).toBe(403);
  expect((await send.json()).message).toBe('You are not allowed to do that.');
});
