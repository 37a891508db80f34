import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { findWorld } from '../../content/code-lab/levels';
import { tuneSolutionOf, visionSolutionOf } from '../../content/code-lab/reference-solutions';
import { signedInUser, storedPoints } from '../support/signed-in-user';
import { postSolve } from '../support/code-lab';

// The Vision Lab's world on the server (docs/product/code-lab.md#vision-lab,
// docs/decisions/412-the-vision-lab.md), on PGlite and on PostgreSQL when DATABASE_URL is set: the
// server works out every drawing's features again and scores the puzzle's test drawings. Every
// reference solves (200, 3 stars, the world's bonus once); a set that scores too few is 422 in
// the child's words; a bad training set is 400 naming what is wrong.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;

describe('a training set kept and read back', () => {
  it('keeps a draft of up to 16 KiB (a label may wait for its examples), and answers the solving set in the progress', async () => {
    const user = await signedInUser(t.database);
    const long = { strokes: Array.from({ length: 16 }, () => Array.from({ length: 13 }, (_, i) => [i, 31 - i])) };
    const draft = { version: 6, kind: 'training', labels: [{ word: 'circle', examples: Array.from({ length: 10 }, () => long) }] };
    expect(JSON.stringify(draft).length).toBeGreaterThan(15 * 1024);
    const saved = await api(t.app, 'PUT', '/api/code-lab/programs/vision-1', { cookie: user.cookie, body: { program: draft } });
    expect(saved.statusCode, saved.body).toBe(204);
    const programs = await api(t.app, 'GET', '/api/code-lab/programs', { cookie: user.cookie });
    expect((programs.json() as { levelId: string; program: unknown }[]).find((p) => p.levelId === 'vision-1')?.program).toEqual(draft);
    const solved = await postSolve(t, user.cookie, { levelId: 'vision-3', program: visionSolutionOf('vision-3') });
    expect(solved.statusCode, solved.body).toBe(200);
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    expect((progress.json() as { levelId: string; program: unknown }[]).find((p) => p.levelId === 'vision-3')?.program).toEqual(visionSolutionOf('vision-3'));
  });
});

describe('POST /api/code-lab/solves on the vision world', () => {
  it('solves every puzzle with its reference (200, 3 stars), paying the world once', async () => {
    const user = await signedInUser(t.database);
    const ids = findWorld('vision')!.levelIds;
    const answers = [];
    for (const levelId of ids) {
      const response = await postSolve(t, user.cookie, { levelId, program: visionSolutionOf(levelId) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(200);
      answers.push(response.json() as { stars: number; worldCompleted: boolean });
    }
    expect(answers.map((a) => a.stars)).toEqual(ids.map(() => 3));
    expect(answers.map((a) => a.worldCompleted)).toEqual(ids.map((_, n) => n === ids.length - 1));
    expect(await storedPoints(t.database, user.id)).toBe(ids.length * 15 + 60);
  });

  it('says in the child’s words how many it got right and the first it got wrong (422), in English and Spanish', async () => {
    const user = await signedInUser(t.database);
    const before = await postSolve(t, user.cookie, { levelId: 'vision-5', program: visionSolutionOf('vision-4') });
    expect(before.statusCode).toBe(422);
    expect(message(before)).toMatch(/^It got 6 of 12 right; it needs 11\. It thought drawing 1 was not a key; it is a key\. It looked most like these examples: not a key \d+, /);
    const es = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: user.cookie,
      body: { levelId: 'vision-5', program: visionSolutionOf('vision-4') },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(message(es)).toMatch(/^Acertó 6 de 12; necesita 11\. Pensó que el dibujo 1 era algo que no es una llave; es una llave\./);
  });

  it.each<[string, unknown, string]>([
    ['a label not in the list', { version: 6, kind: 'training', labels: [{ word: 'circle', examples: [] }, { word: 'key', examples: [] }] }, 'not one of level vision-1'],
    ['too many examples', { version: 6, kind: 'training', labels: [{ word: 'circle', examples: Array.from({ length: 11 }, () => ({ cells: [[1, 1]] })) }, { word: 'square', examples: [] }] }, 'at most 10 examples'],
    ['a cell outside 0..31', { version: 6, kind: 'training', labels: [{ word: 'circle', examples: [{ cells: [[32, 1]] }] }, { word: 'square', examples: [] }] }, 'from 0 to 31'],
    ['an image', { version: 6, kind: 'training', labels: [{ word: 'circle', examples: [{ image: 'data:image/png;base64,AAAA' }] }, { word: 'square', examples: [] }] }, 'never an image'],
    ['too big', { version: 6, kind: 'training', labels: [{ word: 'circle', examples: Array.from({ length: 10 }, () => ({ strokes: Array.from({ length: 16 }, () => Array.from({ length: 14 }, () => [30, 30])) })) }] }, 'too big'],
    ['a tune', tuneSolutionOf('sound-1'), 'not a training set'],
  ])('refuses %s (400)', async (_what, program, words) => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId: 'vision-1', program });
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toContain(words);
  });

  it('refuses a training set on another kind of level (400)', async () => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId: 'birthday-1', program: visionSolutionOf('vision-1') });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain('is a training set (version 6)');
  });
});
