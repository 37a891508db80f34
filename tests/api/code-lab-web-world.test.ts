import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { findLevel, findWorld } from '../../content/code-lab/levels';
import { solutionOf, webSolutionOf } from '../../content/code-lab/reference-solutions';
import { insertTeacher, makeClass } from '../support/classes';
import { signedInUser, storedPoints } from '../support/signed-in-user';
import { ledgerKeys, postSolve } from '../support/code-lab';
import { WEB_PICTURES } from '../../src/domain/code-lab/stages/web/web-types';

// The Web Lab's worlds on the server (docs/product/code-lab.md#web-lab,
// docs/decisions/408-the-web-lab.md), on PGlite and on PostgreSQL when DATABASE_URL is set. Every
// reference solves its puzzle (200, 3 stars) and an empty page or street does not (422, the first
// part it lacks, in the child's words); points and the worlds' bonuses are the other worlds'; a
// program whose texts hold anything typed (a script, an on… attribute, a URL, an email, a phone
// number) or a picture or colour not in the set is 400, and nothing is built; drafts, a guest's
// transfer and the teacher's solutions take web programs; our pictures are served as SVG.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const onePage = (body: unknown[], more: object = {}) => ({
  version: 5,
  kind: 'page',
  pages: [{ background: 'white', color: 'black', body, ...more }],
});
const heading = { id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' };

describe('POST /api/code-lab/solves on the web and network worlds', () => {
  it.each(['web', 'network'])('refuses an empty start (422), then solves each %s puzzle (200, 3 stars), paying the world once', async (worldId) => {
    const user = await signedInUser(t.database);
    const ids = findWorld(worldId)!.levelIds;
    const empty = worldId === 'web' ? onePage([]) : { version: 5, kind: 'network', links: [] };
    for (const levelId of ids) {
      const level = findLevel(levelId)!;
      const start = 'startPage' in level && level.startPage ? level.startPage : empty;
      const response = await postSolve(t, user.cookie, { levelId, program: start });
      expect(response.statusCode, `${levelId} empty: ${response.body}`).toBe(422);
      expect(message(response)).toMatch(/^(Your |Page |The words |A message )/);
    }
    expect(await storedPoints(t.database, user.id)).toBe(0);
    const answers = [];
    for (const levelId of ids) {
      const response = await postSolve(t, user.cookie, { levelId, program: webSolutionOf(levelId) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(200);
      answers.push(response.json() as { stars: number; pointsAwarded: number; worldCompleted: boolean });
    }
    expect(answers.map((a) => a.stars)).toEqual(ids.map(() => 3));
    expect(answers.map((a) => a.worldCompleted)).toEqual(ids.map((_, n) => n === ids.length - 1));
    // The network world is the NeighborNet game: its reward (100) and its id; the web world's 60.
    const bonus = worldId === 'network' ? 100 : 60;
    expect(answers.at(-1)?.pointsAwarded).toBe(15 + bonus);
    expect(await storedPoints(t.database, user.id)).toBe(ids.length * 15 + bonus);
    expect((await ledgerKeys(t, user.id)).filter((k) => k.startsWith('codelab-world:'))).toEqual([
      `codelab-world:${worldId === 'network' ? 'neighbor-net' : 'web'}`,
    ]);
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    expect(progress.statusCode, progress.body).toBe(200);
    for (const p of progress.json() as { levelId: string; program: unknown }[]) expect(p.program).toEqual(webSolutionOf(p.levelId));
  });

  it('says what a page lacks in the request’s language', async () => {
    const user = await signedInUser(t.database);
    const response = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: user.cookie,
      headers: { 'accept-language': 'es' },
      body: { levelId: 'web-3', program: onePage([heading]) },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(message(response)).toBe('Tu página necesita un párrafo; tiene 0.');
  });
});

describe('a bad web program', () => {
  const text = (word: string) => onePage([heading, { id: 'p', op: 'web-paragraph', starter: 'i-like', word }]);
  it.each<[string, string, unknown, RegExp]>([
    ['a script in a text', 'web-2', text('<script>alert(1)</script>'), /"program.pages.0.body.1.word": a text's word is one of the lists' words/],
    ['an on… attribute in a text', 'web-2', text('x" onerror="alert(1)'), /a text's word is one of the lists' words/],
    ['a URL in a text', 'web-2', text('https://example.com'), /a text's word is one of the lists' words/],
    ['an email in a text', 'web-2', text('ada@example.com'), /a text's word is one of the lists' words/],
    ['a phone number in a text', 'web-2', text('+44 7700 900123'), /a text's word is one of the lists' words/],
    ['a typed title', 'web-1', onePage([heading], { title: { starter: 'My page <b>', word: 'animals' } }), /a text starts with a starter of the list/],
    ['a word from another list', 'web-2', text('cat'), /the word "cat" is not in the list of "i-like"/],
    ['a picture not in the set', 'web-3', onePage([{ id: 'i', op: 'web-picture', picture: 'https://example.com/x.png' }]), /a picture is one of cat, dog/],
    ['a colour not in the set', 'web-5', onePage([heading], { background: '#ff0000' }), /a colour is one of white, black/],
    ['HTML instead of blocks', 'web-1', { version: 5, kind: 'page', html: '<h1>Hi</h1>' }, /unknown keys: html|"program.pages"/],
    ['a link to a house on a puzzle', 'web-7', onePage([{ id: 'k', op: 'web-link', starter: 'visit-house', word: 'music', house: 7 }]), /goes to a house; a level's page links only to its own pages/],
    ['a link to a page the house has not', 'web-7', onePage([{ id: 'k', op: 'web-link', starter: 'go-to-page', word: 'music', page: 3 }]), /goes to page 3, and the house has 1/],
    ['four pages', 'web-8', { version: 5, kind: 'page', pages: [1, 2, 3, 4].map(() => ({ background: 'white', color: 'black', body: [] })) }, /a house has 1 to 3 pages/],
    ['a block the puzzle has not', 'web-1', onePage([{ id: 'p', op: 'web-paragraph', starter: 'i-like', word: 'music' }]), /"Paragraph" block \("p"\), and level web-1 has no such block/],
    ['a street on a page puzzle', 'web-1', { version: 5, kind: 'network', links: [] }, /wants a web page, not a network/],
    ["Ada's program on a page puzzle", 'web-1', solutionOf('birthday-1'), /is not a web program, and level web-1 is a web page/],
    ['a page on a maze', 'birthday-1', onePage([heading]), /is a web program \(version 5\), and level birthday-1 is not a web level/],
    ['a link out of reach', 'network-2', { version: 5, kind: 'network', links: [{ id: 'l', op: 'house-link', from: 'A', to: 'C' }] }, /goes 2 houses along; on level network-2 a link reaches 1/],
    ['a house not on the street', 'network-1', { version: 5, kind: 'network', links: [{ id: 'l', op: 'house-link', from: 'A', to: 'H' }] }, /names a house that is not on level network-1's street/],
    ['too many blocks', 'web-8', { version: 5, kind: 'page', pages: [{ background: 'white', color: 'black', body: Array.from({ length: 61 }, (_, i) => ({ ...heading, id: `h${i}` })) }] }, /has 61 blocks; at most 60 are allowed/],
    ['over 8 KB', 'web-8', { version: 5, kind: 'page', pages: [0, 1, 2].map((p) => ({ background: 'white', color: 'black', body: Array.from({ length: 30 }, (_, i) => ({ id: `paragraph-${p}-${i}`, op: 'web-paragraph', starter: 'favourite-animal', word: 'tortoise' })) })) }, /too big: at most 8192 bytes/],
  ])('answers 400 for %s, naming it, and awards nothing', async (_name, levelId, program, words) => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId, program });
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toMatch(words);
    expect(await storedPoints(t.database, user.id)).toBe(0);
    expect(await ledgerKeys(t, user.id)).toEqual([]);
  });
});

describe('drafts, transfers and solutions of a web program', () => {
  it('keeps a page being written (a link waiting for its page), and refuses a street there', async () => {
    const user = await signedInUser(t.database);
    const draft = onePage([heading, { id: 'k', op: 'web-link', starter: 'go-to-page', word: 'books', page: 2 }]);
    const put = await api(t.app, 'PUT', '/api/code-lab/programs/web-7', { cookie: user.cookie, body: { program: draft } });
    expect(put.statusCode, put.body).toBe(204);
    const saved = await api(t.app, 'GET', '/api/code-lab/programs', { cookie: user.cookie });
    expect(saved.json()).toEqual([expect.objectContaining({ levelId: 'web-7', program: draft })]);
    const street = await api(t.app, 'PUT', '/api/code-lab/programs/web-7', {
      cookie: user.cookie,
      body: { program: { version: 5, kind: 'network', links: [] } },
    });
    expect(street.statusCode).toBe(400);
  });

  it("checks a guest's pages again when they move to an account: a real solve earns, another does not", async () => {
    const user = await signedInUser(t.database);
    const response = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: user.cookie,
      body: {
        guestProgress: [],
        codeLab: [
          { levelId: 'web-1', program: webSolutionOf('web-1'), stars: 3 },
          { levelId: 'web-2', program: webSolutionOf('web-1') },
          { levelId: 'network-1', program: webSolutionOf('network-1'), stars: 3 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pointsAwarded: 30 });
  });

  it("gives a teacher a web puzzle's reference solution", async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Wrens');
    const response = await api(t.app, 'GET', '/api/code-lab/solutions/web-8', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ program: webSolutionOf('web-8') });
  });
});

describe('GET /web-pictures/<id>.svg', () => {
  it('serves each of our pictures as a small SVG that runs nothing, loadable by the sandboxed preview', async () => {
    for (const id of WEB_PICTURES) {
      const response = await t.app.inject({ method: 'GET', url: `/web-pictures/${id}.svg` });
      expect(response.statusCode, id).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|<text|\son[a-z]+=|href/i);
      expect(response.body.length).toBeLessThanOrEqual(1024);
    }
  });

  it.each(['unicorn.svg', 'cat.png', 'cat', '..%2Fcat.svg', 'CAT.svg', 'constructor.svg', '__proto__.svg'])('answers 404 for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/web-pictures/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/svg|html/);
  });
});
