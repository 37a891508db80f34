import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../support/test-app';
import { findLevel, findWorld } from '../../content/code-lab/levels';
import { solutionOf, tuneSolutionOf } from '../../content/code-lab/reference-solutions';
import { withNoteChanged, withoutLastTuneBlock } from '../../content/code-lab/program-edits';
import { insertTeacher, makeClass } from '../support/classes';
import { signedInUser, storedPoints } from '../support/signed-in-user';
import { ledgerKeys, postSolve } from '../support/code-lab';
import type { Note } from '../../src/domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';

// The Sound Lab's world on the server (docs/product/code-lab.md#sound-lab,
// docs/decisions/406-the-sound-lab.md), on PGlite and on PostgreSQL when DATABASE_URL is set: the
// server runs each tune to its transcript and compares it with the puzzle's goal. Every reference
// solves its puzzle (200, 3 stars), the reference without its last block and with one note changed
// do not (422, the first place it differs, in the child's words); points, stars and the world's
// bonus are the other worlds'; a bad program is 400 naming what is wrong; drafts, runs, progress,
// a guest's transfer and the teacher's solutions take tunes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const notes = (...names: Note[]): TuneProgram => ({
  version: 4,
  kind: 'tune',
  body: names.map((note, i) => ({ id: `n${i}`, op: 'play-note', note, length: 'quarter' })),
});

describe('POST /api/code-lab/solves on the sound world', () => {
  it('refuses each reference without its last block (422), then solves it (200, 3 stars), paying the world once', async () => {
    const user = await signedInUser(t.database);
    const ids = findWorld('sound')!.levelIds;
    for (const levelId of ids) {
      const shorter = await postSolve(t, user.cookie, { levelId, program: withoutLastTuneBlock(tuneSolutionOf(levelId)) });
      expect(shorter.statusCode, `${levelId} without its last block: ${shorter.body}`).toBe(422);
      expect(message(shorter)).toMatch(/^(Your |On beat )/);
    }
    expect(await storedPoints(t.database, user.id)).toBe(0);

    const answers = [];
    for (const levelId of ids) {
      const response = await postSolve(t, user.cookie, { levelId, program: tuneSolutionOf(levelId) });
      expect(response.statusCode, `${levelId}: ${response.body}`).toBe(200);
      answers.push(response.json() as { stars: number; pointsAwarded: number; worldCompleted: boolean });
    }
    expect(answers.map((a) => a.stars)).toEqual(ids.map(() => 3));
    expect(answers.map((a) => a.worldCompleted)).toEqual(ids.map((_, n) => n === ids.length - 1));
    expect(answers.at(-1)?.pointsAwarded).toBe(15 + 60);
    expect(await storedPoints(t.database, user.id)).toBe(ids.length * 15 + 60);
    expect((await ledgerKeys(t, user.id)).filter((k) => k.startsWith('codelab-world:'))).toEqual(['codelab-world:sound']);

    // The progress answer holds the solving tunes as they were sent.
    const progress = await api(t.app, 'GET', '/api/code-lab/progress', { cookie: user.cookie });
    expect(progress.statusCode, progress.body).toBe(200);
    const solved = progress.json() as { levelId: string; program: unknown }[];
    expect(solved.map((p) => p.levelId).sort()).toEqual([...ids].sort());
    for (const p of solved) expect(p.program).toEqual(tuneSolutionOf(p.levelId));

    // A replay earns nothing; a longer tune that still solves earns 2 stars.
    const again = await postSolve(t, user.cookie, { levelId: 'sound-8', program: tuneSolutionOf('sound-8') });
    expect(again.json()).toMatchObject({ pointsAwarded: 0, worldCompleted: false, stars: 3 });
  });
});

