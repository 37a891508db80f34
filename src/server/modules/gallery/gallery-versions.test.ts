import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Drawing } from '../../../domain/api/drawings-api';
import {
  GALLERY_PENDING_MAX,
  type ClassGalleryItem,
  type TeacherGalleryItem,
} from '../../../domain/api/gallery-api';
import type { Program } from '../../../domain/code-lab/program';
import type { CreationKind } from '../../../domain/creations';
import { inArray } from 'drizzle-orm';
import { codeLabDrawings } from '../../db/schema/index';
import { createClassRetention } from '../classes/class-retention';

// Moderation by version (docs/decisions/393-creations-by-kind.md): classmates see the version the
// teacher approved; an edit after approval waits as a new pending version beside it, and the shown
// one stays until the teacher approves the new one. Each kind has its own gallery and its own
// three pending.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const one = { version: 1, body: [{ id: 'a', op: 'forward' }] };
const two = {
  version: 1,
  body: [
    { id: 'a', op: 'forward' },
    { id: 'b', op: 'forward' },
  ],
};
const three = {
  version: 1,
  body: [
    { id: 'a', op: 'forward' },
    { id: 'b', op: 'forward' },
    { id: 'c', op: 'forward' },
  ],
};

type Kid = { id: number; nickname: string; cookie: string };
type Taught = { cookie: string; kids: Kid[]; url: string };

async function classWithGallery(): Promise<Taught> {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Owls', ['Ana', 'Ben']);
  const kids = await Promise.all(
    made.students.map(async (student) => ({
      id: student.id,
      nickname: student.nickname,
      cookie: await signIn(db(), { id: student.id, role: 'learner', classId: made.id }),
    })),
  );
  const url = `/api/classes/${made.id}`;
  const opened = await api(t.app, 'PATCH', url, { cookie, body: { galleryOn: true } });
  expect(opened.statusCode, opened.body).toBe(200);
  return { cookie, kids, url };
}

