import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { drawingsResponse } from '../../../domain/api/drawings-api';
import { GALLERY_PENDING_MAX, type ClassGalleryItem, type TeacherGalleryItem } from '../../../domain/api/gallery-api';
import type { TuneProgram } from '../../../domain/code-lab/stages/sound/tune-program';
import { CREATIONS_MAX_PER_KIND } from '../../../domain/creations';
import { translatorFor } from '../../i18n/translators';

// A tune kept from the tune studio (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// a creation of kind `tune`, its program checked as a tune draft (creation-programs.ts), 30 a
// person, shared with the class gallery like a game, the class playing the approved version.

const english = translatorFor('en');
const spanish = translatorFor('es');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** `times` + 1 C4 quarter notes (a repeat plays 2 to 10 times), then a kick. */
const tune = (times = 1): TuneProgram =>
  ({
    version: 4,
    kind: 'tune',
    body: [
      { id: 'a', op: 'repeat', times: times + 1, body: [{ id: 'b', op: 'play-note', note: 'C4', length: 'quarter' }] },
      { id: 'c', op: 'play-drum', drum: 'kick', length: 'quarter' },
    ],
  }) as TuneProgram;

const TUNES = '/api/code-lab/creations/tune';
type Sent = { statusCode: number; body: string; json<T = unknown>(): T };
type Kept = { id: number; title: string; program: TuneProgram };
const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Sent> =>
  api(t.app, method, url, { cookie, body });
const messageOf = (response: Sent) => response.json<{ message: string }>().message;

