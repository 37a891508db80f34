import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { choreMessages } from '../../../domain/games/chores';

const englishWords = translatorFor('en');
import { translatorFor } from '../../i18n/translators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chore = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `c${i}`,
  name: `Chore ${i}`,
  points: 5,
  done: false,
  ...extra,
});
const put = (cookie: string | undefined, body: unknown) =>
  api(t.app, 'PUT', '/api/chores', { cookie, body });
const get = (cookie?: string) => api(t.app, 'GET', '/api/chores', { cookie });

describe('chores API', () => {
  it('needs a signed-in user', async () => {
    expect((await get()).statusCode).toBe(401);
    const response = await put(undefined, { chores: [chore(1)] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
  });

  it('starts empty, saves the list (names trimmed) and gives it back, per user', async () => {
    const user = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    expect((await get(user.cookie)).json()).toEqual({ chores: [], updatedAt: null });

    const saved = await put(user.cookie, {
      chores: [chore(1, { name: '  Feed the cat  ', done: true }), chore(2, { points: 100 })],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { id: 'c1', name: 'Feed the cat', points: 5, done: true },
      { id: 'c2', name: 'Chore 2', points: 100, done: false },
    ];
    expect(saved.json()).toEqual({ chores: expected, updatedAt: expect.any(String) });
    expect((await get(user.cookie)).json()).toMatchObject({ chores: expected });
    expect((await get(other.cookie)).json()).toEqual({ chores: [], updatedAt: null });

    // A new list replaces the old one, and an empty list is fine.
    await put(user.cookie, { chores: [] });
    expect((await get(user.cookie)).json()).toMatchObject({ chores: [] });
  });

  it('allows 100 chores and refuses 101 with a friendly message', async () => {
    const user = await signedInUser(t.database);
    const hundred = Array.from({ length: 100 }, (_, i) =>
      chore(i, { name: `${'🧹'.repeat(19)}${i}`.slice(0, 40) }),
    );
    const ok = await put(user.cookie, { chores: hundred });
    expect(ok.statusCode).toBe(200);
    const tooMany = await put(user.cookie, { chores: [...hundred, chore(100)] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: choreMessages.tooMany });
    expect((await get(user.cookie)).json().chores).toHaveLength(100);
  });

  it('refuses bad chores with a friendly message and keeps the saved list', async () => {
    const user = await signedInUser(t.database);
    await put(user.cookie, { chores: [chore(1)] });
    const cases: [unknown, string][] = [
      [{ chores: [chore(1, { name: '   ' })] }, choreMessages.nameEmpty],
      [{ chores: [chore(1, { name: 'x'.repeat(41) })] }, choreMessages.nameTooLong],
      [{ chores: [chore(1, { points: 0 })] }, choreMessages.pointsInvalid],
      [{ chores: [chore(1, { points: 101 })] }, choreMessages.pointsInvalid],
      [{ chores: [chore(1, { points: 2.5 })] }, choreMessages.pointsInvalid],
      [{ chores: [chore(1, { points: '5' })] }, choreMessages.pointsInvalid],
      [{ chores: [chore(1, { id: 'has spaces' })] }, choreMessages.badId],
      [{ chores: [chore(1, { id: 'x'.repeat(41) })] }, choreMessages.badId],
      [{ chores: [chore(1, { done: 'yes' })] }, choreMessages.badChore],
      [{ chores: [chore(1), chore(1)] }, choreMessages.duplicateId],
      [{ chores: ['Feed the cat'] }, choreMessages.badChore],
      [{ chores: 'Feed the cat' }, choreMessages.badList],
      [{}, choreMessages.badList],
    ];
    for (const [body, message] of cases) {
      const response = await put(user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await get(user.cookie)).json()).toMatchObject({ chores: [chore(1)] });
  });
});