async function draw(cookie: string, program: unknown = one): Promise<number> {
  const response = await api(t.app, 'POST', '/api/code-lab/drawings', {
    cookie,
    body: { title: 'Secret title', program },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
const edit = (cookie: string, id: number, program: unknown) =>
  api(t.app, 'PATCH', `/api/code-lab/creations/drawing/${id}`, { cookie, body: { program } });
async function shared(cookie: string, id: number, kind: CreationKind = 'drawing'): Promise<number> {
  const response = await api(t.app, 'POST', `/api/code-lab/creations/${kind}/${id}/share`, {
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ itemId: number }>().itemId;
}
async function queue(taught: Taught, status = 'pending', kind = 'drawing') {
  const response = await api(t.app, 'GET', `${taught.url}/gallery?status=${status}&kind=${kind}`, {
    cookie: taught.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TeacherGalleryItem[] }>().items;
}
async function decide(taught: Taught, itemId: number, action: 'approve' | 'reject') {
  const response = await api(t.app, 'POST', `${taught.url}/gallery/${itemId}/${action}`, {
    cookie: taught.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TeacherGalleryItem>();
}
async function gallery(cookie: string, kind?: string): Promise<ClassGalleryItem[]> {
  const url = `/api/class-gallery${kind ? `?kind=${kind}` : ''}`;
  const response = await api(t.app, 'GET', url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ClassGalleryItem[] }>().items;
}
async function mine(cookie: string): Promise<Drawing[]> {
  return (await api(t.app, 'GET', '/api/code-lab/drawings', { cookie })).json<Drawing[]>();
}

describe('the version the teacher approved', () => {
  it('an edit after approval waits; the class keeps the approved one until the new is approved', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    const id = await draw(ana.cookie, one);
    const first = await shared(ana.cookie, id);
    await decide(taught, first, 'approve');
    const star = await api(t.app, 'POST', `/api/class-gallery/${first}/reactions`, {
      cookie: ben.cookie,
      body: { kind: 'star' },
    });
    expect(star.statusCode, star.body).toBe(204);

    // Ana changes it: the class still sees the first version; the teacher sees the new one waiting.
    expect((await edit(ana.cookie, id, two)).statusCode).toBe(200);
    expect((await gallery(ben.cookie)).map((i) => [i.id, i.program])).toEqual([[first, one]]);
    const [waiting] = await queue(taught);
    expect(waiting).toMatchObject({ drawingId: id, program: two, status: 'pending' });
    expect(waiting!.id).not.toBe(first);
    expect((await mine(ana.cookie))[0]?.share).toEqual({ itemId: waiting!.id, status: 'pending' });
    // Sharing it again says it is waiting.
    const again = await api(t.app, 'POST', `/api/code-lab/drawings/${id}/share`, {
      cookie: ana.cookie,
    });
    expect(again.json()).toEqual({ itemId: waiting!.id, status: 'pending' });

    // Another edit while it waits: still one waiting version, now the newest program.
    expect((await edit(ana.cookie, id, three)).statusCode).toBe(200);
    expect((await queue(taught)).map((i) => [i.id, i.program])).toEqual([[waiting!.id, three]]);
    expect((await gallery(ben.cookie)).map((i) => i.program)).toEqual([one]);

    // Approved: the new version replaces the old, with its reactions.
    await decide(taught, waiting!.id, 'approve');
    const shown = await gallery(ben.cookie);
    expect(shown).toEqual([
      expect.objectContaining({
        id: waiting!.id,
        program: three,
        myReaction: 'star',
        reactions: { star: 1, clap: 0, heart: 0 },
      }),
    ]);
    expect(await queue(taught)).toEqual([]);
    expect((await mine(ana.cookie))[0]?.share).toEqual({ itemId: waiting!.id, status: 'approved' });
  });

  it('a new version turned down leaves the approved one shown; sharing again sends the newest', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    const id = await draw(ana.cookie, one);
    const first = await shared(ana.cookie, id);
    await decide(taught, first, 'approve');
    await edit(ana.cookie, id, two);
    const [waiting] = await queue(taught);
    await decide(taught, waiting!.id, 'reject');
    expect((await gallery(ben.cookie)).map((i) => [i.id, i.program])).toEqual([[first, one]]);
    expect((await mine(ana.cookie))[0]?.share).toEqual({ itemId: waiting!.id, status: 'rejected' });

    // Edited again: the version turned down is waiting again, with the newest program.
    await edit(ana.cookie, id, three);
    expect((await queue(taught)).map((i) => [i.id, i.program])).toEqual([[waiting!.id, three]]);
    // Taking it back takes every version away.
    const back = await api(t.app, 'DELETE', `/api/code-lab/drawings/${id}/share`, {
      cookie: ana.cookie,
    });
    expect(back.statusCode).toBe(204);
    expect(await gallery(ben.cookie)).toEqual([]);
    expect(await queue(taught)).toEqual([]);
  });

  it('an edit before approval changes the waiting version; a title alone changes nothing shared', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    const id = await draw(ana.cookie, one);
    const itemId = await shared(ana.cookie, id);
    await edit(ana.cookie, id, two);
    expect((await queue(taught)).map((i) => [i.id, i.program])).toEqual([[itemId, two]]);
    await decide(taught, itemId, 'approve');
    const renamed = await api(t.app, 'PATCH', `/api/code-lab/drawings/${id}`, {
      cookie: ana.cookie,
      body: { title: 'New title' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await queue(taught)).toEqual([]);
    expect((await gallery(ben.cookie)).map((i) => i.program)).toEqual([two]);
  });
});

describe('each kind its own gallery', () => {
  it('three drawings waiting leave room for a game; a game is not in the drawings’ gallery', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    for (let i = 0; i < GALLERY_PENDING_MAX; i++) await shared(ana.cookie, await draw(ana.cookie));
    const full = await api(
      t.app,
      'POST',
      `/api/code-lab/drawings/${await draw(ana.cookie)}/share`,
      {
        cookie: ana.cookie,
      },
    );
    expect(full.statusCode).toBe(409);

    const now = new Date();
    const [game] = await db()
      .insert(codeLabDrawings)
      .values({
        userId: ana.id,
        kind: 'game',
        title: 'Racer',
        program: one as Program,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: codeLabDrawings.id });
    // Not a drawing: the drawings' path does not find it.
    const asDrawing = await api(t.app, 'POST', `/api/code-lab/drawings/${game!.id}/share`, {
      cookie: ana.cookie,
    });
    expect(asDrawing.statusCode).toBe(404);
    const gameItem = await shared(ana.cookie, game!.id, 'game');
    expect((await queue(taught, 'pending', 'game')).map((i) => i.id)).toEqual([gameItem]);
    expect(await queue(taught)).toHaveLength(GALLERY_PENDING_MAX);

    await decide(taught, gameItem, 'approve');
    expect((await gallery(ben.cookie, 'game')).map((i) => i.id)).toEqual([gameItem]);
    expect(await gallery(ben.cookie)).toEqual([]);
    expect(await gallery(ben.cookie, 'tune')).toEqual([]);
  });
});

describe('retention', () => {
  it('a class deleted after its archive takes every kind of its children’s creations', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = taught.kids as [Kid, Kid];
    await shared(ana.cookie, await draw(ana.cookie));
    const now = new Date();
    await db()
      .insert(codeLabDrawings)
      .values(
        (['game', 'tune', 'page', 'finder'] as const).map((kind) => ({
          userId: ben.id,
          kind,
          title: kind,
          program: one as Program,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const kept = () =>
      db()
        .select({ kind: codeLabDrawings.kind })
        .from(codeLabDrawings)
        .where(inArray(codeLabDrawings.userId, [ana.id, ben.id]));
    expect(await kept()).toHaveLength(5);

    const DAY = 24 * 60 * 60 * 1000;
    const retention = createClassRetention({
      db: db(),
      log: t.app.log,
      mailOrigin: () => ({ origin: 'http://localhost:3000', host: 'localhost' }),
    });
    const later = new Date(Date.now() + 400 * DAY);
    await retention.runOnce(later);
    const archivedOn = new Date(later.getTime() + 31 * DAY);
    await retention.runOnce(archivedOn);
    expect(await kept()).toHaveLength(5);
    await retention.runOnce(new Date(archivedOn.getTime() + 31 * DAY));
    expect(await kept()).toEqual([]);
  });
});
