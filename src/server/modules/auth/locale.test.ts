import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cookiesFrom, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertUser, signIn, userById } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { makeUser } from '../../../../tests/support/factories';
import { addChild, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import type { ClassDetail, ClassSummary } from '../../../domain/api/class-api';
import type { PublicUser } from '../../../domain/api/user-api';
import { users } from '../../db/schema/index';

// Languages, the server's part (docs/product/languages.md,
// docs/decisions/311-locale-null-means-never-chosen.md to
// docs/decisions/314-the-page-shell-speaks-first.md): PUT /api/locale, the stored `locale` of
// accounts, child profiles and classes, the `lang` cookie at sign-up, sign-in and /join, and the
// page shell's <html lang>.

let t: TestApp;
beforeAll(async () => {
  // A built web app, so pages get their shell (index.html with <html lang>).
  const webRoot = mkdtempSync(path.join(tmpdir(), 'ada-locale-web-'));
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  );
  writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/i18n/generated/messages/en/shell.ts': { file: 'assets/shell-en.js', isDynamicEntry: true },
      'src/i18n/generated/messages/es/shell.ts': { file: 'assets/shell-es.js', isDynamicEntry: true },
    }),
  );
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

const db = () => t.database.db;
const storedLocale = async (id: number) => (await userById(db(), id))?.locale;
const langCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'lang');
const putLocale = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  api(t.app, 'PUT', '/api/locale', { body, cookie, headers });
const getUser = (cookie: string, headers: Record<string, string> = {}) =>
  api(t.app, 'GET', '/api/user', { cookie, headers });
const expectLangCookie = (response: LightMyRequestResponse, locale: string) => {
  const cookie = langCookie(response);
  expect(cookie, response.headers['set-cookie']?.toString()).toMatchObject({
    value: locale,
    path: '/',
    sameSite: 'Lax',
    maxAge: 365 * 24 * 60 * 60,
  });
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.httpOnly).toBeFalsy();
};

describe('PUT /api/locale', () => {
  it("keeps a guest's choice in the lang cookie: 204, nothing stored", async () => {
    const response = await putLocale({ locale: 'es' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expectLangCookie(response, 'es');
  });

  it('stores an account\'s choice, which GET /api/user returns over the cookie and the browser', async () => {
    const user = await insertUser(db());
    const cookie = await signIn(db(), user);
    // Never chosen: null stored, the request's language shown.
    expect(await storedLocale(user.id)).toBeNull();
    expect((await getUser(cookie)).json<PublicUser>().locale).toBe('en');
    expect((await getUser(cookie, { 'accept-language': 'es-MX' })).json<PublicUser>().locale).toBe('es');
    expect((await getUser(`${cookie}; lang=es`)).json<PublicUser>().locale).toBe('es');

    const chose = await putLocale({ locale: 'es' }, cookie);
    expect(chose.statusCode, chose.body).toBe(204);
    expectLangCookie(chose, 'es');
    expect(await storedLocale(user.id)).toBe('es');
    const after = await getUser(`${cookie}; lang=en`, { 'accept-language': 'en-US' });
    expect(after.json<PublicUser>().locale).toBe('es');

    expect((await putLocale({ locale: 'en' }, cookie)).statusCode).toBe(204);
    expect(await storedLocale(user.id)).toBe('en');
    expect((await getUser(cookie, { 'accept-language': 'es' })).json<PublicUser>().locale).toBe('en');
  });

  it("stores a child profile's own choice on the profile", async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const response = await putLocale({ locale: 'es' }, childCookie);
    expect(response.statusCode, response.body).toBe(204);
    expectLangCookie(response, 'es');
    expect(await storedLocale(child.id)).toBe('es');
    const me = (await getUser(childCookie)).json<PublicUser>();
    expect(me).toMatchObject({ kind: 'child', locale: 'es' });
  });

  it('refuses any other language, or none, with a 400 naming locale', async () => {
    const user = await insertUser(db());
    const cookie = await signIn(db(), user);
    for (const body of [{ locale: 'fr' }, { locale: 'ES' }, { locale: 'es-MX' }, { locale: 1 }, { locale: null }, {}]) {
      const response = await putLocale(body, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('locale');
      expect(langCookie(response)).toBeUndefined();
    }
    expect(await storedLocale(user.id)).toBeNull();
  });

  it('is a write like every other: cross-site 403, not JSON 415', async () => {
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify({ locale: 'es' }),
    });
    expect(crossSite.statusCode).toBe(403);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/locale',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
      payload: 'locale=es',
    });
    expect(notJson.statusCode).toBe(415);
  });
});

