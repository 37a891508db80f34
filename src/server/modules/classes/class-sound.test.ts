import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { addChild, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ClassSummary } from '../../../domain/api/class-api';
import { classes } from '../../db/schema/index';
import { translatorFor } from '../../i18n/translators';

// The class setting that turns sound off for the class (docs/product/classes.md#class-sound,
// docs/decisions/407-voice-and-sound-lesson-and-class-sound.md) through the real app: only the
// class's teacher sets it, and the class's children's pages read it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const englishWords = translatorFor('en');

async function classOfTwo() {
  const { cookie } = await insertTeacher(db());
  const made = await makeClass(t.app, cookie, 'Larks', ['Ana', 'Ben']);
  const kids = await Promise.all(
    made.students.map((student) => signIn(db(), { id: student.id, role: 'learner', classId: made.id })),
  );
  return { cookie, made, kids, url: `/api/classes/${made.id}` };
}

const soundOf = async (cookie: string) => api(t.app, 'GET', '/api/class-sound', { cookie });

describe('a class setting turns sound off for the class', () => {
  it('is on for a new class, and the class’s children hear so', async () => {
    const { made, kids } = await classOfTwo();
    expect(made.soundOn).toBe(true);
    const answer = await soundOf(kids[0]!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ soundOn: true });
  });

  it('the teacher turns it off and on again; every child of the class sees it at once', async () => {
    const { cookie, kids, url, made } = await classOfTwo();
    const off = await api(t.app, 'PATCH', url, { cookie, body: { soundOn: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<ClassSummary>()).toMatchObject({ id: made.id, soundOn: false, galleryOn: false, name: 'Larks' });
    const [row] = await db().select().from(classes).where(eq(classes.id, made.id));
    expect(row!.soundOn).toBe(false);
    for (const kid of kids) expect((await soundOf(kid)).json()).toEqual({ soundOn: false });
    const listed = await api(t.app, 'GET', '/api/classes', { cookie });
    expect(listed.json<{ classes: ClassSummary[] }>().classes.find((c) => c.id === made.id)?.soundOn).toBe(false);

    const on = await api(t.app, 'PATCH', url, { cookie, body: { soundOn: true } });
    expect(on.json<ClassSummary>().soundOn).toBe(true);
    expect((await soundOf(kids[1]!)).json()).toEqual({ soundOn: true });
  });

  it('another class keeps its own setting', async () => {
    const first = await classOfTwo();
    const second = await classOfTwo();
    await api(t.app, 'PATCH', first.url, { cookie: first.cookie, body: { soundOn: false } });
    expect((await soundOf(first.kids[0]!)).json()).toEqual({ soundOn: false });
    expect((await soundOf(second.kids[0]!)).json()).toEqual({ soundOn: true });
  });

  it('only the class’s teacher may set it: a child is refused (403), another teacher finds no class (404)', async () => {
    const { made, kids, url } = await classOfTwo();
    const byChild = await api(t.app, 'PATCH', url, { cookie: kids[0]!, body: { soundOn: false } });
    expect(byChild.statusCode, byChild.body).toBe(403);
    const other = await insertTeacher(db());
    const byOther = await api(t.app, 'PATCH', url, { cookie: other.cookie, body: { soundOn: false } });
    expect(byOther.statusCode, byOther.body).toBe(404);
    expect(byOther.json()).toEqual({ message: englishWords('server.classes.classNotFound') });
    const guest = await api(t.app, 'PATCH', url, { body: { soundOn: false } });
    expect(guest.statusCode).toBe(401);
    const [row] = await db().select().from(classes).where(eq(classes.id, made.id));
    expect(row!.soundOn).toBe(true);
  });

  it('refuses a value that is not true or false, naming soundOn, in the request’s language', async () => {
    const { cookie, url } = await classOfTwo();
    const bad = await api(t.app, 'PATCH', url, { cookie, body: { soundOn: 'off' } });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(englishWords('server.classes.soundOnBool'));
    const spanish = await api(t.app, 'PATCH', url, { cookie, body: { soundOn: 1 }, headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json<{ message: string }>().message).toContain('"soundOn" es true o false.');
  });

  it('a family child and a grown-up have no class sound (404); a guest is not signed in (401)', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const familyChild = await soundOf(childCookie);
    expect(familyChild.statusCode, familyChild.body).toBe(404);
    expect(familyChild.json()).toEqual({ message: englishWords('server.classes.noClass') });
    const teacher = await insertTeacher(db());
    expect((await soundOf(teacher.cookie)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', '/api/class-sound')).statusCode).toBe(401);
  });
});
