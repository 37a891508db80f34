import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { drawingsResponse, type GameCreation } from '../../../domain/api/drawings-api';
import { childExportResponse } from '../../../domain/api/family-api';
import {
  GALLERY_PENDING_MAX,
  type ClassGalleryItem,
  type TeacherGalleryItem,
} from '../../../domain/api/gallery-api';
import type { GameProgram } from '../../../domain/code-lab/stages/game/game-program';
import { CREATIONS_MAX_PER_KIND } from '../../../domain/creations';
import { translatorFor } from '../../i18n/translators';
import { codeLabDrawings } from '../../db/schema/index';

// A game kept from the game studio (docs/product/code-lab.md#the-game-studio): a creation of kind
// `game`, its program checked as a game draft with its own sprites (creation-programs.ts), 30 a
// person, shared with the class gallery like a drawing, the class seeing the approved version.

const english = translatorFor('en');
const spanish = translatorFor('es');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

const cat = { id: 'cat', costume: 'cat', x: 200, y: 200, direction: 90, speed: 0, visible: true } as const;
const star = { id: 'star', costume: 'star', x: 300, y: 100, direction: 0, speed: 0, visible: true } as const;

/** The cat moves `steps` when the game starts. */
const game = (steps = 10, sprites: readonly object[] = [cat, star]): GameProgram =>
  ({
    version: 3,
    kind: 'game',
    sprites,
    handlers: [
      { id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps }] },
    ],
  }) as GameProgram;

const GAMES = '/api/code-lab/creations/game';
type Sent = { statusCode: number; body: string; json<T = unknown>(): T };
const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Sent> =>
  api(t.app, method, url, { cookie, body });
const messageOf = (response: Sent) => response.json<{ message: string }>().message;

