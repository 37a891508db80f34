import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { drawingsResponse } from '../../../domain/api/drawings-api';
import { childExportResponse } from '../../../domain/api/family-api';
import { GALLERY_PENDING_MAX, type ClassGalleryItem, type TeacherGalleryItem } from '../../../domain/api/gallery-api';
import type { TrainingProgram } from '../../../domain/code-lab/stages/vision/vision-program';
import type { Drawing } from '../../../domain/code-lab/stages/vision/vision-types';
import { CREATIONS_MAX_PER_KIND } from '../../../domain/creations';
import { translatorFor } from '../../i18n/translators';
import { codeLabDrawings } from '../../db/schema/index';

// A Find My Keys finder (docs/decisions/415-find-my-keys.md): a creation of kind `finder`, its
// program a training set of 2 or 3 things from the finder's list, each with a drawing
// (creation-programs.ts), 30 a person, shared with the class gallery after the teacher approves.

const english = translatorFor('en');
const spanish = translatorFor('es');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** A line of `n` cells along row `row`: a stroke drawing. */
const line = (row: number, n = 8): Drawing => ({ strokes: [Array.from({ length: n }, (_, x) => [x + 4, row] as const)] });
/** A small filled square of grid cells. */
const block = (at: number): Drawing => ({ cells: [[at, at], [at + 1, at], [at, at + 1], [at + 1, at + 1]] });

const finder = (keys = 1): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: [
    { word: 'key', examples: Array.from({ length: keys }, (_, i) => line(4 + i)) },
    { word: 'ball', examples: [block(10)] },
  ],
});

const FINDERS = '/api/code-lab/creations/finder';
type Sent = { statusCode: number; body: string; json<T = unknown>(): T };
type Kept = { id: number; title: string; program: TrainingProgram };
const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Sent> =>
  api(t.app, method, url, { cookie, body });
const messageOf = (response: Sent) => response.json<{ message: string }>().message;

