import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import type { Street } from '../../../domain/api/street-api';
import type { TeacherGalleryItem } from '../../../domain/api/gallery-api';
import type { PageProgram } from '../../../domain/code-lab/stages/web/web-program';
import { CREATIONS_MAX_PER_KIND } from '../../../domain/creations';
import { translatorFor } from '../../i18n/translators';

// NeighborNet's houses and the class street (docs/decisions/411-neighbornet.md): a house is a
// creation of kind `page`, shared with the class gallery; the street serves the approved version's
// pages, built by the server with the street's CSP, to its class only while the gallery is on.

const english = translatorFor('en');
const spanish = translatorFor('es');
const CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

/** A house of `pages` pages: a heading about `topic` on the first, a link from each to the next. */
function house(topic: 'animals' | 'space' | 'music' = 'animals', pages = 1, extra: PageProgram['pages'][number]['body'] = []): PageProgram {
  return {
    version: 5,
    kind: 'page',
    pages: Array.from({ length: pages }, (_, i) => ({
      background: 'white',
      color: 'black',
      body: [
        { id: `h${i}`, op: 'web-heading', size: 'big', starter: 'welcome', word: topic },
        ...(i + 1 < pages ? [{ id: `l${i}`, op: 'web-link', starter: 'go-to-page', word: topic, page: (i + 2) as 2 | 3 }] : []),
        ...(i === 0 ? extra : []),
      ],
    })),
  } as PageProgram;
}
const houseLink = (to: number) => ({ id: 'hl', op: 'web-link', starter: 'visit-house', word: 'music', house: to }) as PageProgram['pages'][number]['body'][number];

const HOUSES = '/api/code-lab/creations/page';
type Sent = { statusCode: number; body: string; headers: Record<string, unknown>; json<T = unknown>(): T };
type Kept = { id: number; title: string; program: PageProgram };
const send = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<Sent> =>
  api(t.app, method, url, { cookie, body }) as Promise<Sent>;
const messageOf = (response: Sent) => response.json<{ message: string }>().message;

type Kid = { id: number; cookie: string };
type Taught = { cookie: string; kids: Kid[]; url: string };

async function classWithGallery(name: string, nicknames = ['Ana', 'Ben']): Promise<Taught> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, name, nicknames);
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

/** Keeps and shares a house as `kid`, and the teacher approves it; its creation id. */
async function approvedHouse(taught: Taught, kid: Kid, program: PageProgram): Promise<number> {
  const kept = await send(kid.cookie, 'POST', HOUSES, { title: 'My secret title', program });
  expect(kept.statusCode, kept.body).toBe(201);
  const { id } = kept.json<Kept>();
  const share = await send(kid.cookie, 'POST', `${HOUSES}/${id}/share`);
  expect(share.statusCode, share.body).toBe(201);
  const approve = await send(taught.cookie, 'POST', `${taught.url}/gallery/${share.json<{ itemId: number }>().itemId}/approve`);
  expect(approve.statusCode, approve.body).toBe(200);
  return id;
}

const streetOf = async (cookie: string) => {
  const response = await send(cookie, 'GET', '/api/street');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Street>();
};

/** The class a child is in. */
async function streetClassOf(childId: number): Promise<number> {
  const result = (await db().execute(sql`select class_id from users where id = ${childId}::int`)) as unknown as { rows: { class_id: number }[] };
  return result.rows[0]!.class_id;
}

/** A served page: 200 with the street's CSP, or the status it got. */
async function servedPage(cookie: string | undefined, id: number, page = 1): Promise<Sent> {
  return send(cookie, 'GET', `/api/street/${id}/${page}`);
}