describe('keeping a game', () => {
  it('keeps a game with its sprites, lists it as a game only, changes and deletes it', async () => {
    const user = await signedInUser(t.database);
    const kept = await send(user.cookie, 'POST', GAMES, { title: 'My race', program: game() });
    expect(kept.statusCode, kept.body).toBe(201);
    const saved = kept.json<GameCreation>();
    expect(saved).toMatchObject({ title: 'My race', program: game(), share: null });

    const listed = drawingsResponse.parse((await send(user.cookie, 'GET', GAMES)).json());
    expect(listed.map((g) => g.id)).toEqual([saved.id]);
    expect((await send(user.cookie, 'GET', '/api/code-lab/drawings')).json()).toEqual([]);

    const changed = await send(user.cookie, 'PATCH', `${GAMES}/${saved.id}`, { program: game(30) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<GameCreation>().program).toEqual(game(30));
    expect((await send(user.cookie, 'DELETE', `${GAMES}/${saved.id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', GAMES)).json()).toEqual([]);
  });

  it('renames a kept game and saves changes over it, as the studio does, keeping one game', async () => {
    const user = await signedInUser(t.database);
    const kept = (await send(user.cookie, 'POST', GAMES, { title: 'Chase', program: game() })).json<GameCreation>();
    const renamed = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { title: ' Star race ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<GameCreation>()).toMatchObject({ id: kept.id, title: 'Star race', program: game() });
    const changed = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { program: game(20) });
    expect(changed.statusCode, changed.body).toBe(200);
    const both = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { title: 'Race', program: game(30) });
    expect(both.statusCode, both.body).toBe(200);
    const listed = (await send(user.cookie, 'GET', GAMES)).json<GameCreation[]>();
    expect(listed.map((g) => [g.id, g.title, g.program])).toEqual([[kept.id, 'Race', game(30)]]);
    // A change that would leave a game doing nothing is refused in the child's words; a bad title too.
    const emptied = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { program: { ...game(), handlers: [] } });
    expect(emptied.statusCode).toBe(400);
    expect(messageOf(emptied)).toBe(english('server.gameCreations.empty'));
    const untitled = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect(messageOf(untitled)).toContain(english('server.drawings.titleMissing'));
    const nothing = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, {});
    expect(nothing.statusCode).toBe(400);
    // Nobody else's: another person's game, and a game through the drawings' path, are not found.
    const other = await signedInUser(t.database);
    const notTheirs = await send(other.cookie, 'PATCH', `${GAMES}/${kept.id}`, { title: 'Mine' });
    expect(notTheirs.statusCode).toBe(404);
    expect(messageOf(notTheirs)).toBe(english('server.gameCreations.notFound'));
    expect((await send(user.cookie, 'PATCH', `/api/code-lab/drawings/${kept.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await send(user.cookie, 'GET', GAMES)).json<GameCreation[]>()[0]).toMatchObject({ title: 'Race', program: game(30) });
  });

  it('refuses a program that is no studio game with a 400 naming what is wrong, and keeps nothing', async () => {
    const user = await signedInUser(t.database);
    const { sprites: _none, ...noScene } = game();
    const cases: Array<[string, unknown, RegExp]> = [
      ['a drawing', { version: 1, body: [{ id: 'a', op: 'forward' }] }, /sprites|version|game/i],
      ['no scene', noScene, /sprites/],
      ['a sprite not in the scene', game(10, [star]), /names the cat/],
      ['nine sprites', game(10, Array.from({ length: 9 }, () => cat)), /at most 8|two sprites/],
      ['a sprite out of the scene', game(10, [{ ...cat, x: 401 }]), /x is a whole number from 0 to 400/],
      ['a typed sprite name', game(10, [{ ...cat, id: 'Tom' }]), /a sprite is one of/],
      ['a number out of range', game(51), /steps|50/],
      ['an unknown key', { ...game(), colour: 'red' }, /colour|unrecognized/i],
    ];
    for (const [name, program, message] of cases) {
      const response = await send(user.cookie, 'POST', GAMES, { title: 'X', program });
      expect(response.statusCode, name).toBe(400);
      expect(messageOf(response), name).toMatch(message);
    }
    // A game that does nothing: in the child's words, in the request's language.
    for (const [program, name] of [
      [{ ...game(), handlers: [] }, 'no event block'],
      [{ ...game(), sprites: [], handlers: [{ id: 'a', event: { kind: 'start' }, body: [] }] }, 'no sprite'],
    ] as const) {
      const response = await send(user.cookie, 'POST', GAMES, { title: 'X', program });
      expect(response.statusCode, name).toBe(400);
      expect(messageOf(response)).toBe(english('server.gameCreations.empty'));
    }
    const inSpanish = await api(t.app, 'POST', GAMES, {
      cookie: user.cookie,
      body: { title: 'X', program: { ...game(), handlers: [] } },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json<{ message: string }>().message).toBe(spanish('server.gameCreations.empty'));
    expect((await send(user.cookie, 'GET', GAMES)).json()).toEqual([]);
    // A kept game's program is checked again when it changes.
    const kept = (await send(user.cookie, 'POST', GAMES, { title: 'Ok', program: game() })).json<GameCreation>();
    const broken = await send(user.cookie, 'PATCH', `${GAMES}/${kept.id}`, { program: game(10, [star]) });
    expect(broken.statusCode).toBe(400);
    expect((await send(user.cookie, 'GET', GAMES)).json<GameCreation[]>()[0]!.program).toEqual(game());
  });

  it('keeps 30 games a person, in words about games, with room for 30 drawings beside them', async () => {
    const user = await signedInUser(t.database);
    for (let i = 0; i < CREATIONS_MAX_PER_KIND; i++) {
      const response = await send(user.cookie, 'POST', GAMES, { title: `Game ${i}`, program: game(i + 1) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(user.cookie, 'POST', GAMES, { title: 'One more', program: game() });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.gameCreations.tooMany', { max: CREATIONS_MAX_PER_KIND }));
    const drawing = await send(user.cookie, 'POST', '/api/code-lab/drawings', {
      title: 'Line',
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    });
    expect(drawing.statusCode, drawing.body).toBe(201);
    expect((await send(undefined, 'POST', GAMES, { title: 'X', program: game() })).statusCode).toBe(401);
  });
});

type Kid = { id: number; cookie: string };
type Taught = { cookie: string; kids: Kid[]; url: string };

async function classWithGallery(): Promise<Taught> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Owls', ['Ana', 'Ben']);
  const kids = await Promise.all(
    made.students.map(async (student) => ({
      id: student.id,
      cookie: await signIn(db(), { id: student.id, role: 'learner', classId: made.id }),
    })),
  );
  const url = `/api/classes/${made.id}`;
  const opened = await send(cookie, 'PATCH', url, { galleryOn: true });
  expect(opened.statusCode, opened.body).toBe(200);
  return { cookie, kids, url };
}

describe('a game in the class gallery', () => {
  it('is shared, approved by the teacher and played by a classmate in its approved version only', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    const kept = (await send(ana.cookie, 'POST', GAMES, { title: 'Secret title', program: game(10) })).json<GameCreation>();
    const share = await send(ana.cookie, 'POST', `${GAMES}/${kept.id}/share`);
    expect(share.statusCode, share.body).toBe(201);
    const { itemId } = share.json<{ itemId: number }>();

    // Waiting: the teacher sees it with its program (a preview that plays); the class does not.
    const pending = await send(taught.cookie, 'GET', `${taught.url}/gallery?status=pending&kind=game`);
    const queue = pending.json<{ items: TeacherGalleryItem<GameProgram>[] }>().items;
    expect(queue.map((i) => [i.id, i.nickname, i.program])).toEqual([[itemId, 'Ana', game(10)]]);
    expect((await send(taught.cookie, 'GET', `${taught.url}/gallery?status=pending`)).json()).toEqual({ items: [] });
    const classGames = async (cookie: string) =>
      (await send(cookie, 'GET', '/api/class-gallery?kind=game')).json<{ items: ClassGalleryItem<GameProgram>[] }>().items;
    expect(await classGames(ben.cookie)).toEqual([]);

    const approved = await send(taught.cookie, 'POST', `${taught.url}/gallery/${itemId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = await classGames(ben.cookie);
    expect(seen.map((i) => [i.id, i.nickname, i.program, i.mine])).toEqual([[itemId, 'Ana', game(10), false]]);
    // Never the typed title: only what the program builds from word lists.
    expect(JSON.stringify(seen)).not.toContain('Secret title');
    expect((await send(ben.cookie, 'GET', '/api/class-gallery')).json<{ items: unknown[] }>().items).toEqual([]);

    // An edit after approval waits; the class keeps playing the approved game.
    expect((await send(ana.cookie, 'PATCH', `${GAMES}/${kept.id}`, { program: game(40) })).statusCode).toBe(200);
    expect((await classGames(ben.cookie)).map((i) => i.program)).toEqual([game(10)]);
    const waiting = (await send(taught.cookie, 'GET', `${taught.url}/gallery?status=pending&kind=game`)).json<{
      items: TeacherGalleryItem<GameProgram>[];
    }>().items;
    expect(waiting.map((i) => i.program)).toEqual([game(40)]);
    const next = waiting[0]!.id;
    expect((await send(taught.cookie, 'POST', `${taught.url}/gallery/${next}/approve`)).statusCode).toBe(200);
    expect((await classGames(ben.cookie)).map((i) => i.program)).toEqual([game(40)]);
  });

  it('has at most 3 games waiting per child, beside 3 drawings', async () => {
    const taught = await classWithGallery();
    const [ana] = taught.kids as [Kid];
    const keep = async (steps: number) =>
      (await send(ana.cookie, 'POST', GAMES, { title: `G${steps}`, program: game(steps) })).json<GameCreation>().id;
    for (let i = 0; i < GALLERY_PENDING_MAX; i++) {
      const response = await send(ana.cookie, 'POST', `${GAMES}/${await keep(i + 1)}/share`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const fourth = await keep(9);
    const full = await send(ana.cookie, 'POST', `${GAMES}/${fourth}/share`);
    expect(full.statusCode).toBe(409);
    // Refused in words about games (the drawings' words said "drawings"), in the child's language.
    expect(messageOf(full)).toBe(english('server.gameCreations.tooManyPending', { max: GALLERY_PENDING_MAX }));
    const inSpanish = await api(t.app, 'POST', `${GAMES}/${fourth}/share`, { cookie: ana.cookie, headers: { 'accept-language': 'es' } });
    expect(inSpanish.json<{ message: string }>().message).toBe(spanish('server.gameCreations.tooManyPending', { max: GALLERY_PENDING_MAX }));
    expect(spanish('server.gameCreations.tooManyPending', { max: 3 })).toContain('3 juegos');
    const drawing = await send(ana.cookie, 'POST', '/api/code-lab/drawings', {
      title: 'Line',
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    });
    const drawingShare = await send(ana.cookie, 'POST', `/api/code-lab/drawings/${drawing.json<{ id: number }>().id}/share`);
    expect(drawingShare.statusCode, drawingShare.body).toBe(201);
  });

  it('says "game" when it refuses a game: not theirs, not a class child', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    const kept = (await send(ana.cookie, 'POST', GAMES, { title: 'Chase', program: game() })).json<GameCreation>();
    for (const method of ['POST', 'DELETE'] as const) {
      const notHers = await send(ben.cookie, method, `${GAMES}/${kept.id}/share`);
      expect(notHers.statusCode, method).toBe(404);
      expect(messageOf(notHers)).toBe(english('server.gameCreations.notFound'));
    }
    const grownUp = await signedInUser(t.database);
    const own = (await send(grownUp.cookie, 'POST', GAMES, { title: 'Mine', program: game() })).json<GameCreation>();
    const notAChild = await send(grownUp.cookie, 'POST', `${GAMES}/${own.id}/share`);
    expect(notAChild.statusCode).toBe(403);
    expect(messageOf(notAChild)).toBe(english('server.gameCreations.notClassChild'));
    const gone = await send(ana.cookie, 'DELETE', `${GAMES}/${own.id}`);
    expect(gone.statusCode).toBe(404);
    expect(messageOf(gone)).toBe('We could not find that game.');
    // A drawing's refusals still say "drawing".
    const drawingGone = await send(ana.cookie, 'DELETE', '/api/code-lab/creations/drawing/999999');
    expect(messageOf(drawingGone)).toBe(english('server.drawings.notFound'));
  });
});

describe('a child’s games for the family', () => {
  it('are in the family export with their programs and go when the child is deleted', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    expect((await send(childCookie, 'POST', GAMES, { title: 'Chase', program: game() })).statusCode).toBe(201);

    const cookie = await signInAgain(t, grownUp);
    const exported = await send(cookie, 'GET', `/api/family/children/${child.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = childExportResponse.parse(exported.json());
    expect(data.codeLab.creations).toEqual([
      expect.objectContaining({ kind: 'game', title: 'Chase', program: game() }),
    ]);
    expect(data.codeLab.drawings).toEqual([]);

    const deleted = await api(t.app, 'DELETE', `/api/family/children/${child.id}`, {
      cookie,
      body: { password: grownUp.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db().select().from(codeLabDrawings).where(eq(codeLabDrawings.userId, child.id))).toEqual([]);
  });
});
