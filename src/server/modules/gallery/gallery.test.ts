import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { addChild, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { signedInUser } from '../../../../tests/support/signed-in-user';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ClassDetail, ClassSummary } from '../../../domain/api/class-api';
import { drawingMessages } from '../../../domain/drawings';
import type { Drawing } from '../../../domain/api/drawings-api';
import {
  GALLERY_PENDING_MAX,
  GALLERY_WRITES_PER_HOUR,
  type ClassGalleryItem,
  type TeacherGalleryItem,
} from '../../../domain/api/gallery-api';
import { translatorFor } from '../../i18n/translators';
import {
  classes,
  classGalleryItems,
  classGalleryReactions,
  consents,
  rateLimits,
} from '../../db/schema/index';
import { createClassRetention } from '../classes/class-retention';

const englishWords = translatorFor('en');

// The class gallery (docs/product/classes.md#class-gallery,
// docs/decisions/300-sharing-with-the-class.md to docs/decisions/304-the-teachers-gallery.md)
// through the real app: a class child shares a drawing, the teacher approves it, classmates see it
// under the child's nickname (never its title) and react; nobody outside the class ever sees it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
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
/** A title no answer of the gallery may ever carry. */
const SECRET_TITLE = 'Grandma Rosa secret';

type Kid = { id: number; nickname: string; cookie: string };
type Taught = { cookie: string; teacherId: number; made: ClassDetail; kids: Kid[]; url: string };

/** A teacher with a class of three children, each signed in; the gallery on unless told. */
async function classWithGallery(on = true): Promise<Taught> {
  const { cookie, teacher } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Owls', ['Ana', 'Ben', 'Cy']);
  const kids = await Promise.all(
    made.students.map(async (student) => ({
      id: student.id,
      nickname: student.nickname,
      cookie: await signIn(db(), { id: student.id, role: 'learner', classId: made.id }),
    })),
  );
  const taught = { cookie, teacherId: teacher.id, made, kids, url: `/api/classes/${made.id}` };
  if (on) await setGallery(taught, true);
  return taught;
}
const kid = (taught: Taught, nickname: string): Kid =>
  taught.kids.find((k) => k.nickname === nickname)!;

