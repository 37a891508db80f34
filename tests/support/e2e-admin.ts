import { expect, type APIRequestContext } from '@playwright/test';
import { latestMailTo, linksIn } from './e2e';
import { makeUser } from './factories';
import { activityBody } from './lesson-work';

// playwright.config.ts sets ADMIN_EMAILS=admin@example.com: this account becomes an admin once
// its owner confirms the address by the link in its sign-up email
// (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md).
const ADMIN = { email: 'admin@example.com', password: 'admin-rainbow-42', firstName: 'Ada', lastName: 'Admin' };

const jsonHeaders = (baseURL: string) => ({ origin: baseURL, 'content-type': 'application/json' });

/**
 * Signs `request` in as the admin: registers the account the first time, signs in after that
 * (specs run in parallel, so either may come first). Use page.request to share the page's cookies.
 */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string): Promise<void> {
  const payload = makeUser(ADMIN).payload;
  const registered = await request.post('/api/register', { data: payload, headers: jsonHeaders(baseURL) });
  if (registered.status() !== 201) {
    expect(registered.status(), await registered.text()).toBe(409);
    const login = await request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password }, headers: jsonHeaders(baseURL) });
    expect(login.status(), await login.text()).toBe(200);
  }
  const me = async () => (await (await request.get('/api/user')).json()) as { role: string; emailConfirmed: boolean };
  if ((await me()).role === 'admin') return;
  // Confirm the address by the link in the real sign-up email (the outbox file). Specs run in
  // parallel: another one may have used the link first (400), which confirms it just the same.
  const link = linksIn(await latestMailTo(ADMIN.email)).find((l) => l.includes('/confirm-email?token='));
  expect(link, 'a confirmation link in the admin sign-up email').toBeTruthy();
  const token = new URL(link!).searchParams.get('token');
  const confirmed = await request.post('/api/confirm-email', { data: { token }, headers: jsonHeaders(baseURL) });
  expect([200, 400], await confirmed.text()).toContain(confirmed.status());
  await expect.poll(async () => (await me()).role, { timeout: 10_000 }).toBe('admin');
}

/** A learner with points (a finished activity), so bulk email reaches them. */
export async function learnerWithPoints(request: APIRequestContext, baseURL: string, firstName: string) {
  const user = makeUser({ firstName, lastName: 'Learner' });
  const registered = await request.post('/api/register', { data: user.payload, headers: jsonHeaders(baseURL) });
  expect(registered.status(), await registered.text()).toBe(201);
  const points = await request.post('/api/user/points', { data: activityBody('robot-dance'), headers: jsonHeaders(baseURL) });
  expect(points.status(), await points.text()).toBe(200);
  return user;
}

export async function sendFeedbackAs(request: APIRequestContext, baseURL: string, message: string, rating: number) {
  const response = await request.post('/api/feedback', {
    data: { rating, feedbackType: 'user_testing', subject: 'User Testing Feedback', message, pageUrl: `${baseURL}/learn`, userAgent: 'e2e' },
    headers: jsonHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBe(201);
}
