import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { childExportResponse } from '../../../domain/api/family-api';
import { drawingsResponse } from '../../../domain/api/drawings-api';
import type { Program } from '../../../domain/code-lab/program';
import { CREATIONS_MAX_PER_KIND, type CreationKind } from '../../../domain/creations';
import { drawingMessages } from '../../../domain/drawings';
import { codeLabDrawings } from '../../db/schema/index';

// Creations by kind (docs/decisions/393-creations-by-kind.md): the drawings' routes with the kind
// in the path; an unknown kind is 400 (every kind's lab is open); each kind has its own 30;
// export and delete cover every kind.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const line = { version: 1, body: [{ id: 'a', op: 'forward' }] };
const two = {
  version: 1,
  body: [
    { id: 'a', op: 'forward' },
    { id: 'b', op: 'forward' },
  ],
};
const CREATIONS = '/api/code-lab/creations';
type Sent = { statusCode: number; body: string; json(): unknown };
const send = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Sent> => api(t.app, method, url, { cookie, body });
const messageOf = (response: Sent) => (response.json() as { message: string }).message;
const idOf = (response: Sent) => (response.json() as { id: number }).id;

/** A lab not open yet has no route to keep its kind: its rows are put in as its lab would. */
async function keepDirectly(userId: number, kind: CreationKind, count: number): Promise<number[]> {
  const now = new Date();
  const rows = await t.database.db
    .insert(codeLabDrawings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        kind,
        title: `${kind} ${i}`,
        program: line as Program,
        createdAt: new Date(now.getTime() + i),
        updatedAt: now,
      })),
    )
    .returning({ id: codeLabDrawings.id });
  return rows.map((row) => row.id);
}

describe('creations by kind', () => {
  it('the drawing kind is the drawings: the same store through either path', async () => {
    const user = await signedInUser(t.database);
    const kept = await send(user.cookie, 'POST', `${CREATIONS}/drawing`, {
      title: 'Line',
      program: line,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const id = idOf(kept);
    const old = drawingsResponse.parse(
      (await send(user.cookie, 'GET', '/api/code-lab/drawings')).json(),
    );
    expect(old.map((d) => d.id)).toEqual([id]);
    const listed = await send(user.cookie, 'GET', `${CREATIONS}/drawing`);
    expect(listed.json()).toEqual(
      (await send(user.cookie, 'GET', '/api/code-lab/drawings')).json(),
    );

    // A new program, a new title, or both.
    const changed = await send(user.cookie, 'PATCH', `${CREATIONS}/drawing/${id}`, {
      program: two,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, title: 'Line', program: two });
    const renamed = await send(user.cookie, 'PATCH', `${CREATIONS}/drawing/${id}`, {
      title: 'Two',
    });
    expect(renamed.json()).toMatchObject({ id, title: 'Two', program: two });
    const nothing = await send(user.cookie, 'PATCH', `${CREATIONS}/drawing/${id}`, {});
    expect(nothing.statusCode).toBe(400);
    const empty = await send(user.cookie, 'PATCH', `${CREATIONS}/drawing/${id}`, {
      program: { version: 1, body: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe(drawingMessages.empty);

    expect((await send(user.cookie, 'DELETE', `${CREATIONS}/drawing/${id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', '/api/code-lab/drawings')).json()).toEqual([]);
  });

  it('an unknown kind is 400 naming the field; every kind is open', async () => {
    const user = await signedInUser(t.database);
    for (const [method, url, body] of [
      ['GET', `${CREATIONS}/video`, undefined],
      ['POST', `${CREATIONS}/drawings`, { title: 'X', program: line }],
      ['PATCH', `${CREATIONS}/Drawing/1`, { title: 'X' }],
      ['DELETE', `${CREATIONS}/picture/1`, undefined],
      ['POST', `${CREATIONS}/video/1/share`, undefined],
    ] as const) {
      const response = await send(user.cookie, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(messageOf(response)).toMatch(/kind/);
    }
    // Every kind is open (the studios, NeighborNet, Find My Keys): each one's check is its own
    // test's (game-, tune- and finder-creations.test.ts, street/street.test.ts).
    expect((await send(undefined, 'GET', `${CREATIONS}/game`)).statusCode).toBe(401);
  });

  it('each kind has its own list and its own limit; another kind or person is not there', async () => {
    const user = await signedInUser(t.database);
    const games = await keepDirectly(user.id, 'game', CREATIONS_MAX_PER_KIND);
    // 30 games leave room for 30 drawings.
    const drawing = await send(user.cookie, 'POST', '/api/code-lab/drawings', {
      title: 'Line',
      program: line,
    });
    expect(drawing.statusCode, drawing.body).toBe(201);
    expect((await send(user.cookie, 'GET', '/api/code-lab/drawings')).json()).toHaveLength(1);
    const listed = drawingsResponse.parse(
      (await send(user.cookie, 'GET', `${CREATIONS}/game`)).json(),
    );
    expect(listed).toHaveLength(CREATIONS_MAX_PER_KIND);
    expect((await send(user.cookie, 'GET', `${CREATIONS}/tune`)).json()).toEqual([]);

    // A game is not reachable as a drawing, nor by another person.
    const [game] = games;
    expect(
      (await send(user.cookie, 'PATCH', `/api/code-lab/drawings/${game}`, { title: 'Y' }))
        .statusCode,
    ).toBe(404);
    expect((await send(user.cookie, 'DELETE', `${CREATIONS}/tune/${game}`)).statusCode).toBe(404);
    const other = await signedInUser(t.database);
    expect((await send(other.cookie, 'DELETE', `${CREATIONS}/game/${game}`)).statusCode).toBe(404);
    const renamed = await send(user.cookie, 'PATCH', `${CREATIONS}/game/${game}`, {
      title: 'Racer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: game, title: 'Racer' });
    // A game's program is checked as a game's: Ada's program is not one.
    const reprogrammed = await send(user.cookie, 'PATCH', `${CREATIONS}/game/${game}`, {
      program: line,
    });
    expect(reprogrammed.statusCode).toBe(400);
    expect((await send(user.cookie, 'DELETE', `${CREATIONS}/game/${game}`)).statusCode).toBe(204);
  });

  it('every kind is in the family export and deleted with the child', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    expect(
      (await send(childCookie, 'POST', '/api/code-lab/drawings', { title: 'Line', program: line }))
        .statusCode,
    ).toBe(201);
    await keepDirectly(child.id, 'tune', 1);
    await keepDirectly(child.id, 'page', 1);

    const cookie = await signInAgain(t, grownUp);
    const exported = await send(cookie, 'GET', `/api/family/children/${child.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = childExportResponse.parse(exported.json());
    expect(data.codeLab.drawings.map((d) => d.title)).toEqual(['Line']);
    expect(data.codeLab.creations.map((c) => [c.kind, c.title]).sort()).toEqual([
      ['page', 'page 0'],
      ['tune', 'tune 0'],
    ]);

    const deleted = await api(t.app, 'DELETE', `/api/family/children/${child.id}`, {
      cookie,
      body: { password: grownUp.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await t.database.db
      .select()
      .from(codeLabDrawings)
      .where(eq(codeLabDrawings.userId, child.id));
    expect(left).toEqual([]);
  });
});