async function setGallery(taught: Taught, galleryOn: boolean): Promise<ClassSummary> {
  const response = await api(t.app, 'PATCH', taught.url, {
    cookie: taught.cookie,
    body: { galleryOn },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClassSummary>();
}

async function draw(cookie: string, title = SECRET_TITLE): Promise<number> {
  const response = await api(t.app, 'POST', '/api/code-lab/drawings', {
    cookie,
    body: { title, program: square },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
const share = (cookie: string, drawingId: number) =>
  api(t.app, 'POST', `/api/code-lab/drawings/${drawingId}/share`, { cookie });
const unshare = (cookie: string, drawingId: number) =>
  api(t.app, 'DELETE', `/api/code-lab/drawings/${drawingId}/share`, { cookie });
async function shared(cookie: string, drawingId: number): Promise<number> {
  const response = await share(cookie, drawingId);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ itemId: expect.any(Number), status: 'pending' });
  return response.json<{ itemId: number }>().itemId;
}

const queueOf = (taught: Taught, status?: string, cookie = taught.cookie) =>
  api(t.app, 'GET', `${taught.url}/gallery${status ? `?status=${status}` : ''}`, { cookie });
async function queue(taught: Taught, status?: string): Promise<TeacherGalleryItem[]> {
  const response = await queueOf(taught, status);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(SECRET_TITLE);
  return response.json<{ items: TeacherGalleryItem[] }>().items;
}
const decide = (
  taught: Taught,
  itemId: number,
  action: 'approve' | 'reject',
  cookie = taught.cookie,
) => api(t.app, 'POST', `${taught.url}/gallery/${itemId}/${action}`, { cookie });
async function approved(taught: Taught, itemId: number): Promise<TeacherGalleryItem> {
  const response = await decide(taught, itemId, 'approve');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(SECRET_TITLE);
  return response.json<TeacherGalleryItem>();
}

const galleryOf = (cookie: string | undefined) =>
  api(t.app, 'GET', '/api/class-gallery', { cookie });
async function gallery(cookie: string): Promise<{ galleryOn: boolean; items: ClassGalleryItem[] }> {
  const response = await galleryOf(cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(SECRET_TITLE);
  return response.json();
}
const react = (cookie: string, itemId: number, kind: string) =>
  api(t.app, 'POST', `/api/class-gallery/${itemId}/reactions`, { cookie, body: { kind } });
const unreact = (cookie: string, itemId: number) =>
  api(t.app, 'DELETE', `/api/class-gallery/${itemId}/reactions`, { cookie });
async function myDrawings(cookie: string): Promise<Drawing[]> {
  const response = await api(t.app, 'GET', '/api/code-lab/drawings', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Drawing[]>();
}
const itemsOfClass = (classId: number) =>
  db().select().from(classGalleryItems).where(eq(classGalleryItems.classId, classId));

/** A class with one approved drawing of Ana's. */
async function shownDrawing() {
  const taught = await classWithGallery();
  const ana = kid(taught, 'Ana');
  const drawingId = await draw(ana.cookie);
  const itemId = await shared(ana.cookie, drawingId);
  await approved(taught, itemId);
  return { taught, ana, drawingId, itemId };
}

describe('the class gallery’s whole life', () => {
  it('share → pending → approved → a classmate sees it and reacts → takes it back', async () => {
    const taught = await classWithGallery();
    const [ana, ben, cy] = [kid(taught, 'Ana'), kid(taught, 'Ben'), kid(taught, 'Cy')];
    const drawingId = await draw(ana.cookie);
    const itemId = await shared(ana.cookie, drawingId);
    expect((await myDrawings(ana.cookie))[0]?.share).toEqual({ itemId, status: 'pending' });

    // Pending: in the teacher's queue, not in the class's gallery.
    const pending = await queue(taught);
    expect(pending).toEqual([
      {
        id: itemId,
        drawingId,
        nickname: 'Ana',
        program: square,
        status: 'pending',
        sharedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reactions: { star: 0, clap: 0, heart: 0 },
      },
    ]);
    expect(await queue(taught, 'pending')).toEqual(pending);
    expect(await queue(taught, 'approved')).toEqual([]);
    expect((await gallery(ben.cookie)).items).toEqual([]);
    expect((await react(ben.cookie, itemId, 'star')).statusCode).toBe(404);

    const item = await approved(taught, itemId);
    expect(item).toMatchObject({ id: itemId, status: 'approved', nickname: 'Ana' });
    expect(await queue(taught)).toEqual([]);
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([itemId]);
    expect((await myDrawings(ana.cookie))[0]?.share).toEqual({ itemId, status: 'approved' });

    // A classmate sees it: the nickname and the program, never the title.
    expect(await gallery(ben.cookie)).toEqual({
      galleryOn: true,
      items: [
        {
          id: itemId,
          nickname: 'Ana',
          program: square,
          reactions: { star: 0, clap: 0, heart: 0 },
          myReaction: null,
          mine: false,
        },
      ],
    });
    expect((await gallery(ana.cookie)).items[0]).toMatchObject({ mine: true });

    // A star, then a heart instead: one reaction per child.
    expect((await react(ben.cookie, itemId, 'star')).statusCode).toBe(204);
    expect((await react(cy.cookie, itemId, 'star')).statusCode).toBe(204);
    expect((await gallery(ben.cookie)).items[0]).toMatchObject({
      reactions: { star: 2, clap: 0, heart: 0 },
      myReaction: 'star',
    });
    expect((await react(ben.cookie, itemId, 'heart')).statusCode).toBe(204);
    expect((await gallery(ben.cookie)).items[0]).toMatchObject({
      reactions: { star: 1, clap: 0, heart: 1 },
      myReaction: 'heart',
    });
    expect((await gallery(cy.cookie)).items[0]?.myReaction).toBe('star');
    expect((await queue(taught, 'approved'))[0]?.reactions).toEqual({ star: 1, clap: 0, heart: 1 });
    expect((await unreact(ben.cookie, itemId)).statusCode).toBe(204);
    expect((await unreact(ben.cookie, itemId)).statusCode).toBe(204);
    expect((await gallery(ben.cookie)).items[0]).toMatchObject({
      reactions: { star: 1, clap: 0, heart: 0 },
      myReaction: null,
    });
    const badKind = await react(ben.cookie, itemId, 'thumbs');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json<{ message: string }>().message).toContain('kind');

    // Ana takes it back: gone for everyone, with its reactions.
    expect((await unshare(ana.cookie, drawingId)).statusCode).toBe(204);
    expect((await gallery(ben.cookie)).items).toEqual([]);
    expect(await queue(taught, 'approved')).toEqual([]);
    expect((await myDrawings(ana.cookie))[0]?.share).toBeNull();
    expect(
      await db()
        .select()
        .from(classGalleryReactions)
        .where(eq(classGalleryReactions.itemId, itemId)),
    ).toEqual([]);
    expect((await react(cy.cookie, itemId, 'clap')).statusCode).toBe(404);
    // Taking back what is not shared changes nothing.
    expect((await unshare(ana.cookie, drawingId)).statusCode).toBe(204);
  });

  it('sharing again a pending or shown drawing answers its status; a rejected one is pending again', async () => {
    const taught = await classWithGallery();
    const ana = kid(taught, 'Ana');
    const drawingId = await draw(ana.cookie);
    const itemId = await shared(ana.cookie, drawingId);
    const again = await share(ana.cookie, drawingId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ itemId, status: 'pending' });

    const rejected = await decide(taught, itemId, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id: itemId, status: 'rejected' });
    expect(await queue(taught)).toEqual([]);
    expect((await gallery(kid(taught, 'Ben').cookie)).items).toEqual([]);
    expect((await myDrawings(ana.cookie))[0]?.share).toEqual({ itemId, status: 'rejected' });

    const reshared = await share(ana.cookie, drawingId);
    expect(reshared.statusCode, reshared.body).toBe(201);
    expect(reshared.json()).toEqual({ itemId, status: 'pending' });
    expect((await queue(taught)).map((i) => i.id)).toEqual([itemId]);

    await approved(taught, itemId);
    const shownAgain = await share(ana.cookie, drawingId);
    expect(shownAgain.statusCode).toBe(200);
    expect(shownAgain.json()).toEqual({ itemId, status: 'approved' });
  });

  it('the queue is oldest first, the shown drawings newest first', async () => {
    const taught = await classWithGallery();
    const [ana, ben] = [kid(taught, 'Ana'), kid(taught, 'Ben')];
    const first = await shared(ana.cookie, await draw(ana.cookie));
    const second = await shared(ben.cookie, await draw(ben.cookie));
    const third = await shared(ana.cookie, await draw(ana.cookie));
    expect((await queue(taught)).map((i) => i.id)).toEqual([first, second, third]);
    await approved(taught, second);
    await approved(taught, first);
    await approved(taught, third);
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([third, first, second]);
    expect((await gallery(ben.cookie)).items.map((i) => i.id)).toEqual([third, first, second]);
  });

  it('the teacher removes an item at any time', async () => {
    const { taught, itemId } = await shownDrawing();
    const removed = await api(t.app, 'DELETE', `${taught.url}/gallery/${itemId}`, {
      cookie: taught.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await gallery(kid(taught, 'Ben').cookie)).items).toEqual([]);
    const again = await api(t.app, 'DELETE', `${taught.url}/gallery/${itemId}`, {
      cookie: taught.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: englishWords('server.gallery.teacherItemNotFound') });
    expect((await decide(taught, itemId, 'approve')).statusCode).toBe(404);
  });
});

describe('a child whose session ended', () => {
  it('hears why from the gallery (401 with the reason), not that there is none', async () => {
    const { taught, itemId } = await shownDrawing();
    const ben = kid(taught, 'Ben');
    const reset = await api(t.app, 'POST', `${taught.url}/students/${ben.id}/pictures`, {
      cookie: taught.cookie,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const answer of [await galleryOf(ben.cookie), await react(ben.cookie, itemId, 'star')]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ sessionEnded: 'new-pictures' });
    }
  });
});

describe('nobody outside the class sees it', () => {
  it('a child of another class, a family child, a grown-up and a guest', async () => {
    const { taught, itemId } = await shownDrawing();
    const other = await classWithGallery();
    const stranger = kid(other, 'Ana');
    expect((await gallery(stranger.cookie)).items).toEqual([]);
    expect((await react(stranger.cookie, itemId, 'star')).statusCode).toBe(404);
    expect((await unreact(stranger.cookie, itemId)).statusCode).toBe(404);

    const parent = await signUpGrownUp(t);
    const child = await addChild(t, parent);
    const familyChild = await switchTo(t, parent.cookie, child.id);
    const learner = await signedInUser(t.database);
    for (const cookie of [familyChild, learner.cookie, taught.cookie]) {
      const answer = await galleryOf(cookie);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: englishWords('server.gallery.noGallery') });
      expect((await react(cookie, itemId, 'star')).statusCode).toBe(404);
      expect((await unreact(cookie, itemId)).statusCode).toBe(404);
    }
    // A guest finds no gallery (docs/decisions/301-what-the-class-sees.md); sharing asks them to
    // sign in, as the Code Lab does.
    expect((await galleryOf(undefined)).statusCode).toBe(404);
    expect((await react('', itemId, 'star')).statusCode).toBe(404);
    expect((await unreact('', itemId)).statusCode).toBe(404);

    // The other class's teacher: 404 on everything of this class.
    const theirs = other.cookie;
    expect((await queueOf(taught, undefined, theirs)).statusCode).toBe(404);
    expect((await queueOf(taught, 'approved', theirs)).statusCode).toBe(404);
    for (const action of ['approve', 'reject'] as const) {
      const answer = await decide(taught, itemId, action, theirs);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: englishWords('server.classes.classNotFound') });
    }
    const removed = await api(t.app, 'DELETE', `${taught.url}/gallery/${itemId}`, {
      cookie: theirs,
    });
    expect(removed.statusCode).toBe(404);
    const patched = await api(t.app, 'PATCH', taught.url, {
      cookie: theirs,
      body: { galleryOn: false },
    });
    expect(patched.statusCode).toBe(404);
    // Their own class has no such item either.
    expect((await decide(other, itemId, 'approve')).statusCode).toBe(404);
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([itemId]);
    expect((await gallery(kid(taught, 'Ben').cookie)).items).toHaveLength(1);
  });

  it('only a class child shares: a grown-up, a learner and a family child get 403; another’s drawing is 404', async () => {
    const taught = await classWithGallery();
    const teacherDrawing = await draw(taught.cookie);
    for (const answer of [
      await share(taught.cookie, teacherDrawing),
      await unshare(taught.cookie, teacherDrawing),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: englishWords('server.gallery.notClassChild') });
    }
    const parent = await signUpGrownUp(t);
    const child = await addChild(t, parent);
    const familyChild = await switchTo(t, parent.cookie, child.id);
    const familyDrawing = await draw(familyChild);
    expect((await share(familyChild, familyDrawing)).statusCode).toBe(403);
    expect((await share('', familyDrawing)).statusCode).toBe(401);

    const ana = kid(taught, 'Ana');
    const bens = await draw(kid(taught, 'Ben').cookie);
    for (const answer of [
      await share(ana.cookie, bens),
      await unshare(ana.cookie, bens),
      await share(ana.cookie, teacherDrawing),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: drawingMessages.notFound });
    }
    expect(await itemsOfClass(taught.made.id)).toEqual([]);
  });
});