describe('keeping a tune', () => {
  it('keeps a tune, lists it as a tune only, renames, changes and deletes it', async () => {
    const user = await signedInUser(t.database);
    const kept = await send(user.cookie, 'POST', TUNES, { title: 'My song', program: tune() });
    expect(kept.statusCode, kept.body).toBe(201);
    const saved = kept.json<Kept>();
    expect(saved).toMatchObject({ title: 'My song', program: tune(), share: null });
    const listed = drawingsResponse.parse((await send(user.cookie, 'GET', TUNES)).json());
    expect(listed.map((g) => g.id)).toEqual([saved.id]);
    expect((await send(user.cookie, 'GET', '/api/code-lab/creations/game')).json()).toEqual([]);

    const both = await send(user.cookie, 'PATCH', `${TUNES}/${saved.id}`, { title: 'Drum song', program: tune(3) });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<Kept>()).toMatchObject({ id: saved.id, title: 'Drum song', program: tune(3) });
    const other = await signedInUser(t.database);
    const notTheirs = await send(other.cookie, 'PATCH', `${TUNES}/${saved.id}`, { title: 'Mine' });
    expect(notTheirs.statusCode).toBe(404);
    expect(messageOf(notTheirs)).toBe(english('server.tuneCreations.notFound'));
    expect((await send(user.cookie, 'DELETE', `${TUNES}/${saved.id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', TUNES)).json()).toEqual([]);
  });

  it('refuses what is no tune with a 400 naming what is wrong, and an empty tune in the child’s words', async () => {
    const user = await signedInUser(t.database);
    const cases: Array<[string, unknown, RegExp]> = [
      ['a drawing', { version: 1, body: [{ id: 'a', op: 'forward' }] }, /version|tune|4/i],
      ['a game block', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'forward' }] }, /forward|op|block/i],
      ['a note off the list', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'play-note', note: 'H9', length: 'quarter' }] }, /note/i],
      ['an unknown key', { ...tune(), colour: 'red' }, /colour|unrecognized/i],
    ];
    for (const [name, program, message] of cases) {
      const response = await send(user.cookie, 'POST', TUNES, { title: 'X', program });
      expect(response.statusCode, name).toBe(400);
      expect(messageOf(response), name).toMatch(message);
    }
    const empty = { version: 4, kind: 'tune', body: [] };
    expect(messageOf(await send(user.cookie, 'POST', TUNES, { title: 'X', program: empty }))).toBe(
      english('server.tuneCreations.empty'),
    );
    const inSpanish = await api(t.app, 'POST', TUNES, {
      cookie: user.cookie,
      body: { title: 'X', program: empty },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json<{ message: string }>().message).toBe(spanish('server.tuneCreations.empty'));
    expect((await send(user.cookie, 'GET', TUNES)).json()).toEqual([]);
  });

  it('keeps 30 tunes a person, in words about tunes', async () => {
    const user = await signedInUser(t.database);
    for (let i = 0; i < CREATIONS_MAX_PER_KIND; i++) {
      const response = await send(user.cookie, 'POST', TUNES, { title: `Tune ${i}`, program: tune((i % 9) + 1) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(user.cookie, 'POST', TUNES, { title: 'One more', program: tune() });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.tuneCreations.tooMany', { max: CREATIONS_MAX_PER_KIND }));
    expect((await send(undefined, 'POST', TUNES, { title: 'X', program: tune() })).statusCode).toBe(401);
  });
});

type Kid = { id: number; cookie: string };
type Taught = { cookie: string; kids: Kid[]; url: string };

async function classWithGallery(name: string): Promise<Taught> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, name, ['Ana', 'Ben']);
  const kids = await Promise.all(
    made.students.map(async (student) => ({
      id: student.id,
      cookie: await signIn(db(), { id: student.id, role: 'learner', classId: made.id }),
    })),
  );
  const url = `/api/classes/${made.id}`;
  expect((await send(cookie, 'PATCH', url, { galleryOn: true })).statusCode).toBe(200);
  return { cookie, kids, url };
}

const classTunes = async (cookie: string) =>
  (await send(cookie, 'GET', '/api/class-gallery?kind=tune')).json<{ items: ClassGalleryItem<TuneProgram>[] }>().items;

describe('a tune in the class gallery', () => {
  it('is shared, approved by the teacher and played by a classmate; another class never sees it', async () => {
    const owls = await classWithGallery('Owls');
    const foxes = await classWithGallery('Foxes');
    const [ana, ben] = owls.kids as [Kid, Kid];
    const kept = (await send(ana.cookie, 'POST', TUNES, { title: 'Secret title', program: tune(2) })).json<Kept>();
    const share = await send(ana.cookie, 'POST', `${TUNES}/${kept.id}/share`);
    expect(share.statusCode, share.body).toBe(201);
    const { itemId } = share.json<{ itemId: number }>();

    const pending = await send(owls.cookie, 'GET', `${owls.url}/gallery?status=pending&kind=tune`);
    const queue = pending.json<{ items: TeacherGalleryItem<TuneProgram>[] }>().items;
    expect(queue.map((i) => [i.id, i.nickname, i.program])).toEqual([[itemId, 'Ana', tune(2)]]);
    expect(await classTunes(ben.cookie)).toEqual([]);

    // Another class's teacher cannot approve it: not found.
    const foreign = await send(foxes.cookie, 'POST', `${owls.url}/gallery/${itemId}/approve`);
    expect(foreign.statusCode).toBe(404);
    const viaOwn = await send(foxes.cookie, 'POST', `${foxes.url}/gallery/${itemId}/approve`);
    expect(viaOwn.statusCode).toBe(404);

    const approved = await send(owls.cookie, 'POST', `${owls.url}/gallery/${itemId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = await classTunes(ben.cookie);
    // The classmate gets the program (played in their own browser), never audio and never the typed title.
    expect(seen.map((i) => [i.id, i.nickname, i.program, i.mine])).toEqual([[itemId, 'Ana', tune(2), false]]);
    expect(JSON.stringify(seen)).not.toContain('Secret title');
    expect((await send(ben.cookie, 'GET', '/api/class-gallery?kind=game')).json<{ items: unknown[] }>().items).toEqual([]);

    // Another class: sees nothing, and reacting to the tune is not found.
    const [fox] = foxes.kids as [Kid];
    expect(await classTunes(fox.cookie)).toEqual([]);
    const reaction = await send(fox.cookie, 'POST', `/api/class-gallery/${itemId}/reactions`, { kind: 'heart' });
    expect(reaction.statusCode).toBe(404);

    // An edit after approval waits; the class keeps playing the approved tune.
    expect((await send(ana.cookie, 'PATCH', `${TUNES}/${kept.id}`, { program: tune(5) })).statusCode).toBe(200);
    expect((await classTunes(ben.cookie)).map((i) => i.program)).toEqual([tune(2)]);
  });

  it('has at most 3 tunes waiting per child, refused in words about tunes', async () => {
    const taught = await classWithGallery('Bees');
    const [ana] = taught.kids as [Kid];
    const keep = async (times: number) =>
      (await send(ana.cookie, 'POST', TUNES, { title: `T${times}`, program: tune(times) })).json<Kept>().id;
    for (let i = 0; i < GALLERY_PENDING_MAX; i++) {
      const response = await send(ana.cookie, 'POST', `${TUNES}/${await keep(i + 1)}/share`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(ana.cookie, 'POST', `${TUNES}/${await keep(9)}/share`);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.tuneCreations.tooManyPending', { max: GALLERY_PENDING_MAX }));
    expect(spanish('server.tuneCreations.tooManyPending', { max: 3 })).toContain('3 melodías');
    const grownUp = await signedInUser(t.database);
    const own = (await send(grownUp.cookie, 'POST', TUNES, { title: 'Mine', program: tune() })).json<Kept>();
    const notAChild = await send(grownUp.cookie, 'POST', `${TUNES}/${own.id}/share`);
    expect(notAChild.statusCode).toBe(403);
    expect(messageOf(notAChild)).toBe(english('server.tuneCreations.notClassChild'));
  });
});