describe('sign-up and sign-in', () => {
  it('an account made while the lang cookie says es starts in Spanish', async () => {
    const user = makeUser();
    const response = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true },
      headers: { cookie: 'lang=es' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<PublicUser>();
    expect(made.locale).toBe('es');
    expect(await storedLocale(made.id)).toBe('es');
    expectLangCookie(response, 'es');
  });

  it('an account made without a word about its language keeps the browser\'s; with none, nothing (docs/decisions/360-a-sign-up-keeps-its-pages-language.md)', async () => {
    const spanish = await api(t.app, 'POST', '/api/register', {
      body: makeUser().payload,
      headers: { 'accept-language': 'es-419' },
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect(spanish.json<PublicUser>().locale).toBe('es');
    expect(await storedLocale(spanish.json<PublicUser>().id)).toBe('es');
    expectLangCookie(spanish, 'es');

    const silent = await api(t.app, 'POST', '/api/register', { body: makeUser().payload });
    expect(silent.statusCode, silent.body).toBe(201);
    expect(await storedLocale(silent.json<PublicUser>().id)).toBeNull();
    expect(langCookie(silent)).toBeUndefined();
  });

  it('keeps the language the page was in over the browser\'s, and refuses one we do not speak', async () => {
    const english = await api(t.app, 'POST', '/api/register', {
      body: { ...makeUser().payload, grownUp: true, locale: 'en' },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(english.statusCode, english.body).toBe(201);
    expect(await storedLocale(english.json<PublicUser>().id)).toBe('en');
    expectLangCookie(english, 'en');

    const user = makeUser();
    const french = await api(t.app, 'POST', '/api/register', {
      body: { ...user.payload, grownUp: true, locale: 'fr' },
      headers: { 'accept-language': 'es-MX' },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json<{ message: string }>().message).toContain('locale');
    expect(await t.database.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
  });

  it('a parent who signs up on a Spanish page, never touching the picker, gets Spanish later on an English browser', async () => {
    const user = makeUser({ firstName: 'Lucía' });
    const signUp = await api(t.app, 'POST', '/api/register', {
      // What the web sends from a page in Spanish (the browser's es-MX, no lang cookie).
      body: { ...user.payload, grownUp: true, locale: 'es' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json<PublicUser>().locale).toBe('es');
    expect(await storedLocale(signUp.json<PublicUser>().id)).toBe('es');

    // Later, on a laptop whose browser reads English and has no lang cookie.
    const englishBrowser = { 'accept-language': 'en-US,en;q=0.9' };
    const signIn = await api(t.app, 'POST', '/api/login', {
      body: { email: user.email, password: user.password },
      headers: englishBrowser,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json<PublicUser>().locale).toBe('es');
    expectLangCookie(signIn, 'es');
    const cookie = cookiesFrom(signIn);
    expect((await getUser(cookie, englishBrowser)).json<PublicUser>().locale).toBe('es');
    const out = await api(t.app, 'POST', '/api/logout', { cookie, headers: englishBrowser });
    expect(out.json()).toEqual({ message: 'Cerraste sesión.' });
  });

  const login = (email: string, password: string, cookie?: string) =>
    api(t.app, 'POST', '/api/login', { body: { email, password }, ...(cookie ? { cookie } : {}) });

  it('signing in sets the lang cookie to the account\'s language, over this browser\'s', async () => {
    const grownUp = await signUpGrownUp(t, { consent: false });
    expect((await putLocale({ locale: 'es' }, grownUp.cookie)).statusCode).toBe(204);
    const response = await login(grownUp.email, grownUp.password, 'lang=en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PublicUser>().locale).toBe('es');
    expectLangCookie(response, 'es');
    expect(await storedLocale(grownUp.id)).toBe('es');
  });

  it("an account that never chose takes this browser's cookie at sign-in; without one, nothing", async () => {
    const grownUp = await signUpGrownUp(t, { consent: false });
    const plain = await login(grownUp.email, grownUp.password);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(langCookie(plain)).toBeUndefined();
    expect(await storedLocale(grownUp.id)).toBeNull();

    const withCookie = await login(grownUp.email, grownUp.password, 'lang=es');
    expect(withCookie.statusCode, withCookie.body).toBe(200);
    expect(withCookie.json<PublicUser>().locale).toBe('es');
    expect(await storedLocale(grownUp.id)).toBe('es');
    expectLangCookie(withCookie, 'es');
  });

  it("a grown-up's new child profile starts in the grown-up's language, and switching to it sets the cookie", async () => {
    const grownUp = await signUpGrownUp(t);
    expect((await putLocale({ locale: 'es' }, grownUp.cookie)).statusCode).toBe(204);
    const child = await addChild(t, grownUp);
    expect(await storedLocale(child.id)).toBe('es');
    const switched = await api(t.app, 'POST', `/api/family/children/${child.id}/switch`, {
      cookie: `${grownUp.cookie}; lang=en`,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<PublicUser>()).toMatchObject({ kind: 'child', locale: 'es' });
    expectLangCookie(switched, 'es');
  });
});

describe("a class's language", () => {
  async function classWith(nicknames: string[]) {
    const { teacher, cookie } = await insertTeacher(db());
    const made = await makeClass(t.app, cookie, `Clase ${Math.random().toString(36).slice(2, 8)}`, nicknames);
    return { teacher, cookie, made };
  }
  const join = (made: ClassDetail, index: number, cookie?: string) =>
    api(t.app, 'POST', '/api/join', {
      body: {
        joinCode: made.joinCode,
        studentId: made.students[index]!.id,
        pictures: made.students[index]!.pictures,
      },
      ...(cookie ? { cookie } : {}),
    });

  it('is null until its teacher sets it; PATCH {locale} sets it and GET shows it', async () => {
    const { cookie, made } = await classWith([]);
    expect(made.locale).toBeNull();
    const listed = await api(t.app, 'GET', '/api/classes', { cookie });
    expect(listed.json<{ classes: ClassSummary[] }>().classes[0]!.locale).toBeNull();

    const patched = await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale: 'es' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<ClassSummary>()).toMatchObject({ id: made.id, locale: 'es', name: made.name });
    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    expect(detail.json<ClassDetail>().locale).toBe('es');
    const both = await api(t.app, 'PATCH', `/api/classes/${made.id}`, {
      cookie,
      body: { locale: 'en', name: 'Class B' },
    });
    expect(both.json<ClassSummary>()).toMatchObject({ locale: 'en', name: 'Class B' });
    // "Not set" again: null clears it, and nothing else changes.
    const cleared = await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<ClassSummary>()).toMatchObject({ locale: null, name: 'Class B' });
  });

  it('refuses another language with a 400 naming locale; another teacher gets 404', async () => {
    const { cookie, made } = await classWith([]);
    for (const locale of ['fr', '', 7, 'es-MX']) {
      const response = await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale } });
      expect(response.statusCode, String(locale)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('locale');
    }
    const other = await insertTeacher(db());
    const theirs = await api(t.app, 'PATCH', `/api/classes/${made.id}`, {
      cookie: other.cookie,
      body: { locale: 'es' },
    });
    expect(theirs.statusCode).toBe(404);
    const detail = await api(t.app, 'GET', `/api/classes/${made.id}`, { cookie });
    expect(detail.json<ClassDetail>().locale).toBeNull();
  });

  it("gives a joining child the class's language and the cookie for the first screen; a child's own choice stays", async () => {
    const { cookie, made } = await classWith(['Lu', 'Mo']);
    expect(
      (await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale: 'es' } })).statusCode,
    ).toBe(200);
    const lu = await join(made, 0, 'lang=en');
    expect(lu.statusCode, lu.body).toBe(200);
    expect(lu.json<PublicUser>()).toMatchObject({ kind: 'child', locale: 'es' });
    expectLangCookie(lu, 'es');
    expect(await storedLocale(made.students[0]!.id)).toBe('es');

    // Lu picks English later: it is theirs, and the next join keeps it.
    const luCookie = cookiesFrom(lu);
    expect((await putLocale({ locale: 'en' }, luCookie)).statusCode).toBe(204);
    const again = await join(made, 0);
    expect(again.json<PublicUser>().locale).toBe('en');
    expectLangCookie(again, 'en');

    // The teacher's later change reaches a child who never chose at their next join.
    expect(await storedLocale(made.students[1]!.id)).toBeNull();
    await api(t.app, 'PATCH', `/api/classes/${made.id}`, { cookie, body: { locale: 'en' } });
    const mo = await join(made, 1, 'lang=es');
    expect(mo.json<PublicUser>().locale).toBe('en');
    expectLangCookie(mo, 'en');
  });

  it('a class without a language leaves the child unset and the cookie as it was', async () => {
    const { made } = await classWith(['Pat']);
    const pat = await join(made, 0, 'lang=es');
    expect(pat.statusCode, pat.body).toBe(200);
    expect(pat.json<PublicUser>().locale).toBe('es');
    expect(langCookie(pat)).toBeUndefined();
    expect(await storedLocale(made.students[0]!.id)).toBeNull();
  });
});

describe('the page shell', () => {
  const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/learn', headers });

  it("speaks the browser's language, then the cookie's, then the signed-in person's", async () => {
    const mx = await page({ 'accept-language': 'es-MX' });
    expect(mx.statusCode).toBe(200);
    expect(mx.body).toContain('<html lang="es">');
    expect(mx.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-es.js">');
    expect(mx.headers.vary).toContain('Accept-Language');
    expect(mx.headers.vary).toContain('Cookie');

    const en = await page({ 'accept-language': 'es-MX', cookie: 'lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('href="/assets/shell-en.js"');

    const user = await insertUser(db());
    await db().update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const session = await signIn(db(), user);
    const signedIn = await page({ cookie: `${session}; signed_in=1; lang=en`, 'accept-language': 'en' });
    expect(signedIn.body).toContain('<html lang="es">');
    expect(signedIn.body).toContain('href="/assets/shell-es.js"');
  });
});