describe('the teacher opens and closes it', () => {
  it('is off for a new class: shares are refused (409) until the teacher opens it', async () => {
    const taught = await classWithGallery(false);
    expect(taught.made.galleryOn).toBe(false);
    const ana = kid(taught, 'Ana');
    const drawingId = await draw(ana.cookie);
    const refused = await share(ana.cookie, drawingId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: englishWords('server.gallery.galleryOff') });
    expect(await gallery(ana.cookie)).toEqual({ galleryOn: false, items: [] });
    const opened = await setGallery(taught, true);
    expect(opened).toMatchObject({ galleryOn: true, name: 'Owls' });
    const list = await api(t.app, 'GET', '/api/classes', { cookie: taught.cookie });
    expect(list.json<{ classes: ClassSummary[] }>().classes[0]?.galleryOn).toBe(true);
    await shared(ana.cookie, drawingId);
  });

  it('closing hides the drawings and refuses shares and reactions; opening shows them again', async () => {
    const { taught, ana, itemId } = await shownDrawing();
    const ben = kid(taught, 'Ben');
    expect((await react(ben.cookie, itemId, 'clap')).statusCode).toBe(204);
    await setGallery(taught, false);
    expect(await gallery(ben.cookie)).toEqual({ galleryOn: false, items: [] });
    expect((await react(ben.cookie, itemId, 'star')).statusCode).toBe(404);
    const refused = await share(ana.cookie, await draw(ana.cookie));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: englishWords('server.gallery.galleryOff') });
    // The teacher still sees what was shared.
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([itemId]);

    await setGallery(taught, true);
    expect((await gallery(ben.cookie)).items).toEqual([
      expect.objectContaining({
        id: itemId,
        myReaction: 'clap',
        reactions: { star: 0, clap: 1, heart: 0 },
      }),
    ]);
  });

  it('PATCH takes a name, galleryOn or both, and at least one', async () => {
    const taught = await classWithGallery(false);
    const send = (body: unknown) =>
      api(t.app, 'PATCH', taught.url, { cookie: taught.cookie, body });
    const both = await send({ name: 'Barn Owls', galleryOn: true });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ name: 'Barn Owls', galleryOn: true });
    const named = await send({ name: 'Snowy Owls' });
    expect(named.json()).toMatchObject({ name: 'Snowy Owls', galleryOn: true });
    const nothing = await send({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ message: string }>().message).toContain('galleryOn');
    const wrong = await send({ galleryOn: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('galleryOn');
  });

  it('opening it, and approving, need the teacher’s consent to stand', async () => {
    const { taught, ana } = await shownDrawing();
    const itemId = await shared(ana.cookie, await draw(ana.cookie));
    await setGallery(taught, false);
    await db()
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(consents.userId, taught.teacherId), isNull(consents.withdrawnAt)));
    const opened = await api(t.app, 'PATCH', taught.url, {
      cookie: taught.cookie,
      body: { galleryOn: true },
    });
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ message: englishWords('server.consent.noConsent') });
    const approve = await decide(taught, itemId, 'approve');
    expect(approve.statusCode).toBe(403);
    // Closing, turning down and removing take nothing new from a child: still allowed.
    expect((await decide(taught, itemId, 'reject')).statusCode).toBe(200);
  });
});

