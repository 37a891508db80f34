import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopsLesson } from '../../../../content/lessons/loops';
import { loopsGuide } from '../../../../content/guides/lessons/loops';
import { insertChild, insertUser, signIn } from '../../../../tests/support/accounts';
import { insertTeacher, makeClass } from '../../../../tests/support/classes';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { guideListResponse, guideResponse } from '../../../domain/api/guides-api';
import { translatorFor } from '../../i18n/translators';

const englishWords = translatorFor('en');

// GET /api/guides and /api/guides/:id (docs/product/guides.md,
// docs/decisions/290-guides-for-every-confirmed-grown-up.md): every lesson and Code Lab world
// guide, with the quiz's answers and the levels' solutions, for any grown-up whose email is
// confirmed (a parent or a teacher); never a child or a guest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => api(t.app, 'GET', url, { cookie });

/** A parent: a confirmed grown-up with a child profile in the family and no class. */
async function insertParent() {
  const { teacher: parent, cookie } = await insertTeacher(t.database.db);
  const child = await insertChild(t.database.db, { familyOwnerId: parent.id });
  return { parent, cookie, child };
}

describe('GET /api/guides/:id', () => {
  it('gives a parent the Loops guide: the quiz with its right answers and why, never cached', async () => {
    const { cookie } = await insertParent();
    const response = await get('/api/guides/loops', cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const guide = guideResponse.parse(response.json());
    expect(guide).toMatchObject({
      id: 'loops',
      kind: 'lesson',
      subjectId: 'loops',
      title: 'Loops',
    });
    expect(guide.objective).toBe(loopsGuide.objective);
    expect(guide.warmUp.minutes).toBe(10);
    expect(guide.discussion).toHaveLength(3);
    expect(guide.quiz).toEqual(
      loopsLesson.quiz.questions.map((q) => ({
        id: q.id,
        prompt: q.prompt,
        answer: q.options.find((o) => o.value === q.answer)!.label,
        why: loopsGuide.quizWhy[q.id],
      })),
    );
    expect(guide.quiz![0]!.answer).toBe('It repeats steps again and again');
    expect(guide.activity).toEqual(loopsGuide.activity);
    expect(guide.levels).toEqual([]);
    expect(guide.needsHelpFails).toBe(3);
    expect(guide.standards.every((s) => s.summary.length > 0 && s.how.length > 0)).toBe(true);
  });

  it('gives the guide in the request\'s language: Spanish for a browser asking for es-MX', async () => {
    const { cookie } = await insertParent();
    const response = await api(t.app, 'GET', '/api/guides/loops', {
      cookie,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const guide = guideResponse.parse(response.json());
    expect(guide.objective).toBe(
      'Los niños y las niñas usan un bucle para repetir pasos en vez de escribirlos una y otra vez.',
    );
    expect(guide.vocabulary[0]).toEqual({ term: 'bucle', meaning: 'Una instrucción que repite algunos pasos.' });
    expect(guide.warmUp.title).toBe('La máquina de aplausos');
    expect(guide.quiz!.map((q) => q.why)).not.toContain(loopsGuide.quizWhy.q1);
    expect(guide.standards[0]!.summary).not.toBe('');
    // The world guides too, and the list.
    const world = await api(t.app, 'GET', '/api/guides/code-lab-birthday', {
      cookie,
      headers: { 'accept-language': 'es' },
    });
    expect(world.json().warmUp.title).toBe('Un robot en el piso');
    // Its levels' titles too (they stayed English before the Game Lab's guides).
    expect(world.json().levels[0].title).toBe('Hacia la fiesta');
    const list = await api(t.app, 'GET', '/api/guides', { cookie, headers: { 'accept-language': 'es' } });
    expect(list.json().guides[0].objective).toMatch(/^Los niños y las niñas/);
  });

  it('gives the Game Lab’s and Code Racer’s guides, each level with its reference game, in Spanish too', async () => {
    const { cookie } = await insertParent();
    const list = guideListResponse.parse((await get('/api/guides', cookie)).json());
    expect(list.guides.filter((g) => g.kind === 'world').map((g) => g.subjectId).slice(-6)).toEqual(['game', 'racer', 'sound', 'web', 'network', 'vision']);
    const game = guideResponse.parse((await get('/api/guides/code-lab-game', cookie)).json());
    expect(game.title).toBe('Game Lab');
    expect(game.levels.map((l) => l.id)).toEqual(['game-1', 'game-2', 'game-3', 'game-4', 'game-5', 'game-6', 'game-7', 'game-8']);
    expect(game.levels[0]!.solution).toMatchObject({ version: 3, kind: 'game', handlers: [{ event: { kind: 'start' } }] });
    expect(game.related.map((r) => r.id)).toEqual(['objects', 'game-dev']);
    const racer = await api(t.app, 'GET', '/api/guides/code-lab-racer', { cookie, headers: { 'accept-language': 'es' } });
    expect(racer.statusCode, racer.body).toBe(200);
    const spanish = guideResponse.parse(racer.json());
    expect(spanish.warmUp.title).toBe('Un auto de carreras humano');
    expect(spanish.levels[0]!.mistakes[0]).toMatch(/^Pone la velocidad en 1 o 2/);
    expect(spanish.levels[0]!.title).not.toBe('Start your engine');
    // A lesson about objects links the racing world's guide back.
    const objects = guideResponse.parse((await get('/api/guides/objects', cookie)).json());
    expect(objects.related.map((r) => r.id)).toEqual(['code-lab-game', 'code-lab-racer']);
  });

  it('gives the Web Lab’s and NeighborNet’s guides, each level with its reference page or links, linked with Web Creator, in Spanish too', async () => {
    const { cookie } = await insertParent();
    const web = guideResponse.parse((await get('/api/guides/code-lab-web', cookie)).json());
    expect(web.levels.map((l) => l.id)).toEqual(['web-1', 'web-2', 'web-3', 'web-4', 'web-5', 'web-6', 'web-7', 'web-8']);
    expect(web.levels[0]!.solution).toMatchObject({ version: 5, kind: 'page', pages: [{ body: [{ op: 'web-heading', size: 'big' }] }] });
    expect(web.standards.map((s) => s.code)).toEqual(['1B-AP-10', '1B-IC-19', '1B-AP-15']);
    expect(web.related.map((r) => r.id)).toEqual(['web-dev']);
    const network = await api(t.app, 'GET', '/api/guides/code-lab-network', { cookie, headers: { 'accept-language': 'es' } });
    expect(network.statusCode, network.body).toBe(200);
    const spanish = guideResponse.parse(network.json());
    expect(spanish.warmUp.title).toBe('Pasa la nota');
    expect(spanish.levels.map((l) => l.solution)).toContainEqual(expect.objectContaining({ version: 5, kind: 'network' }));
    expect(spanish.standards[0]).toMatchObject({ code: '1B-NI-04', summary: expect.stringMatching(/^Mostrar cómo un mensaje viaja/) });
    const lesson = guideResponse.parse((await get('/api/guides/web-dev', cookie)).json());
    expect(lesson.related.map((r) => r.id)).toEqual(['code-lab-web', 'code-lab-network']);
    expect(lesson.quiz?.map((q) => q.answer)).toEqual(['A heading', 'Ask a grown-up to look at it with me', 'A drawing of my favourite animal']);
  });

  it('gives the Sound Lab’s guide, each level with its reference tune, linked with Voice & Sound, in Spanish too', async () => {
    const { cookie } = await insertParent();
    const sound = guideResponse.parse((await get('/api/guides/code-lab-sound', cookie)).json());
    expect(sound.title).toBe('Sound Lab');
    expect(sound.levels.map((l) => l.id)).toEqual(['sound-1', 'sound-2', 'sound-3', 'sound-4', 'sound-5', 'sound-6', 'sound-7', 'sound-8']);
    expect(sound.levels[1]!.solution).toMatchObject({ version: 4, kind: 'tune', body: [{ op: 'repeat', times: 4 }] });
    expect(sound.related.map((r) => r.id)).toEqual(['voice-sound']);
    const es = await api(t.app, 'GET', '/api/guides/code-lab-sound', { cookie, headers: { 'accept-language': 'es' } });
    expect(es.statusCode, es.body).toBe(200);
    const spanish = guideResponse.parse(es.json());
    expect(spanish.title).toBe('Laboratorio de sonido');
    expect(spanish.warmUp.title).toBe('Piano humano');
    expect(spanish.levels[0]!.title).toBe('Sube la escala');
    const lesson = guideResponse.parse((await get('/api/guides/voice-sound', cookie)).json());
    expect(lesson.related.map((r) => r.id)).toEqual(['code-lab-sound']);
  });

  it('gives the Vision Lab’s guide, each level with its reference training set, linked with Computer Vision, in Spanish too', async () => {
    const { cookie } = await insertParent();
    const vision = guideResponse.parse((await get('/api/guides/code-lab-vision', cookie)).json());
    expect(vision.levels.map((l) => l.id)).toEqual(['vision-1', 'vision-2', 'vision-3', 'vision-4', 'vision-5', 'vision-6']);
    expect(vision.levels[0]!.solution).toMatchObject({ version: 6, kind: 'training', labels: [{ word: 'circle' }, { word: 'square' }] });
    expect(vision.standards.map((s) => s.code)).toEqual(['1B-DA-06', '1B-IC-18', '1B-AP-15']);
    expect(vision.related.map((r) => r.id)).toEqual(['computer-vision']);
    const spanish = await api(t.app, 'GET', '/api/guides/code-lab-vision', { cookie, headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const es = guideResponse.parse(spanish.json());
    expect(es.warmUp.title).toBe('Votan los tres más cercanos');
    expect(es.levels[0]!.mistakes[0]).toMatch(/^Dibuja círculos pero ningún cuadrado/);
    expect(es.standards[0]).toMatchObject({ code: '1B-DA-06', summary: expect.stringMatching(/^Organizar datos/) });
    const lesson = guideResponse.parse((await get('/api/guides/computer-vision', cookie)).json());
    expect(lesson.related.map((r) => r.id)).toEqual(['code-lab-vision']);
    expect(lesson.quiz?.map((q) => q.answer)).toEqual([
      'It turns the picture into numbers',
      'Examples of keys and of things that are not keys',
      'Show it keys of many kinds: standing up, on a slant, big and small',
    ]);
  });

  it('gives a teacher the same guide', async () => {
    const { cookie } = await insertTeacher(t.database.db);
    await makeClass(t.app, cookie, 'Owls');
    const response = await get('/api/guides/loops', cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe('loops');
  });

  it('refuses a guest with 401 and a child (of a family or a class) with 403 and a kind word', async () => {
    expect((await get('/api/guides/loops')).statusCode).toBe(401);
    const { parent } = await insertParent();
    const familyChild = await insertChild(t.database.db, { familyOwnerId: parent.id });
    const teacher = await insertTeacher(t.database.db);
    const cls = await makeClass(t.app, teacher.cookie, 'Owls', ['Bo']);
    const cookies = [
      await signIn(t.database.db, { id: familyChild.id, role: 'learner' }),
      await signIn(t.database.db, { id: cls.students[0]!.id, role: 'learner', classId: cls.id }),
    ];
    for (const cookie of cookies) {
      for (const url of ['/api/guides/loops', '/api/guides']) {
        const refused = await get(url, cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: englishWords('server.guides.forGrownUps') });
      }
    }
  });

  it('refuses a grown-up whose email is not confirmed, and a learner account, with 403', async () => {
    const grownUp = await insertUser(t.database.db, { kind: 'grown-up' });
    const unconfirmed = await get('/api/guides/loops', await signIn(t.database.db, grownUp));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toBe(englishWords('server.consent.noConsent'));
    const learner = await insertUser(t.database.db);
    const asLearner = await get('/api/guides/loops', await signIn(t.database.db, learner));
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe(englishWords('server.consent.notGrownUp'));
  });

  it('answers an unknown id with 404 naming it, and a too-long id with 400, but only to a grown-up', async () => {
    const { cookie } = await insertParent();
    const unknown = await get('/api/guides/code-lab-moon', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(englishWords('server.guides.unknownGuide', { id: 'code-lab-moon' }));
    const long = await get(`/api/guides/${'x'.repeat(65)}`, cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/id/);
    // Who asks comes first: a guest or a child learns nothing about which ids exist.
    expect((await get('/api/guides/code-lab-moon')).statusCode).toBe(401);
    expect((await get(`/api/guides/${'x'.repeat(65)}`)).statusCode).toBe(401);
    const { child } = await insertParent();
    const childCookie = await signIn(t.database.db, { id: child.id, role: 'learner' });
    expect((await get('/api/guides/code-lab-moon', childCookie)).statusCode).toBe(403);
    const unconfirmed = await signIn(
      t.database.db,
      await insertUser(t.database.db, { kind: 'grown-up' }),
    );
    expect((await get(`/api/guides/${'x'.repeat(65)}`, unconfirmed)).statusCode).toBe(403);
  });
});

describe('GET /api/guides', () => {
  it('lists every guide, the lessons first, each of which opens', async () => {
    const { cookie } = await insertParent();
    const response = await get('/api/guides', cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const { guides } = guideListResponse.parse(response.json());
    expect(guides.map((g) => g.id)).toContain('loops');
    const kinds = guides.map((g) => g.kind);
    expect(kinds.lastIndexOf('lesson')).toBeLessThan(
      kinds.includes('world') ? kinds.indexOf('world') : Infinity,
    );
    for (const summary of guides) {
      const opened = await get(`/api/guides/${summary.id}`, cookie);
      expect(opened.statusCode, summary.id).toBe(200);
      expect(opened.json()).toMatchObject(summary);
    }
  });

  it('refuses a guest with 401 and an unconfirmed grown-up with 403', async () => {
    expect((await get('/api/guides')).statusCode).toBe(401);
    const grownUp = await insertUser(t.database.db, { kind: 'grown-up' });
    const refused = await get('/api/guides', await signIn(t.database.db, grownUp));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(englishWords('server.consent.noConsent'));
  });
});
