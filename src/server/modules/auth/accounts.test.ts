import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { makeUser } from '../../../../tests/support/factories';
import { sessions, users } from '../../db/schema/index';

const englishWords = translatorFor('en');
import { translatorFor } from '../../i18n/translators';
import { EmailTakenError, userRepository } from './repository';

const PUBLIC_FIELDS = [
  'avatarId',
  'displayName',
  'email',
  'emailConfirmed',
  'firstName',
  'id',
  'kind',
  'lastName',
  'level',
  'locale',
  'points',
  'role',
  'username',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.com, Later.Boss@Example.com' } });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  api(t.app, 'POST', '/api/register', { body: payload });

describe('POST /api/register', () => {
  it('creates the account, signs in with a cookie, and GET /api/user returns exactly the public fields', async () => {
    const user = makeUser({ email: `  Mixed.Case.${Date.now()}@Example.COM ` });
    const response = await register({ ...user.payload, points: 9999, avatarId: 7, role: 'admin' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_FIELDS);
    const email = user.email.trim().toLowerCase();
    expect(body).toMatchObject({
      email,
      firstName: 'Sam',
      lastName: 'Coder',
      displayName: 'Sam Coder',
      username: user.payload.username?.trim(),
      // The sign-up payload's points and avatarId (docs/product/api.md#accounts) are never trusted; nor is a role.
      points: 0,
      level: 1,
      avatarId: 1,
      role: 'learner',
    });

    const cookie = cookiesFrom(response);
    expect(cookie).toMatch(/sid=[^;]+; signed_in=1/);
    const me = await api(t.app, 'GET', '/api/user', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
    expect(me.headers['cache-control']).toContain('no-store');

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it('fills in username and display name when the client leaves them out, and trims names', async () => {
    const email = `ada.${Date.now()}@example.com`;
    const response = await register({
      email,
      password: 'secret1',
      firstName: '  Ada ',
      lastName: ' Lovelace  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      username: email.split('@')[0],
    });
  });

  it('answers 409 with a clear message for an email that already has an account (any letter case)', async () => {
    const user = makeUser();
    expect((await register(user.payload)).statusCode).toBe(201);
    const again = await register({ ...user.payload, email: user.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishWords('server.auth.emailTaken') });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('lets exactly one of two simultaneous sign-ups with the same email through (201 + 409, never 500)', async () => {
    const user = makeUser();
    const results = await Promise.all([
      register(user.payload),
      register(user.payload),
      register(user.payload),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: englishWords('server.auth.emailTaken') });
  });

  it('turns the unique-index race into EmailTakenError inside the repository', async () => {
    const repo = userRepository(t.database.db);
    const row = {
      email: `race.${Date.now()}@example.com`,
      passwordHash: 'x',
      username: 'r',
      displayName: 'R R',
      firstName: 'R',
      lastName: 'R',
      role: 'learner' as const,
    };
    const results = await Promise.allSettled([repo.create(row), repo.create(row)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect(failure?.status === 'rejected' && failure.reason).toBeInstanceOf(EmailTakenError);
  });

  it.each([
    ['a short password', { password: '12345' }, /at least 6 characters/],
    ['a too long password', { password: 'x'.repeat(129) }, /at most 128/],
    ['a bad email', { email: 'not-an-email' }, /real email address/],
    ['an empty first name', { firstName: '   ' }, /first name/],
    ['a missing last name', { lastName: undefined }, /last name/],
    ['a 51-letter name', { firstName: 'a'.repeat(51) }, /at most 50/],
    ['a name with a newline', { lastName: 'Evil\nBcc: x' }, /letters/],
  ])('refuses %s with 400 and says which field', async (_, change, why) => {
    const response = await register({ ...makeUser().payload, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(why);
  });

  it('accepts a 6 and a 128 character password', async () => {
    expect((await register({ ...makeUser().payload, password: '123456' })).statusCode).toBe(201);
    expect((await register({ ...makeUser().payload, password: 'p'.repeat(128) })).statusCode).toBe(
      201,
    );
  });

  it('signing up with an ADMIN_EMAILS address is not enough: a learner until the owner confirms it', async () => {
    const response = await register({ ...makeUser().payload, email: 'Boss@Example.com' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'learner', emailConfirmed: false });
    const admin = await api(t.app, 'GET', '/api/admin/users', { cookie: cookiesFrom(response) });
    expect(admin.statusCode).toBe(403);
  });
});

describe('session cookies and storage', () => {
  it('sets sid HttpOnly, SameSite=Lax, Path=/, not Secure on an http APP_ORIGIN; the hint cookie is readable', async () => {
    const response = await register(makeUser().payload);
    const sid = response.cookies.find((c) => c.name === 'sid');
    const hint = response.cookies.find((c) => c.name === 'signed_in');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('marks both cookies Secure when APP_ORIGIN is https', async () => {
    const secure = await createTestApp({ env: { APP_ORIGIN: 'https://ada.example.org' } });
    try {
      const response = await api(secure.app, 'POST', '/api/register', {
        body: makeUser().payload,
        headers: { origin: 'https://ada.example.org' },
      });
      expect(response.statusCode).toBe(201);
      for (const name of ['sid', 'signed_in']) {
        expect(response.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
      }
      const logout = await api(secure.app, 'POST', '/api/logout', {
        headers: { origin: 'https://ada.example.org' },
        cookie: cookiesFrom(response),
      });
      expect(logout.cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const response = await register(makeUser().payload);
    const token = response.cookies.find((c) => c.name === 'sid')?.value ?? '';
    const me = response.json();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await t.database.db.select().from(sessions));
    expect(everything).not.toContain(token);
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('ends the session: the row is gone, both cookies are cleared, the old cookie now gets 401', async () => {
    const response = await register(makeUser().payload);
    const cookie = cookiesFrom(response);
    const logout = await api(t.app, 'POST', '/api/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: englishWords('server.auth.loggedOut') });
    const cleared = Object.fromEntries(logout.cookies.map((c) => [c.name, c]));
    expect(cleared.sid?.value).toBe('');
    expect(cleared.signed_in?.value).toBe('');
    expect(cleared.sid?.expires?.getTime()).toBeLessThan(Date.now());
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, response.json().id)),
    ).toHaveLength(0);

    const after = await api(t.app, 'GET', '/api/user', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
  });

  it('answers logout with 200 for a guest too', async () => {
    const response = await api(t.app, 'POST', '/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTruthy();
  });

  it('gives guests 401 {message} and sets no cookie when none was sent', async () => {
    const response = await api(t.app, 'GET', '/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('clears a stale signed_in hint (and sid) in the 401, so the app stops asking', async () => {
    const response = await api(t.app, 'GET', '/api/user', {
      cookie: 'sid=not-a-real-session; signed_in=1',
    });
    expect(response.statusCode).toBe(401);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual({ sid: '', signed_in: '' });
  });

  it('never returns the password hash or the unsubscribe token', async () => {
    const response = await register(makeUser().payload);
    const me = await api(t.app, 'GET', '/api/user', { cookie: cookiesFrom(response) });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.json().id));
    for (const secret of [row?.passwordHash, row?.unsubscribeToken]) {
      expect(me.body).not.toContain(secret);
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('POST /api/login', () => {
  it('signs in with a new session, and the email is matched case-insensitively', async () => {
    const user = makeUser();
    const registered = await register(user.payload);
    const login = await api(t.app, 'POST', '/api/login', {
      body: { email: ` ${user.email.toUpperCase()} `, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual(registered.json());
    const newCookie = cookiesFrom(login);
    expect(newCookie).not.toBe(cookiesFrom(registered));
    expect((await api(t.app, 'GET', '/api/user', { cookie: newCookie })).statusCode).toBe(200);
  });

  it('replaces the session a browser already had', async () => {
    const user = makeUser();
    const registered = await register(user.payload);
    const oldCookie = cookiesFrom(registered);
    const login = await api(t.app, 'POST', '/api/login', {
      body: { email: user.email, password: user.password },
      cookie: oldCookie,
    });
    expect(login.statusCode).toBe(200);
    expect((await api(t.app, 'GET', '/api/user', { cookie: oldCookie })).statusCode).toBe(401);
  });

  it('makes an email added to ADMIN_EMAILS after sign-up an admin at the next sign-in, once confirmed', async () => {
    const user = makeUser({ email: 'later.boss@example.com' });
    const registered = await register(user.payload);
    expect(registered.json().role).toBe('learner');
    const signIn = () => api(t.app, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
    const unconfirmed = await signIn();
    expect(unconfirmed.json()).toMatchObject({ role: 'learner', emailConfirmed: false });
    // The owner confirmed the address (confirm-email.test.ts goes through the real link).
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.email, 'later.boss@example.com'));
    const login = await signIn();
    expect(login.json()).toMatchObject({ role: 'admin', emailConfirmed: true });
    const me = await api(t.app, 'GET', '/api/user', { cookie: cookiesFrom(login) });
    expect(me.json().role).toBe('admin');
  });
});