describe('a tune that does not solve', () => {
  it.each<[string, number, Note, string]>([
    ['sound-1', 3, 'C6', 'Your third note is C; the tune wants E.'],
    ['sound-3', 2, 'C6', 'Your second note is C; the tune wants G.'],
    // The program's fourth note is the verse's last, the tune's eighth.
    ['sound-4', 4, 'C6', 'Your eighth note is C; the tune wants E.'],
    // The chorus in its function: the tune's fourth note both times; the first time is named.
    ['sound-4', 8, 'C6', 'Your fourth note is C6; the tune wants C5.'],
    // Counted as the roll shows them: the first beat's high E (voice 1), its low C (voice 2), then the changed D.
    ['sound-5', 2, 'C6', 'Your third note is C; the tune wants D.'],
    ['sound-6', 2, 'C6', 'Your second note is C; the tune wants D.'],
    ['sound-7', 5, 'C6', 'Your fifth note is C; the tune wants A.'],
    ['sound-8', 1, 'D4', 'Your tune starts on D; this puzzle wants it to start on C.'],
  ])('answers 422 for %s with note %i as %s, naming the first place it differs', async (levelId, nth, note, words) => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId, program: withNoteChanged(tuneSolutionOf(levelId), nth, note) });
    expect(response.statusCode, response.body).toBe(422);
    expect(message(response)).toBe(words);
    expect(await storedPoints(t.database, user.id)).toBe(0);
  });

  it('says it in the request’s language, notes as Spanish children name them', async () => {
    const user = await signedInUser(t.database);
    const es = await api(t.app, 'POST', '/api/code-lab/solves', {
      cookie: user.cookie,
      body: { levelId: 'sound-1', program: notes('C4', 'D4', 'D4') },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(es.statusCode).toBe(422);
    expect(message(es)).toBe('Tu tercera nota es Re; la canción quiere Mi.');
  });

  it('names what a puzzle asks for beyond the sounds: a repeat, at most 8 blocks, a function', async () => {
    const user = await signedInUser(t.database);
    const phrase = notes('G4', 'G4', 'F4', 'F4', 'E4', 'E4', 'D4').body.map((s, i) => ({ ...s, id: `p${i}` }));
    const half = (s: TuneProgram['body'][number]) => (s.op === 'play-note' && s.id === 'p6' ? { ...s, length: 'half' as const } : s);
    const once = phrase.map(half);
    const again = once.map((s) => ({ ...s, id: `${s.id}b` }));
    const noRepeat = await postSolve(t, user.cookie, { levelId: 'sound-3', program: { version: 4, kind: 'tune', body: [...once, ...again] } });
    expect(noRepeat.statusCode).toBe(422);
    expect(message(noRepeat)).toBe('Your tune sounds right! Not yet, though: this puzzle wants a Repeat. Which notes come again?');
    const long = await postSolve(t, user.cookie, {
      levelId: 'sound-3',
      program: { version: 4, kind: 'tune', body: [{ id: 'r', op: 'repeat', times: 2, body: [once[0]!] }, ...once.slice(2), ...again] },
    });
    expect(long.statusCode).toBe(422);
    expect(message(long)).toBe(
      'Your tune sounds right! Not yet, though: it uses 14 blocks, and this puzzle wants 8 or fewer. What comes again?',
    );
    const chorus = notes('G4', 'E4', 'G4', 'C5').body.map((s) => (s.id === 'n3' && s.op === 'play-note' ? { ...s, length: 'half' as const } : s));
    const written = [...chorus, ...notes('A4', 'G4', 'F4', 'E4').body.map((s) => ({ ...s, id: `v${s.id}` })), ...chorus.map((s) => ({ ...s, id: `c${s.id}` }))];
    const noFunction = await postSolve(t, user.cookie, { levelId: 'sound-4', program: { version: 4, kind: 'tune', body: written } });
    expect(noFunction.statusCode).toBe(422);
    expect(message(noFunction)).toBe('Your tune is right! Not yet, though: this puzzle wants a function. Make one and use it.');
  });

  it('stops a tune of more than 2,000 sounds and says so', async () => {
    const user = await signedInUser(t.database);
    let body: TuneProgram['body'] = notes('C4', 'D4', 'E4').body;
    for (let i = 0; i < 3; i++) body = [{ id: `r${i}`, op: 'repeat', times: 10, body }];
    const response = await postSolve(t, user.cookie, { levelId: 'sound-8', program: { version: 4, kind: 'tune', body } });
    expect(response.statusCode).toBe(422);
    expect(message(response)).toBe('Your tune is too long: it stops after 2,000 sounds. Make a Repeat smaller, or take a block away.');
  });
});

