import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { childExportResponse } from '../../../domain/api/family-api';
import { drawingsResponse } from '../../../domain/api/drawings-api';
import { DRAWINGS_MAX, drawingMessages } from '../../../domain/drawings';

const englishWords = translatorFor('en');
import { translatorFor } from '../../i18n/translators';
import { codeLabDrawings } from '../../db/schema/index';

// The studio's drawings (docs/product/api.md#code-lab-drawings): a person keeps up to 30,
// renames and deletes their own; nobody else's is reachable; a child's go with the child.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const square = {
  version: 1,
  body: [
    {
      id: 'r',
      op: 'repeat',
      times: 4,
      body: [
        { id: 'f', op: 'forward' },
        { id: 't', op: 'turn', dir: 'right' },
      ],
    },
  ],
};
const line = { version: 1, body: [{ id: 'a', op: 'forward' }] };
/** Every pen block: a function, a call, colour, pen up and down, a turn by 45. */
const pinwheel = {
  version: 2,
  functions: [
    {
      name: 'petal',
      body: [
        { id: 'p1', op: 'forward' },
        { id: 'p2', op: 'turn', dir: 'right', degrees: 135 },
        { id: 'p3', op: 'forward' },
      ],
    },
  ],
  body: [
    { id: 'c', op: 'color', color: 'purple' },
    { id: 'd', op: 'pen', down: true },
    {
      id: 'r',
      op: 'repeat',
      times: 4,
      body: [
        { id: 'k', op: 'call', name: 'petal' },
        { id: 't', op: 'turn', dir: 'left', degrees: 45 },
      ],
    },
    { id: 'u', op: 'pen', down: false },
  ],
};