describe('keeping a finder', () => {
  it('keeps a finder, lists it as a finder only, renames, changes and deletes it', async () => {
    const user = await signedInUser(t.database);
    const kept = await send(user.cookie, 'POST', FINDERS, { title: 'My keys', program: finder() });
    expect(kept.statusCode, kept.body).toBe(201);
    const saved = kept.json<Kept>();
    expect(saved).toMatchObject({ title: 'My keys', program: finder(), share: null });
    const listed = drawingsResponse.parse((await send(user.cookie, 'GET', FINDERS)).json());
    expect(listed.map((f) => f.id)).toEqual([saved.id]);
    expect((await send(user.cookie, 'GET', '/api/code-lab/creations/tune')).json()).toEqual([]);

    const both = await send(user.cookie, 'PATCH', `${FINDERS}/${saved.id}`, { title: 'Keys and balls', program: finder(3) });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<Kept>()).toMatchObject({ id: saved.id, title: 'Keys and balls', program: finder(3) });
    const other = await signedInUser(t.database);
    const notTheirs = await send(other.cookie, 'PATCH', `${FINDERS}/${saved.id}`, { title: 'Mine' });
    expect(notTheirs.statusCode).toBe(404);
    expect(messageOf(notTheirs)).toBe(english('server.finderCreations.notFound'));
    expect((await send(user.cookie, 'DELETE', `${FINDERS}/${saved.id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', FINDERS)).json()).toEqual([]);
  });

  it('refuses what is no finder with a 400 naming what is wrong, and nothing is kept', async () => {
    const user = await signedInUser(t.database);
    const good = finder();
    const cases: Array<[string, unknown, RegExp]> = [
      ['a tune', { version: 4, kind: 'tune', body: [] }, /version|training|6/i],
      ['an image', { ...good, labels: [{ ...good.labels[0], examples: [{ image: 'data:image/png;base64,AAAA' }] }, good.labels[1]] }, /image/],
      ['a shape, not a thing', { ...good, labels: [good.labels[0], { word: 'circle', examples: [block(3)] }] }, /finder's things are key, not-key, ball/],
      ['a word off every list', { ...good, labels: [good.labels[0], { word: 'phone', examples: [block(3)] }] }, /label's word/],
      ['four things', { ...good, labels: [...good.labels, { word: 'cup', examples: [block(2)] }, { word: 'hat', examples: [block(5)] }] }, /at most 3 labels/],
      ['a cell off the pad', { ...good, labels: [good.labels[0], { word: 'ball', examples: [{ cells: [[40, 2]] }] }] }, /cell/],
      ['an unknown key', { ...good, colour: 'red' }, /colour|unrecognized/i],
    ];
    for (const [name, program, message] of cases) {
      const response = await send(user.cookie, 'POST', FINDERS, { title: 'X', program });
      expect(response.statusCode, name).toBe(400);
      expect(messageOf(response), name).toMatch(message);
    }
    // Past 16 KiB a set is too big to keep (the request may carry it: a full set of 16 KiB is kept).
    const filled = (cells: number): TrainingProgram => ({
      ...good,
      labels: good.labels.map((l) => ({ ...l, examples: Array.from({ length: 10 }, (): Drawing => ({ cells: Array.from({ length: cells }, (_, i) => [i % 32, Math.floor(i / 32)] as const) })) })),
    });
    const big = await send(user.cookie, 'POST', FINDERS, { title: 'X', program: filled(130) });
    expect(big.statusCode, big.body).toBe(400);
    expect(messageOf(big)).toMatch(/too big/);
    expect((await send(user.cookie, 'POST', FINDERS, { title: 'X', program: filled(300) })).statusCode).toBe(413);
    expect((await send(user.cookie, 'GET', FINDERS)).json()).toEqual([]);
    const full = filled(116);
    expect(new TextEncoder().encode(JSON.stringify(full)).length).toBeGreaterThan(15 * 1024);
    const fullKept = await send(user.cookie, 'POST', FINDERS, { title: 'Full', program: full });
    expect(fullKept.statusCode, fullKept.body).toBe(201);
    expect((await send(user.cookie, 'DELETE', `${FINDERS}/${fullKept.json<Kept>().id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', FINDERS)).json()).toEqual([]);
  });

  it('says in the child’s words when a finder cannot find anything yet, or has “not a key” alone', async () => {
    const user = await signedInUser(t.database);
    const empties: TrainingProgram[] = [
      { version: 6, kind: 'training', labels: [] },
      { version: 6, kind: 'training', labels: [{ word: 'key', examples: [line(3)] }] },
      { version: 6, kind: 'training', labels: [{ word: 'key', examples: [line(3)] }, { word: 'not-key', examples: [] }] },
    ];
    for (const program of empties) {
      const response = await send(user.cookie, 'POST', FINDERS, { title: 'X', program });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(english('server.finderCreations.empty'));
    }
    const inSpanish = await api(t.app, 'POST', FINDERS, {
      cookie: user.cookie,
      body: { title: 'X', program: empties[1] },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json<{ message: string }>().message).toBe(spanish('server.finderCreations.empty'));
    expect(spanish('server.finderCreations.empty')).toContain('dos cosas');

    const alone: TrainingProgram = { version: 6, kind: 'training', labels: [{ word: 'ball', examples: [block(2)] }, { word: 'not-key', examples: [line(3)] }] };
    const refused = await send(user.cookie, 'POST', FINDERS, { title: 'X', program: alone });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(english('server.finderCreations.notKeyAlone'));
    const keysAndNot: TrainingProgram = { ...alone, labels: [{ word: 'key', examples: [line(5)] }, ...alone.labels] };
    expect((await send(user.cookie, 'POST', FINDERS, { title: 'Keys or not', program: keysAndNot })).statusCode).toBe(201);
    // A change is checked the same way: an emptied finder is refused and the kept one stays.
    const [kept] = (await send(user.cookie, 'GET', FINDERS)).json<Kept[]>();
    const emptied = await send(user.cookie, 'PATCH', `${FINDERS}/${kept!.id}`, { program: empties[2] });
    expect(emptied.statusCode).toBe(400);
    expect((await send(user.cookie, 'GET', FINDERS)).json<Kept[]>().map((f) => f.program)).toEqual([keysAndNot]);
  });

  it('keeps 30 finders a person, in words about finders', async () => {
    const user = await signedInUser(t.database);
    for (let i = 0; i < CREATIONS_MAX_PER_KIND; i++) {
      const response = await send(user.cookie, 'POST', FINDERS, { title: `Finder ${i}`, program: finder((i % 5) + 1) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(user.cookie, 'POST', FINDERS, { title: 'One more', program: finder() });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.finderCreations.tooMany', { max: CREATIONS_MAX_PER_KIND }));
    expect((await send(undefined, 'POST', FINDERS, { title: 'X', program: finder() })).statusCode).toBe(401);
  });

  it('a guest’s finders moved at sign-up go through the same check: kept, or a hand-edited one refused', async () => {
    // What the page sends right after sign-up (send-kept.ts): each finder the guest kept on the device.
    const grownUp = await signUpGrownUp(t);
    const moved = await send(grownUp.cookie, 'POST', FINDERS, { title: 'From the device', program: finder(2) });
    expect(moved.statusCode, moved.body).toBe(201);
    const handEdited = await send(grownUp.cookie, 'POST', FINDERS, { title: 'Edited', program: { ...finder(), labels: [] } });
    expect(handEdited.statusCode).toBe(400);
    expect((await send(grownUp.cookie, 'GET', FINDERS)).json<Kept[]>().map((f) => f.title)).toEqual(['From the device']);
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

const classFinders = async (cookie: string) =>
  (await send(cookie, 'GET', '/api/class-gallery?kind=finder')).json<{ items: ClassGalleryItem<TrainingProgram>[] }>().items;

describe('a finder in the class gallery', () => {
  it('is shared, approved by the teacher and seen by a classmate; another class never sees it', async () => {
    const owls = await classWithGallery('Owls');
    const foxes = await classWithGallery('Foxes');
    const [ana, ben] = owls.kids as [Kid, Kid];
    const kept = (await send(ana.cookie, 'POST', FINDERS, { title: 'Secret title', program: finder(2) })).json<Kept>();
    const share = await send(ana.cookie, 'POST', `${FINDERS}/${kept.id}/share`);
    expect(share.statusCode, share.body).toBe(201);
    const { itemId } = share.json<{ itemId: number }>();

    const pending = await send(owls.cookie, 'GET', `${owls.url}/gallery?status=pending&kind=finder`);
    const queue = pending.json<{ items: TeacherGalleryItem<TrainingProgram>[] }>().items;
    expect(queue.map((i) => [i.id, i.nickname, i.program])).toEqual([[itemId, 'Ana', finder(2)]]);
    expect(await classFinders(ben.cookie)).toEqual([]);
    const foreign = await send(foxes.cookie, 'POST', `${owls.url}/gallery/${itemId}/approve`);
    expect(foreign.statusCode).toBe(404);

    const approved = await send(owls.cookie, 'POST', `${owls.url}/gallery/${itemId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const listed = await send(owls.cookie, 'GET', `${owls.url}/gallery?status=approved&kind=finder`);
    expect(listed.json<{ items: TeacherGalleryItem<TrainingProgram>[] }>().items.map((i) => i.id)).toEqual([itemId]);
    const seen = await classFinders(ben.cookie);
    // The classmate gets the training set (tried in their own browser), never the typed title.
    expect(seen.map((i) => [i.id, i.nickname, i.program, i.mine])).toEqual([[itemId, 'Ana', finder(2), false]]);
    expect(JSON.stringify(seen)).not.toContain('Secret title');
    expect((await classFinders(ana.cookie)).map((i) => i.mine)).toEqual([true]);
    expect((await send(ben.cookie, 'GET', '/api/class-gallery?kind=tune')).json<{ items: unknown[] }>().items).toEqual([]);
    const [fox] = foxes.kids as [Kid];
    expect(await classFinders(fox.cookie)).toEqual([]);

    // An edit after approval waits; the class keeps seeing the approved finder.
    expect((await send(ana.cookie, 'PATCH', `${FINDERS}/${kept.id}`, { program: finder(4) })).statusCode).toBe(200);
    expect((await classFinders(ben.cookie)).map((i) => i.program)).toEqual([finder(2)]);
  });

  it('has at most 3 finders waiting per child, refused in words about finders', async () => {
    const taught = await classWithGallery('Bees');
    const [ana] = taught.kids as [Kid];
    const keep = async (keys: number) =>
      (await send(ana.cookie, 'POST', FINDERS, { title: `F${keys}`, program: finder(keys) })).json<Kept>().id;
    for (let i = 0; i < GALLERY_PENDING_MAX; i++) {
      const response = await send(ana.cookie, 'POST', `${FINDERS}/${await keep(i + 1)}/share`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(ana.cookie, 'POST', `${FINDERS}/${await keep(6)}/share`);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.finderCreations.tooManyPending', { max: GALLERY_PENDING_MAX }));
    const grownUp = await signedInUser(t.database);
    const own = (await send(grownUp.cookie, 'POST', FINDERS, { title: 'Mine', program: finder() })).json<Kept>();
    const notAChild = await send(grownUp.cookie, 'POST', `${FINDERS}/${own.id}/share`);
    expect(notAChild.statusCode).toBe(403);
    expect(messageOf(notAChild)).toBe(english('server.finderCreations.notClassChild'));
  });
});

describe('a child’s finders for the family', () => {
  it('are in the family export with their drawings as cells and go when the child is deleted', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    expect((await send(childCookie, 'POST', FINDERS, { title: 'Where are my keys', program: finder(2) })).statusCode).toBe(201);

    const cookie = await signInAgain(t, grownUp);
    const exported = await send(cookie, 'GET', `/api/family/children/${child.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = childExportResponse.parse(exported.json());
    expect(data.codeLab.creations).toEqual([
      expect.objectContaining({ kind: 'finder', title: 'Where are my keys', program: finder(2) }),
    ]);

    const deleted = await api(t.app, 'DELETE', `/api/family/children/${child.id}`, {
      cookie,
      body: { password: grownUp.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db().select().from(codeLabDrawings).where(eq(codeLabDrawings.userId, child.id))).toEqual([]);
  });
});