describe('at most 3 waiting', () => {
  it(`a child's ${GALLERY_PENDING_MAX + 1}th pending share is refused; one decided makes room`, async () => {
    const taught = await classWithGallery();
    const ana = kid(taught, 'Ana');
    const drawings = [];
    for (let i = 0; i <= GALLERY_PENDING_MAX; i++) drawings.push(await draw(ana.cookie));
    const items = [];
    for (const id of drawings.slice(0, GALLERY_PENDING_MAX))
      items.push(await shared(ana.cookie, id));
    const fourth = await share(ana.cookie, drawings[GALLERY_PENDING_MAX]!);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ message: englishWords('server.gallery.tooManyPending', { max: GALLERY_PENDING_MAX }) });
    // Another child's budget is their own.
    await shared(kid(taught, 'Ben').cookie, await draw(kid(taught, 'Ben').cookie));
    await approved(taught, items[0]!);
    await shared(ana.cookie, drawings[GALLERY_PENDING_MAX]!);
  });

  it('two shares racing for the last place: one is kept, the other refused', async () => {
    const taught = await classWithGallery();
    const ana = kid(taught, 'Ana');
    const drawings = [];
    for (let i = 0; i <= GALLERY_PENDING_MAX; i++) drawings.push(await draw(ana.cookie));
    for (const id of drawings.slice(0, GALLERY_PENDING_MAX - 1)) await shared(ana.cookie, id);
    const answers = await Promise.all(
      drawings.slice(GALLERY_PENDING_MAX - 1).map((id) => share(ana.cookie, id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const pending = (await itemsOfClass(taught.made.id)).filter((i) => i.status === 'pending');
    expect(pending).toHaveLength(GALLERY_PENDING_MAX);
  });
});

describe('taking it away', () => {
  it('deleting the drawing', async () => {
    const { taught, ana, drawingId } = await shownDrawing();
    const deleted = await api(t.app, 'DELETE', `/api/code-lab/drawings/${drawingId}`, {
      cookie: ana.cookie,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await gallery(kid(taught, 'Ben').cookie)).items).toEqual([]);
    expect(await itemsOfClass(taught.made.id)).toEqual([]);
  });

  it('removing the child from the class', async () => {
    const { taught, ana } = await shownDrawing();
    const ben = kid(taught, 'Ben');
    const bensItem = await shared(ben.cookie, await draw(ben.cookie));
    await approved(taught, bensItem);
    expect((await react(ana.cookie, bensItem, 'heart')).statusCode).toBe(204);
    const removed = await api(t.app, 'DELETE', `${taught.url}/students/${ana.id}`, {
      cookie: taught.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const left = await gallery(ben.cookie);
    expect(left.items.map((i) => i.id)).toEqual([bensItem]);
    expect(left.items[0]?.reactions).toEqual({ star: 0, clap: 0, heart: 0 });
    expect(
      await db().select().from(classGalleryItems).where(eq(classGalleryItems.childId, ana.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(classGalleryReactions)
        .where(eq(classGalleryReactions.childId, ana.id)),
    ).toEqual([]);
  });
});

// docs/decisions/370-an-archive-keeps-the-gallery.md: an archive hides the gallery and keeps it;
// the drawings go with the children at the deletion 30 days later.
describe('an archived class keeps its gallery', () => {
  it('archived, it is hidden; restored, the class sees its drawings and reactions again', async () => {
    const { taught, itemId } = await shownDrawing();
    const ben = kid(taught, 'Ben');
    expect((await react(ben.cookie, itemId, 'star')).statusCode).toBe(204);
    const waiting = await shared(ben.cookie, await draw(ben.cookie));

    const archived = await api(t.app, 'POST', `${taught.url}/archive`, { cookie: taught.cookie });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await itemsOfClass(taught.made.id)).map((i) => i.id).sort()).toEqual(
      [itemId, waiting].sort(),
    );
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([itemId]);
    // A session made behind the sign-in's back still finds nothing while the class is closed.
    const cy = await signIn(db(), { id: kid(taught, 'Cy').id, role: 'learner', classId: taught.made.id });
    expect(await gallery(cy)).toEqual({ galleryOn: false, items: [] });

    const restored = await api(t.app, 'POST', `${taught.url}/restore`, { cookie: taught.cookie });
    expect(restored.statusCode).toBe(200);
    expect((await queue(taught, 'approved')).map((i) => i.id)).toEqual([itemId]);
    expect((await queue(taught, 'pending')).map((i) => i.id)).toEqual([waiting]);
    const seen = await gallery(cy);
    expect(seen.galleryOn).toBe(true);
    expect(seen.items.map((i) => [i.id, i.nickname, i.reactions])).toEqual([
      [itemId, 'Ana', { star: 1, clap: 0, heart: 0 }],
    ]);
  });

  it('archived for disuse, it is kept; deleted with the children 30 days later', async () => {
    const { taught } = await shownDrawing();
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
    const [klass] = await db().select().from(classes).where(eq(classes.id, taught.made.id));
    expect(klass?.archivedAt).not.toBeNull();
    expect(await itemsOfClass(taught.made.id)).toHaveLength(1);
    await retention.runOnce(new Date(archivedOn.getTime() + 31 * DAY));
    expect(await itemsOfClass(taught.made.id)).toEqual([]);
  });
});

describe('limits', () => {
  it('shares and reactions count against an hourly budget per child, not per address', async () => {
    const { taught, itemId } = await shownDrawing();
    const [ben, cy] = [kid(taught, 'Ben'), kid(taught, 'Cy')];
    await db()
      .insert(rateLimits)
      .values({
        key: `class-gallery:${ben.id}`,
        count: GALLERY_WRITES_PER_HOUR,
        windowStart: new Date(),
      });
    const refused = await react(ben.cookie, itemId, 'star');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: englishWords('server.gallery.tooManyWrites') });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await share(ben.cookie, await draw(ben.cookie))).statusCode).toBe(429);
    // Cy, at the same school address, is not held back.
    expect((await react(cy.cookie, itemId, 'star')).statusCode).toBe(204);
  });

  it('ids past what the database holds are a 400 naming the field', async () => {
    const { taught } = await shownDrawing();
    const big = 2_147_483_648;
    const answers = [
      await react(kid(taught, 'Ben').cookie, big, 'star'),
      await decide(taught, big, 'approve'),
      await share(kid(taught, 'Ben').cookie, big),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(400);
    expect(answers[0]!.json<{ message: string }>().message).toContain('itemId');
    const badStatus = await queueOf(taught, 'rejected');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ message: string }>().message).toContain('status');
  });
});