type Sent = { statusCode: number; body: string; json(): unknown };
const send = (
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Sent> => api(t.app, method, url, { cookie, body });
const save = (cookie: string, body: unknown) =>
  send(cookie, 'POST', '/api/code-lab/drawings', body);
const messageOf = (response: Sent) => (response.json() as { message: string }).message;
const idOf = (response: Sent) => (response.json() as { id: number }).id;

describe('a person’s drawings', () => {
  it('saves, lists newest first, renames and deletes', async () => {
    const user = await signedInUser(t.database);
    const first = await save(user.cookie, { title: '  My square ', program: square });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      title: 'My square',
      program: square,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      share: null,
    });
    const pen = await save(user.cookie, { title: 'Pinwheel', program: pinwheel });
    expect(pen.statusCode, pen.body).toBe(201);
    expect((pen.json() as { program: unknown }).program).toEqual(pinwheel);
    const second = await save(user.cookie, { title: 'A line', program: line, points: 99 });
    expect(second.statusCode, second.body).toBe(201);

    const list = await send(user.cookie, 'GET', '/api/code-lab/drawings');
    expect(list.statusCode).toBe(200);
    const drawings = drawingsResponse.parse(list.json());
    expect(drawings.map((d) => d.title)).toEqual(['A line', 'Pinwheel', 'My square']);

    const renamed = await send(user.cookie, 'PATCH', `/api/code-lab/drawings/${idOf(first)}`, {
      title: 'Window',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...(first.json() as object), title: 'Window' });

    const gone = await send(user.cookie, 'DELETE', `/api/code-lab/drawings/${idOf(second)}`);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const after = drawingsResponse.parse(
      (await send(user.cookie, 'GET', '/api/code-lab/drawings')).json(),
    );
    expect(after.map((d) => [d.id, d.title])).toEqual([
      [idOf(pen), 'Pinwheel'],
      [idOf(first), 'Window'],
    ]);
    // Deleted once is gone: a second delete finds nothing.
    const again = await send(user.cookie, 'DELETE', `/api/code-lab/drawings/${idOf(second)}`);
    expect(again.statusCode).toBe(404);
  });

  it(`keeps at most ${DRAWINGS_MAX}: the next is 409 with a message, and a delete makes room`, async () => {
    const user = await signedInUser(t.database);
    const ids: number[] = [];
    for (let i = 1; i <= DRAWINGS_MAX; i++) {
      const response = await save(user.cookie, { title: `Drawing ${i}`, program: line });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(idOf(response));
    }
    const extra = await save(user.cookie, { title: 'One too many', program: line });
    expect(extra.statusCode).toBe(409);
    expect(messageOf(extra)).toBe(drawingMessages.tooMany);
    const rows = await t.database.db
      .select()
      .from(codeLabDrawings)
      .where(eq(codeLabDrawings.userId, user.id));
    expect(rows).toHaveLength(DRAWINGS_MAX);

    expect((await send(user.cookie, 'DELETE', `/api/code-lab/drawings/${ids[0]}`)).statusCode).toBe(
      204,
    );
    expect((await save(user.cookie, { title: 'Room again', program: line })).statusCode).toBe(201);
  });

  it(`saved at once, ${DRAWINGS_MAX} still is the most`, async () => {
    const user = await signedInUser(t.database);
    const answers = await Promise.all(
      Array.from({ length: DRAWINGS_MAX + 5 }, (_, i) =>
        save(user.cookie, { title: `Rush ${i}`, program: line }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(DRAWINGS_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });

  it('another person’s drawing is 404 to rename and delete, and not in their list', async () => {
    const owner = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const id = idOf(await save(owner.cookie, { title: 'Mine', program: square }));
    const rename = await send(other.cookie, 'PATCH', `/api/code-lab/drawings/${id}`, {
      title: 'Yours now',
    });
    expect(rename.statusCode).toBe(404);
    expect(messageOf(rename)).toBe(drawingMessages.notFound);
    expect((await send(other.cookie, 'DELETE', `/api/code-lab/drawings/${id}`)).statusCode).toBe(
      404,
    );
    expect((await send(other.cookie, 'GET', '/api/code-lab/drawings')).json()).toEqual([]);
    const mine = drawingsResponse.parse(
      (await send(owner.cookie, 'GET', '/api/code-lab/drawings')).json(),
    );
    expect(mine.map((d) => d.title)).toEqual(['Mine']);
    // An id that names no drawing at all answers the same.
    expect(
      (await send(owner.cookie, 'PATCH', '/api/code-lab/drawings/2147483647', { title: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('guests get 401 on every route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/code-lab/drawings', undefined],
      ['POST', '/api/code-lab/drawings', { title: 'Hi', program: line }],
      ['PATCH', '/api/code-lab/drawings/1', { title: 'Hi' }],
      ['DELETE', '/api/code-lab/drawings/1', undefined],
    ] as const) {
      const response = await send(undefined, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(messageOf(response)).toBe(englishWords('server.auth.notSignedIn'));
    }
  });

  it('a bad title or program is 400 with a message, and nothing is kept', async () => {
    const user = await signedInUser(t.database);
    const cases: [unknown, RegExp | string][] = [
      [{ program: line }, /"title"/],
      [{ title: '   ', program: line }, drawingMessages.titleMissing],
      [{ title: 'x'.repeat(41), program: line }, drawingMessages.titleTooLong],
      [{ title: 'Two\nlines', program: line }, drawingMessages.titleControl],
      [{ title: 'Back\u202Ewards', program: line }, drawingMessages.titleControl],
      [{ title: 7, program: line }, /"title"/],
      [{ title: 'No program' }, /"program"/],
      [
        { title: 'Bad', program: { version: 1, body: [{ id: 'a', op: 'fly' }] } },
        /unknown block op/,
      ],
      [{ title: 'Bad', program: { version: 1, body: [], extra: 1 } }, /unknown keys: extra/],
      [{ title: 'Bad', program: 'forward' }, /"program"/],
      [
        { title: 'Balloons', program: { version: 1, body: [{ id: 'c', op: 'collect' }] } },
        /"Pick up" block \("c"\), and a drawing has no such block/,
      ],
      [
        {
          title: 'Flag',
          program: { version: 1, body: [{ id: 'u', op: 'until-goal', body: [] }] },
        },
        /"Repeat until the flag" block/,
      ],
      [
        {
          title: 'Loop',
          program: { ...pinwheel, functions: [{ name: 'petal', body: [{ id: 'self', op: 'call', name: 'petal' }] }] },
        },
        /a function cannot call itself/,
      ],
      [
        {
          title: 'Balloon in a function',
          program: {
            version: 2,
            functions: [{ name: 'hop', body: [{ id: 'c', op: 'collect' }] }],
            body: [{ id: 'k', op: 'call', name: 'hop' }],
          },
        },
        /"Pick up" block \("c"\)/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await save(user.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(messageOf(response)).toContain(message);
      else expect(messageOf(response)).toMatch(message);
    }
    // 40 characters (an emoji is one) is still a title.
    const longest = await save(user.cookie, { title: `${'y'.repeat(39)}🌸`, program: line });
    expect(longest.statusCode, longest.body).toBe(201);
    const id = idOf(longest);
    for (const [url, body] of [
      [`/api/code-lab/drawings/${id}`, { title: '' }],
      [`/api/code-lab/drawings/${id}`, {}],
      ['/api/code-lab/drawings/0', { title: 'Fine' }],
      ['/api/code-lab/drawings/abc', { title: 'Fine' }],
      ['/api/code-lab/drawings/99999999999', { title: 'Fine' }],
    ] as const) {
      const response = await send(user.cookie, 'PATCH', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(messageOf(response)).toMatch(/title|"id"/);
    }
    const kept = drawingsResponse.parse(
      (await send(user.cookie, 'GET', '/api/code-lab/drawings')).json(),
    );
    expect(kept.map((d) => d.title)).toEqual([`${'y'.repeat(39)}🌸`]);
  });

  it('refuses a drawing of nothing with a 400 in the child’s words, in English and Spanish (docs/decisions/355-the-studio-keeps-a-draft.md)', async () => {
    const user = await signedInUser(t.database);
    const nothing = [
      { version: 2, body: [] },
      { version: 1, body: [{ id: 't', op: 'turn', dir: 'right' }] },
      { version: 2, body: [{ id: 'u', op: 'pen', down: false }, { id: 'f', op: 'forward' }] },
      // Off the paper before a line: Ada starts in the middle, 5 steps from the top edge.
      { version: 2, body: [{ id: 'u', op: 'pen', down: false }, { id: 'r', op: 'repeat', times: 6, body: [{ id: 'f', op: 'forward' }] }] },
      // A function made and used that only turns.
      { version: 2, functions: [{ name: 'wiggle', body: [{ id: 'w', op: 'turn', dir: 'left' }] }], body: [{ id: 'k', op: 'call', name: 'wiggle' }] },
    ];
    for (const program of nothing) {
      const response = await save(user.cookie, { title: 'Empty', program });
      expect(response.statusCode, JSON.stringify(program)).toBe(400);
      expect(messageOf(response)).toBe(drawingMessages.empty);
    }
    const spanish = await api(t.app, 'POST', '/api/code-lab/drawings', {
      cookie: user.cookie,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      body: { title: 'Vacío', program: { version: 2, body: [] } },
    });
    expect(spanish.statusCode).toBe(400);
    expect(messageOf(spanish)).toBe(
      'Todavía no hay nada que guardar: este programa no dibuja ninguna línea. Pon un bloque Avanzar con el lápiz abajo y luego guarda.',
    );
    const kept = drawingsResponse.parse((await send(user.cookie, 'GET', '/api/code-lab/drawings')).json());
    expect(kept).toEqual([]);
    // One line is a drawing.
    expect((await save(user.cookie, { title: 'A line', program: line })).statusCode).toBe(201);
  });

  it('keeps a drawing whose function is not used yet: it is work in progress', async () => {
    const user = await signedInUser(t.database);
    const program = { ...pinwheel, body: [{ id: 'a', op: 'forward' }] };
    const response = await save(user.cookie, { title: 'Lonely petal', program });
    expect(response.statusCode, response.body).toBe(201);
    const kept = drawingsResponse.parse((await send(user.cookie, 'GET', '/api/code-lab/drawings')).json());
    expect(kept[0]?.program).toEqual(program);
  });
});

describe('a child’s drawings', () => {
  it('are in the family export and deleted with the child', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    expect((await save(childCookie, { title: 'Pinwheel', program: square })).statusCode).toBe(201);
    expect((await save(childCookie, { title: 'Zigzag', program: line })).statusCode).toBe(201);

    const cookie = await signInAgain(t, grownUp);
    const exported = await send(cookie, 'GET', `/api/family/children/${child.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const data = childExportResponse.parse(exported.json());
    expect(data.codeLab.drawings).toEqual([
      { title: 'Zigzag', program: line, createdAt: expect.any(Date), updatedAt: expect.any(Date) },
      {
        title: 'Pinwheel',
        program: square,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      },
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
