import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertUser, userById } from '../../../../tests/support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unsubscribe tokens', () => {
  it('are random 256-bit values, different for every user', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => insertUser(t.database.db)));
    const tokens = made.map((u) => u.unsubscribeToken);
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are set at registration, so every real account can unsubscribe', async () => {
    const { makeUser } = await import('../../../../tests/support/factories');
    const person = makeUser();
    const registered = await api(t.app, 'POST', '/api/register', { body: person.payload });
    expect(registered.statusCode).toBe(201);
    const row = await userById(t.database.db, registered.json().id);
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registered.body).not.toContain(row!.unsubscribeToken);
  });

  it('unsubscribe exactly the one user they belong to', async () => {
    const a = await insertUser(t.database.db, { points: 10 });
    const b = await insertUser(t.database.db, { points: 10 });
    const response = await api(t.app, 'POST', '/api/unsubscribe', {
      body: { token: a.unsubscribeToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/will not get any more/);
    expect((await userById(t.database.db, a.id))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await userById(t.database.db, b.id))?.unsubscribedAt).toBeNull();
    // Again: still fine, the first time is kept.
    const first = (await userById(t.database.db, a.id))!.unsubscribedAt!.getTime();
    expect(
      (await api(t.app, 'POST', '/api/unsubscribe', { body: { token: a.unsubscribeToken } }))
        .statusCode,
    ).toBe(200);
    expect((await userById(t.database.db, a.id))!.unsubscribedAt!.getTime()).toBe(first);
  });

  it('cannot be guessed: near misses, other strings and missing tokens do nothing', async () => {
    const a = await insertUser(t.database.db, { points: 10 });
    const nearMiss =
      a.unsubscribeToken.slice(0, -1) + (a.unsubscribeToken.endsWith('A') ? 'B' : 'A');
    for (const token of [
      nearMiss,
      'A'.repeat(43),
      a.unsubscribeToken.toLowerCase() === a.unsubscribeToken
        ? 'x'.repeat(43)
        : a.unsubscribeToken.toLowerCase(),
    ]) {
      const response = await api(t.app, 'POST', '/api/unsubscribe', { body: { token } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not valid/);
    }
    for (const body of [{}, { token: '' }, { token: "' or 1=1 --" }, { token: 42 }]) {
      expect((await api(t.app, 'POST', '/api/unsubscribe', { body })).statusCode).toBe(400);
    }
    expect((await userById(t.database.db, a.id))?.unsubscribedAt).toBeNull();
  });

  it('the JSON route stays same-origin only; the one-click route accepts mail clients', async () => {
    const a = await insertUser(t.database.db);
    const crossSite = await api(t.app, 'POST', '/api/unsubscribe', {
      body: { token: a.unsubscribeToken },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await userById(t.database.db, a.id))?.unsubscribedAt).toBeNull();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe/one-click?token=' + 'Z'.repeat(43),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/one-click?token=${a.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(right.statusCode).toBe(200);
    expect((await userById(t.database.db, a.id))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('form bodies are accepted only by the one-click route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'token=abc',
    });
    expect(response.statusCode).toBe(415);
  });

  it('a GET of the one-click address never unsubscribes; it leads to the confirm page', async () => {
    const a = await insertUser(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe/one-click?token=${a.unsubscribeToken}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/unsubscribe?token=${a.unsubscribeToken}`);
    expect((await userById(t.database.db, a.id))?.unsubscribedAt).toBeNull();
  });
});
