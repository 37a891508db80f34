import { beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { KNOWN_USER_KEY, forgetUser, lastKnownUser, loadUser, rememberUser } from './known-user';
import type { User } from './user';

const ada: User = {
  kind: 'learner',
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  displayName: 'Ada L',
  firstName: 'Ada',
  lastName: 'Lovelace',
  points: 120,
  level: 2,
  avatarId: 3,
  role: 'learner',
  emailConfirmed: true,
  locale: 'en',
};
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const signedOut = () => Promise.reject(new ApiError(401, '{"message":"no"}', 'no'));

beforeEach(() => localStorage.clear());

it('keeps only what the screens need offline: no email, no first or last name', () => {
  rememberUser(ada);
  const kept = localStorage.getItem(KNOWN_USER_KEY)!;
  expect(kept).not.toContain('ada@example.com');
  expect(kept).not.toContain('Lovelace');
  expect(JSON.parse(kept)).toEqual({
    id: 7,
    username: 'ada',
    displayName: 'Ada L',
    points: 120,
    level: 2,
    role: 'learner',
  });
  expect(lastKnownUser()).toEqual({
    ...ada,
    email: '',
    firstName: '',
    lastName: '',
    avatarId: 1,
    emailConfirmed: false,
  });
});

it('remembers each answer of GET /api/user, replacing the user kept before', async () => {
  rememberUser({ ...ada, id: 8, displayName: 'Someone Else' });
  expect(await loadUser(async () => ada)).toEqual(ada);
  expect(lastKnownUser()?.id).toBe(7);
  expect(await loadUser(async () => ({ ...ada, points: 170, level: 3 }))).toMatchObject({
    points: 170,
  });
  expect(lastKnownUser()).toMatchObject({ id: 7, points: 170, level: 3 });
});

it('offline, stands in the last known user', async () => {
  await loadUser(async () => ada);
  expect(await loadUser(offline)).toEqual({
    ...ada,
    email: '',
    firstName: '',
    lastName: '',
    avatarId: 1,
    emailConfirmed: false,
  });
});

it('offline with nobody kept, fails as before', async () => {
  await expect(loadUser(offline)).rejects.toBeInstanceOf(TypeError);
});

it('a 401 is a guest and forgets the kept user', async () => {
  rememberUser(ada);
  expect(await loadUser(signedOut)).toBeNull();
  expect(localStorage.getItem(KNOWN_USER_KEY)).toBeNull();
  await expect(loadUser(offline)).rejects.toBeInstanceOf(TypeError);
});

it('a server error does not stand in the kept user', async () => {
  rememberUser(ada);
  await expect(loadUser(() => Promise.reject(new ApiError(500, '{}', 'x')))).rejects.toBeInstanceOf(
    ApiError,
  );
  expect(lastKnownUser()?.id).toBe(7);
});

it('forgets on demand (sign out)', () => {
  rememberUser(ada);
  forgetUser();
  expect(lastKnownUser()).toBeNull();
});

it('reads corrupt or hand-edited storage defensively, and drops it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(KNOWN_USER_KEY, '{not json');
  expect(lastKnownUser()).toBeNull();
  expect(warn).toHaveBeenCalled();
  expect(localStorage.getItem(KNOWN_USER_KEY)).toBeNull();
  for (const bad of [
    { id: 'me' },
    { ...ada, role: 'owner' },
    { ...ada, points: -1 },
    [ada],
    'ada',
  ]) {
    localStorage.setItem(KNOWN_USER_KEY, JSON.stringify(bad));
    expect(lastKnownUser()).toBeNull();
    expect(localStorage.getItem(KNOWN_USER_KEY)).toBeNull();
  }
  warn.mockRestore();
});

it("keeps a child's avatar and whose profile it is, so the header shows the child offline", async () => {
  const sam: User = {
    kind: 'child',
    id: 9,
    nickname: 'Sam',
    username: 'Sam',
    displayName: 'Sam',
    points: 40,
    level: 1,
    avatarId: 5,
    role: 'learner',
    profileOf: 'family',
    locale: 'en',
  };
  await loadUser(async () => sam);
  expect(await loadUser(offline)).toEqual(sam);
  // A grown-up signing in afterwards is no child.
  await loadUser(async () => ada);
  expect(JSON.parse(localStorage.getItem(KNOWN_USER_KEY)!)).not.toHaveProperty('profileOf');
});
