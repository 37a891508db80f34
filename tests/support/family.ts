import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { makeUser } from './factories';
import { confirmationTokenFromOutbox } from './outbox';
import { api, cookiesFrom, type TestApp } from './test-app';

// Families as a grown-up makes them: through the API, with the real email in DATA_DIR/outbox
// (file mode) and the link in it (docs/product.md#accounts-and-children).

export type GrownUp = { id: number; email: string; password: string; cookie: string };

/**
 * A grown-up who signed up with "18 or older" ticked and, unless `consent: false`, opened the
 * link in the welcome email (which carries the notice), so their consent stands.
 */
export async function signUpGrownUp(
  t: TestApp,
  options: { consent?: boolean } = {},
): Promise<GrownUp> {
  const user = makeUser();
  const response = await api(t.app, 'POST', '/api/register', {
    body: { ...user.payload, grownUp: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  const grownUp = {
    id: (response.json() as { id: number }).id,
    email: user.email.toLowerCase(),
    password: user.password,
    cookie: cookiesFrom(response),
  };
  if (options.consent !== false) await openEmailLink(t, grownUp.email);
  return grownUp;
}

/** Opens the newest confirmation link mailed to `email`, as its owner would. */
async function openEmailLink(t: TestApp, email: string): Promise<void> {
  const token = await confirmationTokenFromOutbox(t.env.DATA_DIR, email);
  const confirmed = await api(t.app, 'POST', '/api/confirm-email', { body: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const uniqueNickname = (): string => `Kid ${randomBytes(3).toString('hex')}`;

/** A child profile in the grown-up's family; returns its id. */
export async function addChild(
  t: TestApp,
  grownUp: Pick<GrownUp, 'cookie'>,
  profile: { nickname?: string; avatarId?: number } = {},
): Promise<{ id: number; nickname: string }> {
  const nickname = profile.nickname ?? uniqueNickname();
  const response = await api(t.app, 'POST', '/api/family/children', {
    cookie: grownUp.cookie,
    body: { nickname, avatarId: profile.avatarId ?? 3 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: number }).id, nickname };
}

/**
 * Switches the grown-up's browser into the child: returns the child's Cookie header. The
 * grown-up's session given here ends (sign in again with `signInAgain`).
 */
export async function switchTo(t: TestApp, cookie: string, childId: number): Promise<string> {
  const response = await api(t.app, 'POST', `/api/family/children/${childId}/switch`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesFrom(response);
}

/** A fresh session for the grown-up, through POST /api/login. */
export async function signInAgain(t: TestApp, grownUp: GrownUp): Promise<string> {
  const response = await api(t.app, 'POST', '/api/login', {
    body: { email: grownUp.email, password: grownUp.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesFrom(response);
}
