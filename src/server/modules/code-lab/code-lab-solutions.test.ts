import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { solutionOf } from '../../../../content/code-lab/reference-solutions';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { codeLabMessages } from '../../../domain/code-lab/messages';
import { translatorFor } from '../../i18n/translators';
import { classes } from '../../db/schema/index';

const englishWords = translatorFor('en');

// GET /api/code-lab/solutions/:levelId (docs/product/code-lab.md#where-solutions-live,
// docs/decisions/261-who-may-fetch-a-solution.md): a level's reference solution for a confirmed
// grown-up who teaches a class, archived or not; nobody else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const solution = (levelId: string, cookie?: string) =>
  api(t.app, 'GET', `/api/code-lab/solutions/${levelId}`, { cookie });

describe('GET /api/code-lab/solutions/:levelId', () => {
  it('gives the class teacher the reference solution, never cached', async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Owls');
    for (const levelId of ['tech-lab-1', 'lost-finder-6', 'pen-4', 'function-6']) {
      const response = await solution(levelId, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ program: solutionOf(levelId) });
      expect(response.headers['cache-control']).toMatch(/no-store|private/);
    }
  });

  it('still answers a teacher whose only class is archived', async () => {
    const { cookie } = await insertTeacher(t.database.db);
    const cls = await makeClass(t.app, cookie, 'Last year');
    expect((await api(t.app, 'POST', `/api/classes/${cls.id}/archive`, { cookie })).statusCode).toBe(200);
    expect((await solution('birthday-1', cookie)).statusCode).toBe(200);
  });

  it('refuses no session with 401 and a child of the class with 403', async () => {
    const { cookie } = await insertTeacher(t.database.db);
    const cls = await makeClass(t.app, cookie, 'Owls', ['Bo']);
    const child = await signIn(t.database.db, { id: cls.students[0]!.id, role: 'learner', classId: cls.id });
    const none = await solution('tech-lab-1');
    expect(none.statusCode).toBe(401);
    const asChild = await solution('tech-lab-1', child);
    expect(asChild.statusCode).toBe(403);
    expect(asChild.json().program).toBeUndefined();
  });

  it('refuses a confirmed grown-up with no class, and one not confirmed, with 403 and a clear message', async () => {
    const noClass = await insertTeacher(t.database.db);
    const refused = await solution('tech-lab-1', noClass.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(codeLabMessages.solutionsForTeachers);

    // A grown-up whose email is not confirmed (no consent stands).
    const grownUp = await insertUser(t.database.db, { kind: 'grown-up' });
    const unconfirmed = await solution('tech-lab-1', await signIn(t.database.db, grownUp));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe(englishWords('server.consent.noConsent'));

    // An account never marked as a grown-up's (a learner's).
    const learner = await insertUser(t.database.db);
    const asLearner = await solution('tech-lab-1', await signIn(t.database.db, learner));
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe(englishWords('server.consent.notGrownUp'));
  });

  it('answers an unknown level with 404 naming it, but only to a teacher', async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Owls');
    const unknown = await solution('tech-lab-99', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(codeLabMessages.unknownLevel('tech-lab-99'));
    expect((await solution('tech-lab-99')).statusCode).toBe(401);
    const noClass = await insertTeacher(t.database.db);
    expect((await solution('tech-lab-99', noClass.cookie)).statusCode).toBe(403);
  });

  it('stops answering a grown-up whose classes are all gone (deleted by retention)', async () => {
    const { teacher, cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Owls');
    expect((await solution('debug-3', cookie)).statusCode).toBe(200);
    await t.database.db.delete(classes).where(eq(classes.teacherId, teacher.id));
    expect((await solution('debug-3', cookie)).statusCode).toBe(403);
  });
});