describe('keeping a house', () => {
  it('keeps a house, lists it as a house only, changes and deletes it; another person’s is a 404 in words about houses', async () => {
    const user = await signedInUser(t.database);
    const kept = await send(user.cookie, 'POST', HOUSES, { title: 'Home', program: house('animals', 2) });
    expect(kept.statusCode, kept.body).toBe(201);
    const saved = kept.json<Kept>();
    expect(saved).toMatchObject({ title: 'Home', program: house('animals', 2), share: null });
    expect((await send(user.cookie, 'GET', HOUSES)).json<Kept[]>().map((h) => h.id)).toEqual([saved.id]);
    expect((await send(user.cookie, 'GET', '/api/code-lab/creations/tune')).json()).toEqual([]);
    const changed = await send(user.cookie, 'PATCH', `${HOUSES}/${saved.id}`, { program: house('space', 3) });
    expect(changed.statusCode, changed.body).toBe(200);
    const other = await signedInUser(t.database);
    const notTheirs = await send(other.cookie, 'PATCH', `${HOUSES}/${saved.id}`, { title: 'Mine' });
    expect(notTheirs.statusCode).toBe(404);
    expect(messageOf(notTheirs)).toBe(english('server.pageCreations.notFound'));
    expect((await send(user.cookie, 'DELETE', `${HOUSES}/${saved.id}`)).statusCode).toBe(204);
    expect((await send(user.cookie, 'GET', HOUSES)).json()).toEqual([]);
  });

  it('refuses what is no house with a 400 naming what is wrong, nothing kept; an empty house in the child’s words', async () => {
    const user = await signedInUser(t.database);
    const withText = (starter: string, word: string) => ({
      version: 5,
      kind: 'page',
      pages: [{ background: 'white', color: 'black', body: [{ id: 'p', op: 'web-paragraph', starter, word }] }],
    });
    const cases: Array<[string, unknown, RegExp]> = [
      ['a tune', { version: 4, kind: 'tune', body: [] }, /version|5|web/i],
      ['a street of links', { version: 5, kind: 'network', links: [] }, /house is a web page|network|street/i],
      ['a script for a word', withText('i-like', '<script>alert(1)</script>'), /word/i],
      ['an onerror for a word', withText('i-like', '" onerror="x'), /word/i],
      ['a URL for a word', withText('i-like', 'https://example.com'), /word/i],
      ['an email for a word', withText('i-like', 'ana@example.com'), /word/i],
      ['a phone number for a word', withText('i-like', '+34 600 000 000'), /word/i],
      ['a word of another list', withText('i-like', 'cat'), /not in the list/i],
      ['html for a program', '<h1>Hi</h1>', /program|object|expected/i],
      ['four pages', { ...house('animals', 3), pages: [...house('animals', 3).pages, house().pages[0]] }, /1 to 3 pages/i],
    ];
    for (const [name, program, message] of cases) {
      const response = await send(user.cookie, 'POST', HOUSES, { title: 'X', program });
      expect(response.statusCode, name).toBe(400);
      expect(messageOf(response), name).toMatch(message);
    }
    const empty = { version: 5, kind: 'page', pages: [{ background: 'white', color: 'black', body: [] }] };
    expect(messageOf(await send(user.cookie, 'POST', HOUSES, { title: 'X', program: empty }))).toBe(english('server.pageCreations.empty'));
    const inSpanish = await api(t.app, 'POST', HOUSES, { cookie: user.cookie, body: { title: 'X', program: empty }, headers: { 'accept-language': 'es' } });
    expect(inSpanish.json<{ message: string }>().message).toBe(spanish('server.pageCreations.empty'));
    expect((await send(user.cookie, 'GET', HOUSES)).json()).toEqual([]);
  });

  it('keeps 30 houses a person, in words about houses', async () => {
    const user = await signedInUser(t.database);
    for (let i = 0; i < CREATIONS_MAX_PER_KIND; i++) {
      const response = await send(user.cookie, 'POST', HOUSES, { title: `House ${i}`, program: house('animals', (i % 3) + 1) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const full = await send(user.cookie, 'POST', HOUSES, { title: 'One more', program: house() });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.pageCreations.tooMany', { max: CREATIONS_MAX_PER_KIND }));
    expect((await send(undefined, 'POST', HOUSES, { title: 'X', program: house() })).statusCode).toBe(401);
  });
});

describe('the class street', () => {
  it('shows a house after the teacher approves it, serves its pages with the CSP to its class, and nothing to anyone else', async () => {
    const owls = await classWithGallery('Owls', ['Ana', 'Ben', 'Cy']);
    const foxes = await classWithGallery('Foxes');
    const [ana, ben] = owls.kids as [Kid, Kid];
    const [fox] = foxes.kids as [Kid];

    const kept = (await send(ana.cookie, 'POST', HOUSES, { title: 'My secret title', program: house('animals', 2) })).json<Kept>();
    const share = await send(ana.cookie, 'POST', `${HOUSES}/${kept.id}/share`);
    expect(share.statusCode, share.body).toBe(201);
    const { itemId } = share.json<{ itemId: number }>();

    // It waits for the teacher: not on the street, not served, first in the teacher's queue.
    expect((await streetOf(ben.cookie)).houses).toEqual([]);
    expect((await servedPage(ben.cookie, kept.id)).statusCode).toBe(404);
    expect((await servedPage(ana.cookie, kept.id)).statusCode).toBe(404);
    const queue = (await send(owls.cookie, 'GET', `${owls.url}/gallery?status=pending&kind=page`)).json<{ items: TeacherGalleryItem<PageProgram>[] }>().items;
    expect(queue.map((i) => [i.id, i.nickname, i.program])).toEqual([[itemId, 'Ana', house('animals', 2)]]);

    expect((await send(owls.cookie, 'POST', `${owls.url}/gallery/${itemId}/approve`)).statusCode).toBe(200);
    const street = await streetOf(ben.cookie);
    expect(street).toEqual({ galleryOn: true, houses: [{ id: kept.id, nickname: 'Ana', pages: 2, mine: false }], pass: expect.stringMatching(/^\d+-[0-9a-f]{32}$/) });
    expect(JSON.stringify(street)).not.toContain('My secret title');
    expect((await streetOf(ana.cookie)).houses[0]).toMatchObject({ id: kept.id, mine: true });

    // A classmate, the owner and the teacher get each page, built by the server, with the CSP.
    for (const cookie of [ben.cookie, ana.cookie, owls.cookie]) {
      for (const page of [1, 2]) {
        const served = await servedPage(cookie, kept.id, page);
        expect(served.statusCode, served.body).toBe(200);
        expect(served.headers['content-security-policy']).toBe(CSP);
        expect(String(served.headers['content-type'])).toMatch(/^text\/html/);
        expect(served.body).not.toMatch(/<script|\son[a-z]+=/i);
      }
    }
    const first = (await servedPage(ben.cookie, kept.id, 1)).body;
    expect(first).toContain(`<h1>${english('webLab.starter.welcome', { word: english('webLab.word.topic.animals') })}</h1>`);
    expect(first).not.toContain('My secret title');
    // Its links carry Ben's street pass: the frame that follows them sends no cookie.
    const { pass } = street;
    expect(first).toContain(`href="/api/street/${kept.id}/2/${pass}"`);
    const byPass = await send(undefined, 'GET', `/api/street/${kept.id}/2/${pass}`);
    expect(byPass.statusCode, byPass.body).toBe(200);
    expect(byPass.headers['content-security-policy']).toBe(CSP);
    expect(byPass.body).toContain(`<h1>${english('webLab.starter.welcome', { word: english('webLab.word.topic.animals') })}</h1>`);
    // A pass of no live session, or another class's child's, finds nothing.
    const foxPass = (await streetOf(fox.cookie)).pass;
    for (const wrong of [`${ben.id}-${'0'.repeat(32)}`, foxPass, pass.replace(/^\d+/, String(ana.id))])
      expect((await send(undefined, 'GET', `/api/street/${kept.id}/1/${wrong}`)).statusCode, wrong).toBe(404);
    // Signed out, the pass dies with the session.
    const leavingCookie = await signIn(db(), { id: ben.id, role: 'learner', classId: (await streetClassOf(ben.id)) });
    const leavingPass = (await streetOf(leavingCookie)).pass;
    expect((await send(undefined, 'GET', `/api/street/${kept.id}/1/${leavingPass}`)).statusCode).toBe(200);
    expect((await send(leavingCookie, 'POST', '/api/logout')).statusCode).toBeLessThan(300);
    expect((await send(undefined, 'GET', `/api/street/${kept.id}/1/${leavingPass}`)).statusCode).toBe(404);
    // In the viewer's language.
    const spanishPage = await api(t.app, 'GET', `/api/street/${kept.id}/1`, { cookie: ben.cookie, headers: { 'accept-language': 'es' } });
    expect(spanishPage.body).toContain('lang="');
    // A page the house does not have is a 404.
    expect((await servedPage(ben.cookie, kept.id, 3)).statusCode).toBe(404);

    // Another class's child and teacher, a learner, a grown-up and a guest: 404, and no street.
    const learner = await signedInUser(t.database);
    for (const cookie of [fox.cookie, foxes.cookie, learner.cookie, undefined]) {
      const served = await servedPage(cookie, kept.id);
      expect(served.statusCode).toBe(404);
      expect(served.body).not.toContain('<h1>');
    }
    expect((await streetOf(fox.cookie)).houses).toEqual([]);
    for (const cookie of [learner.cookie, owls.cookie, undefined]) {
      const response = await send(cookie, 'GET', '/api/street');
      expect(response.statusCode).toBe(404);
    }
    expect(messageOf(await send(learner.cookie, 'GET', '/api/street'))).toBe(english('server.street.noStreet'));

    // An edit after approval waits as a new version; the street keeps serving the approved one.
    expect((await send(ana.cookie, 'PATCH', `${HOUSES}/${kept.id}`, { program: house('space', 1) })).statusCode).toBe(200);
    expect((await servedPage(ben.cookie, kept.id, 1)).body).toContain(english('webLab.word.topic.animals'));
    expect((await servedPage(ben.cookie, kept.id, 2)).statusCode).toBe(200);
    const waiting = (await send(owls.cookie, 'GET', `${owls.url}/gallery?status=pending&kind=page`)).json<{ items: TeacherGalleryItem<PageProgram>[] }>().items;
    expect(waiting.map((i) => i.program)).toEqual([house('space', 1)]);
    expect((await send(owls.cookie, 'POST', `${owls.url}/gallery/${waiting[0]!.id}/approve`)).statusCode).toBe(200);
    expect((await servedPage(ben.cookie, kept.id, 1)).body).toContain(english('webLab.word.topic.space'));
    expect((await servedPage(ben.cookie, kept.id, 2)).statusCode).toBe(404);

    // The gallery off hides the street and its pages; on again, they are back.
    expect((await send(owls.cookie, 'PATCH', owls.url, { galleryOn: false })).statusCode).toBe(200);
    expect(await streetOf(ben.cookie)).toMatchObject({ galleryOn: false, houses: [] });
    expect((await servedPage(ben.cookie, kept.id)).statusCode).toBe(404);
    expect((await servedPage(owls.cookie, kept.id)).statusCode).toBe(404);
    expect((await send(owls.cookie, 'PATCH', owls.url, { galleryOn: true })).statusCode).toBe(200);
    expect((await servedPage(ben.cookie, kept.id)).statusCode).toBe(200);

    // The teacher takes it down: gone from the street.
    const shown = (await send(owls.cookie, 'GET', `${owls.url}/gallery?status=approved&kind=page`)).json<{ items: { id: number }[] }>().items;
    expect((await send(owls.cookie, 'DELETE', `${owls.url}/gallery/${shown[0]!.id}`)).statusCode).toBe(204);
    expect((await streetOf(ben.cookie)).houses).toEqual([]);
    expect((await servedPage(ben.cookie, kept.id)).statusCode).toBe(404);
  });

  it('links a class house only to houses approved on its own street, and a family child or learner to none', async () => {
    const bees = await classWithGallery('Bees', ['Ana', 'Ben']);
    const wasps = await classWithGallery('Wasps', ['Zoe']);
    const [ana, ben] = bees.kids as [Kid, Kid];
    const [zoe] = wasps.kids as [Kid];
    const anas = await approvedHouse(bees, ana, house('music'));
    const zoes = await approvedHouse(wasps, zoe, house('space'));
    // Ben's house waits; a link to it is refused until it is approved.
    const bens = (await send(ben.cookie, 'POST', HOUSES, { title: 'B', program: house('space') })).json<Kept>().id;
    expect((await send(ben.cookie, 'POST', `${HOUSES}/${bens}/share`)).statusCode).toBe(201);

    const linking = (to: number) => house('animals', 1, [houseLink(to)]);
    for (const to of [zoes, bens, 2_000_000_000]) {
      const refused = await send(ben.cookie, 'POST', HOUSES, { title: 'L', program: linking(to) });
      expect(refused.statusCode, String(to)).toBe(400);
      expect(messageOf(refused)).toBe(english('server.pageCreations.houseNotOnStreet'));
    }
    const linked = await send(ben.cookie, 'POST', HOUSES, { title: 'L', program: linking(anas) });
    expect(linked.statusCode, linked.body).toBe(201);
    // A change is checked the same way.
    expect((await send(ben.cookie, 'PATCH', `${HOUSES}/${bens}`, { program: linking(zoes) })).statusCode).toBe(400);

    // Served, the link goes to Ana's first page; once Ana's house is taken down, it is words only.
    const linkedId = linked.json<Kept>().id;
    const share = (await send(ben.cookie, 'POST', `${HOUSES}/${linkedId}/share`)).json<{ itemId: number }>();
    expect((await send(bees.cookie, 'POST', `${bees.url}/gallery/${share.itemId}/approve`)).statusCode).toBe(200);
    expect((await servedPage(ana.cookie, linkedId)).body).toContain(`href="/api/street/${anas}/1/${(await streetOf(ana.cookie)).pass}"`);
    const shown = (await send(bees.cookie, 'GET', `${bees.url}/gallery?status=approved&kind=page`)).json<{ items: { id: number; drawingId: number }[] }>().items;
    const anasItem = shown.find((i) => i.drawingId === anas)!;
    expect((await send(bees.cookie, 'DELETE', `${bees.url}/gallery/${anasItem.id}`)).statusCode).toBe(204);
    const after = (await servedPage(ana.cookie, linkedId)).body;
    expect(after).not.toContain(`/api/street/${anas}/`);
    expect((await servedPage(ana.cookie, linkedId)).statusCode).toBe(200);
    expect(after).toContain(english('webLab.starter.visit-house', { word: english('webLab.word.topic.music') }));

    // A family child and a learner have no house links at all.
    const family = await insertUser(db(), { kind: 'child' });
    const familyCookie = await signIn(db(), family);
    const learner = await signedInUser(t.database);
    for (const cookie of [familyCookie, learner.cookie]) {
      const refused = await send(cookie, 'POST', HOUSES, { title: 'L', program: linking(anas) });
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe(english('server.pageCreations.noHouseLinks'));
      expect((await send(cookie, 'POST', HOUSES, { title: 'Mine', program: house('animals', 3) })).statusCode).toBe(201);
      expect((await send(cookie, 'GET', '/api/street')).statusCode).toBe(404);
    }
  });

  it('has at most 3 houses waiting per child, refused in words about houses; a grown-up cannot share one', async () => {
    const taught = await classWithGallery('Ants', ['Ana']);
    const [ana] = taught.kids as [Kid];
    for (let i = 0; i < 3; i++) {
      const id = (await send(ana.cookie, 'POST', HOUSES, { title: `H${i}`, program: house('animals', i + 1) })).json<Kept>().id;
      expect((await send(ana.cookie, 'POST', `${HOUSES}/${id}/share`)).statusCode).toBe(201);
    }
    const last = (await send(ana.cookie, 'POST', HOUSES, { title: 'H4', program: house('space') })).json<Kept>().id;
    const full = await send(ana.cookie, 'POST', `${HOUSES}/${last}/share`);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(english('server.pageCreations.tooManyPending', { max: 3 }));
    const grownUp = await signedInUser(t.database);
    const own = (await send(grownUp.cookie, 'POST', HOUSES, { title: 'Mine', program: house() })).json<Kept>();
    const notAChild = await send(grownUp.cookie, 'POST', `${HOUSES}/${own.id}/share`);
    expect(notAChild.statusCode).toBe(403);
    expect(messageOf(notAChild)).toBe(english('server.pageCreations.notClassChild'));
  });
});