describe('a bad tune', () => {
  it.each<[string, string, unknown, RegExp]>([
    ["Ada's program on a tune", 'sound-1', { version: 2, body: [{ id: 'a', op: 'forward' }] }, /is not a tune, and level sound-1 is a tune/],
    ['a game on a tune', 'sound-1', { version: 3, kind: 'game', handlers: [] }, /is a game program, and level sound-1 is a tune/],
    ["a tune on Ada's puzzle", 'birthday-1', notes('C4'), /is a tune \(version 4\), and level birthday-1 is a puzzle for Ada/],
    ['a tune on a game', 'game-1', notes('C4'), /is a tune \(version 4\), and level game-1 is a game/],
    ['a note not in the two octaves', 'sound-1', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'play-note', note: 'C7', length: 'quarter' }] }, /"program.body.0.note": a note is one of C4, D4/],
    ['a length there is not', 'sound-1', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'play-note', note: 'C4', length: 'dotted' }] }, /a length is whole, half, quarter or eighth/],
    ['typed words', 'sound-7', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'sound-say', phrase: 'I rock!!' }] }, /a tune says one of hello/],
    ['a tempo off the list', 'sound-8', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'tempo', bpm: 999 }] }, /a tempo is 60 to 180 beats a minute/],
    ['a block the puzzle has not', 'sound-1', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'play-drum', drum: 'kick', length: 'quarter' }] }, /"Play a drum" block \("a"\), and level sound-1 has no such block/],
    ["a game's block in a tune", 'sound-8', { version: 4, kind: 'tune', body: [{ id: 'a', op: 'score', by: 1 }] }, /unknown block op/],
    ['a together inside a together', 'sound-8', { version: 4, kind: 'tune', body: [{ id: 't', op: 'together', first: [{ id: 'u', op: 'together', first: [], second: [] }], second: [] }] }, /plays together inside a together/],
    ['a function that plays together used inside a together', 'sound-8', { version: 4, kind: 'tune', functions: [{ name: 'verse', body: [{ id: 'u', op: 'together', first: [], second: [] }] }], body: [{ id: 't', op: 'together', first: [{ id: 'c', op: 'call', name: 'verse' }], second: [] }] }, /"c" uses verse, which plays together, inside a together/],
    ["Ada's function name", 'sound-4', { version: 4, kind: 'tune', functions: [{ name: 'hop', body: [] }], body: [{ id: 'c', op: 'call', name: 'hop' }] }, /a tune's function is called chorus, verse, intro or ending/],
    ['too many blocks for the puzzle', 'sound-1', notes('C4', 'D4', 'E4', 'F4', 'G4', 'A4', 'B4', 'C5', 'C5', 'C5', 'C5', 'C5', 'C5'), /has 13 blocks; level sound-1 allows at most 12/],
    ['an unknown key', 'sound-1', { ...notes('C4'), loud: true }, /"program" has unknown keys: loud/],
  ])('answers 400 for %s, naming it, and awards nothing', async (_name, levelId, program, words) => {
    const user = await signedInUser(t.database);
    const response = await postSolve(t, user.cookie, { levelId, program });
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toMatch(words);
    expect(await storedPoints(t.database, user.id)).toBe(0);
    expect(await ledgerKeys(t, user.id)).toEqual([]);
  });
});

describe('drafts, runs, transfers and solutions of a tune', () => {
  it('keeps a tune being written (a function not used yet), and refuses Ada’s program there', async () => {
    const user = await signedInUser(t.database);
    const draft: TuneProgram = { ...notes('C4'), functions: [{ name: 'chorus', body: [] }] };
    const put = await api(t.app, 'PUT', '/api/code-lab/programs/sound-4', { cookie: user.cookie, body: { program: draft } });
    expect(put.statusCode, put.body).toBe(204);
    const saved = await api(t.app, 'GET', '/api/code-lab/programs', { cookie: user.cookie });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([expect.objectContaining({ levelId: 'sound-4', program: draft })]);
    const ada = await api(t.app, 'PUT', '/api/code-lab/programs/sound-1', { cookie: user.cookie, body: { program: { version: 1, body: [] } } });
    expect(ada.statusCode).toBe(400);
    expect(message(ada)).toMatch(/level sound-1 is a tune/);
    const onAda = await api(t.app, 'PUT', '/api/code-lab/programs/birthday-1', { cookie: user.cookie, body: { program: draft } });
    expect(onAda.statusCode).toBe(400);
  });

  it('counts a check that did not solve as a run, and a fail; too long too', async () => {
    const user = await signedInUser(t.database);
    for (const outcome of ['not-yet', 'too-long', 'needs-function']) {
      const run = await api(t.app, 'POST', '/api/code-lab/runs', { cookie: user.cookie, body: { levelId: 'sound-2', outcome } });
      expect(run.statusCode, run.body).toBe(204);
    }
  });

  it("runs a guest's tunes again when they move to an account: a real solve earns, another does not", async () => {
    const user = await signedInUser(t.database);
    const response = await api(t.app, 'POST', '/api/transfer-guest-progress', {
      cookie: user.cookie,
      body: {
        guestProgress: [],
        codeLab: [
          { levelId: 'sound-1', program: tuneSolutionOf('sound-1'), stars: 3 },
          { levelId: 'sound-2', program: notes('C4') }, // outside the toolbox
          { levelId: 'sound-3', program: tuneSolutionOf('sound-2') }, // a drum beat on Twinkle
          { levelId: 'sound-4', program: solutionOf('birthday-1') }, // Ada's program on a tune
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pointsAwarded: 15 });
    expect(await ledgerKeys(t, user.id)).toEqual(['codelab-stars:sound-1', 'codelab:sound-1']);
  });

  it("gives a teacher a sound puzzle's reference solution", async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Larks');
    const response = await api(t.app, 'GET', '/api/code-lab/solutions/sound-6', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ program: tuneSolutionOf('sound-6') });
    expect(findLevel('sound-6')?.kind).toBe('sound');
  });
});
