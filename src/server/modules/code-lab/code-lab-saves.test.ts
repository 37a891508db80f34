import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { ledgerKeys, longer, postSolve, solutionOf } from '../../../../tests/support/code-lab';
import { codeLabRuns, rateLimits } from '../../db/schema/index';
import { codeLabMessages } from '../../../domain/code-lab/messages';
import { translatorFor } from '../../i18n/translators';
import {
  CODE_LAB_RUN_COUNT_INTERVAL_MS,
  CODE_LAB_RUNS_PER_HOUR,
  CODE_LAB_SOLVES_PER_HOUR,
} from '../../../domain/code-lab/rules';
import type { ChildProgress } from '../../../domain/api/child-progress-api';
import { addChild, signInAgain, signUpGrownUp, switchTo } from '../../../../tests/support/family';
import { codeLabRepository } from './code-lab-repository';
import { gradedCompletion } from '../../../../tests/support/lesson-work';

const englishWords = translatorFor('en');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fwd = (id: string) => ({ id, op: 'forward' });
const get = (cookie: string | undefined, url: string) => api(t.app, 'GET', url, { cookie });

describe('saved programs: PUT /api/code-lab/programs/:levelId, GET /api/code-lab/programs', () => {
  it('keeps the program a child is working on, one per level, the newest', async () => {
    const user = await signedInUser(t.database);
    const draft = { version: 1, body: [fwd('a')] };
    const put = (levelId: string, program: unknown) =>
      api(t.app, 'PUT', `/api/code-lab/programs/${levelId}`, {
        cookie: user.cookie,
        body: { program },
      });
    const first = await put('birthday-1', draft);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await put('birthday-1', { version: 1, body: [fwd('a'), fwd('b')] })).statusCode).toBe(
      204,
    );
    expect((await put('tech-lab-1', { version: 1, body: [] })).statusCode).toBe(204);
    const list = await get(user.cookie, '/api/code-lab/programs');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        levelId: 'birthday-1',
        program: { version: 1, body: [fwd('a'), fwd('b')] },
        updatedAt: expect.any(String),
      },
      { levelId: 'tech-lab-1', program: { version: 1, body: [] }, updatedAt: expect.any(String) },
    ]);
    // Another account sees only its own.
    const other = await signedInUser(t.database);
    expect((await get(other.cookie, '/api/code-lab/programs')).json()).toEqual([]);
  });

  it('refuses a bad program or level with 400 naming it, and guests with 401', async () => {
    const user = await signedInUser(t.database);
    const put = (levelId: string, body: unknown, cookie: string | null = user.cookie) =>
      api(t.app, 'PUT', `/api/code-lab/programs/${levelId}`, { cookie: cookie ?? undefined, body });
    const cases: [string, unknown, RegExp][] = [
      [
        'no-such-level',
        { program: { version: 1, body: [] } },
        /"levelId".*no level "no-such-level"/,
      ],
      ['birthday-1', {}, /"program"/],
      [
        'birthday-1',
        { program: { version: 1, body: [{ id: 't', op: 'turn', dir: 'left' }] } },
        /"Turn left" block/,
      ],
      ['birthday-1', { program: { version: 1, body: [fwd('a'), fwd('a')] } }, /same id/],
      ['birthday-1', { program: { version: 1, body: [], extra: true } }, /unknown keys: extra/],
    ];
    for (const [levelId, body, message] of cases) {
      const response = await put(levelId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    expect((await get(user.cookie, '/api/code-lab/programs')).json()).toEqual([]);
    expect((await put('birthday-1', { program: { version: 1, body: [] } }, null)).statusCode).toBe(
      401,
    );
    expect((await get(undefined, '/api/code-lab/programs')).statusCode).toBe(401);
    expect((await get(undefined, '/api/code-lab/progress')).statusCode).toBe(401);
  });
});

describe('run counters: POST /api/code-lab/runs', () => {
  it('counts runs per level, at most one a second, and a solve starts the fails again', async () => {
    const user = await signedInUser(t.database);
    const run = (levelId: string, outcome: string) =>
      api(t.app, 'POST', '/api/code-lab/runs', { cookie: user.cookie, body: { levelId, outcome } });
    const first = await run('birthday-2', 'crashed');
    expect(first.statusCode).toBe(204);
    expect((await run('birthday-2', 'ended-short')).statusCode).toBe(204); // within the second: not counted
    expect(await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-2')).toMatchObject(
      { runs: 1, failsSinceSolve: 1 },
    );

    const later = new Date(Date.now() + 1500);
    const count = (failed: boolean, now: Date) =>
      codeLabRepository.countRun(t.database.db, {
        userId: user.id,
        levelId: 'birthday-2',
        failed,
        now,
        intervalMs: 1000,
      });
    expect(await count(true, later)).toBe(true);
    expect(await count(true, later)).toBe(false);
    expect(await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-2')).toMatchObject(
      { runs: 2, failsSinceSolve: 2 },
    );
    // A stopped run is a try, not a fail; it still waits its second.
    const evenLater = new Date(later.getTime() + 1500);
    expect(await count(false, evenLater)).toBe(true);
    expect(await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-2')).toMatchObject(
      { runs: 3, failsSinceSolve: 2, lastRunAt: evenLater },
    );

    await postSolve(t, user.cookie, { levelId: 'birthday-2', program: solutionOf('birthday-2') });
    const [row] = await t.database.db
      .select()
      .from(codeLabRuns)
      .where(sql`${codeLabRuns.userId} = ${user.id}`);
    expect(row).toMatchObject({ levelId: 'birthday-2', runs: 4, failsSinceSolve: 0 });
  });

  it('takes every outcome a run can end with, and "stopped"', async () => {
    const user = await signedInUser(t.database);
    const outcomes = ['crashed', 'ended-short', 'missed-items', 'timeout', 'loop', 'stopped'];
    for (const [i, outcome] of outcomes.entries()) {
      const levelId = `tech-lab-${i + 1}`;
      const response = await api(t.app, 'POST', '/api/code-lab/runs', {
        cookie: user.cookie,
        body: { levelId, outcome },
      });
      expect(response.statusCode, outcome).toBe(204);
      expect(
        await codeLabRepository.runCounters(t.database.db, user.id, levelId),
        outcome,
      ).toMatchObject({ runs: 1, failsSinceSolve: outcome === 'stopped' ? 0 : 1 });
    }
  });

  it('a loop is a fail: three since the last solve and the grown-up sees "needs help"; stopped runs never do', async () => {
    const grownUp = await signUpGrownUp(t);
    const child = await addChild(t, grownUp);
    const childCookie = await switchTo(t, grownUp.cookie, child.id);
    const grownUpCookie = await signInAgain(t, grownUp);
    const run = async (levelId: string, outcome: string) => {
      await new Promise((resolve) => setTimeout(resolve, CODE_LAB_RUN_COUNT_INTERVAL_MS + 50));
      const response = await api(t.app, 'POST', '/api/code-lab/runs', {
        cookie: childCookie,
        body: { levelId, outcome },
      });
      expect(response.statusCode).toBe(204);
    };
    const view = async () => {
      const response = await get(grownUpCookie, `/api/family/children/${child.id}/progress`);
      expect(response.statusCode).toBe(200);
      const [progress] = (response.json() as { children: ChildProgress[] }).children;
      return progress!;
    };

    for (let i = 0; i < 4; i++) await run('lost-finder-6', 'stopped');
    await run('lost-finder-6', 'loop');
    await run('lost-finder-6', 'loop');
    expect(await view()).toMatchObject({
      codeLab: [{ levelId: 'lost-finder-6', stars: 0, runs: 6, fails: 2 }],
      needsHelp: [],
    });
    await run('lost-finder-6', 'loop');
    expect(await view()).toMatchObject({
      codeLab: [{ levelId: 'lost-finder-6', stars: 0, runs: 7, fails: 3 }],
      needsHelp: ['lost-finder-6'],
    });
  }, 20_000);

  it('refuses an unknown level or outcome, a solved outcome, and guests', async () => {
    const user = await signedInUser(t.database);
    const run = (body: unknown, cookie: string | null = user.cookie) =>
      api(t.app, 'POST', '/api/code-lab/runs', { cookie: cookie ?? undefined, body });
    expect((await run({ levelId: 'nope-1', outcome: 'crashed' })).json()).toEqual({
      message: codeLabMessages.unknownLevel('nope-1'),
    });
    for (const outcome of ['solved', 'exploded', 3, 'Stopped']) {
      const response = await run({ levelId: 'birthday-1', outcome });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/outcome/);
    }
    expect((await run({ levelId: 'birthday-1', outcome: 'crashed' }, null)).statusCode).toBe(401);
    expect(
      await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-1'),
    ).toBeUndefined();
  });
});

describe('runs are capped: 120 an hour per account', () => {
  it('answers the 121st run of the hour with 429 and Retry-After, counting nothing more', async () => {
    const user = await signedInUser(t.database);
    const other = await signedInUser(t.database);
    const run = (cookie: string, levelId = 'birthday-1') =>
      api(t.app, 'POST', '/api/code-lab/runs', { cookie, body: { levelId, outcome: 'stopped' } });
    expect(CODE_LAB_RUNS_PER_HOUR).toBe(120);
    for (let i = 0; i < CODE_LAB_RUNS_PER_HOUR; i++) {
      const response = await run(user.cookie, i % 2 === 0 ? 'birthday-1' : 'birthday-2');
      expect(response.statusCode, `run ${i + 1}`).toBe(204);
    }
    const before = await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-3');
    const refused = await run(user.cookie, 'birthday-3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: englishWords('server.codeLab.tooManyRuns') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await codeLabRepository.runCounters(t.database.db, user.id, 'birthday-3')).toEqual(before);
    // Another account has its own hour.
    expect((await run(other.cookie)).statusCode).toBe(204);
  });
});

describe('guests: 401 before any input check (docs/decisions/142-sign-in-checked-before-input.md)', () => {
  it('refuses a guest with 401 on every write, even with an invalid body or level', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/api/code-lab/solves', { levelId: 'birthday-1' }],
      ['POST', '/api/code-lab/solves', { levelId: 7, program: 'forward' }],
      ['POST', '/api/code-lab/runs', { levelId: 'birthday-1', outcome: 'exploded' }],
      ['POST', '/api/code-lab/runs', {}],
      ['PUT', '/api/code-lab/programs/birthday-1', { program: { version: 2 } }],
      ['PUT', '/api/code-lab/programs/no-such-level', {}],
    ];
    for (const [method, url, body] of writes) {
      const response = await api(t.app, method as 'POST' | 'PUT', url, { body });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(401);
      expect(response.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/code-lab/solves',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"levelId": ',
    });
    expect(malformed.statusCode).toBe(401);
  });
});

describe('guest transfer: codeLab solves are run again', () => {
  const transfer = (cookie: string, body: unknown) =>
    api(t.app, 'POST', '/api/transfer-guest-progress', { cookie, body });

  it('earns for real solves only; edited programs and stars earn nothing; the rest of the transfer still works', async () => {
    const user = await signedInUser(t.database);
    const response = await transfer(user.cookie, {
      guestProgress: [gradedCompletion('sequences', 'basics')],
      codeLab: [
        { levelId: 'birthday-1', program: solutionOf('birthday-1'), stars: 3 }, // 15
        { levelId: 'birthday-2', program: longer(solutionOf('birthday-2')), stars: 3 }, // 2 stars: 10
        { levelId: 'birthday-1', program: solutionOf('birthday-1') }, // a second entry for a level: skipped
        { levelId: 'birthday-3', program: { version: 1, body: [fwd('a')] } }, // edited: does not solve
        {
          levelId: 'lost-finder-2',
          program: {
            version: 1,
            body: [{ id: 'u', op: 'until-goal', body: [{ id: 't', op: 'turn', dir: 'right' }] }],
          },
        }, // goes round for ever: stopped as a loop, earns nothing
        { levelId: 'birthday-4', program: { version: 1, body: [{ id: 'a', op: 'fly' }] } }, // not a program
        { levelId: 'birthday-5', program: solutionOf('tech-lab-1') }, // outside the toolbox
        { levelId: 'moon-1', program: solutionOf('birthday-1') }, // no such level
        { levelId: 'birthday-6' }, // no program
        'birthday-6',
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pointsAwarded: 50 + 15 + 10,
      points: 75,
      level: 1,
      choresMoved: 0,
    });
    expect(await ledgerKeys(t, user.id)).toEqual([
      'codelab-stars:birthday-1',
      'codelab:birthday-1',
      'codelab:birthday-2',
      'lesson:basics/sequences',
    ]);
    const progress = await get(user.cookie, '/api/code-lab/progress');
    expect(
      (progress.json() as { levelId: string; stars: number }[]).map((p) => [p.levelId, p.stars]),
    ).toEqual([
      ['birthday-1', 3],
      ['birthday-2', 2],
    ]);
    // Repeating the transfer adds nothing.
    const again = await transfer(user.cookie, {
      guestProgress: [],
      codeLab: [{ levelId: 'birthday-1', program: solutionOf('birthday-1') }],
    });
    expect(again.json()).toEqual({ pointsAwarded: 0, points: 75, level: 1, choresMoved: 0 });
  });

  it('counts against the hourly solve limit: past it, solves earn nothing and the rest still moves', async () => {
    const user = await signedInUser(t.database);
    await t.database.db.insert(rateLimits).values({
      key: `code-lab-solves:${user.id}`,
      count: CODE_LAB_SOLVES_PER_HOUR - 1,
      windowStart: new Date(),
    });
    const response = await transfer(user.cookie, {
      guestProgress: [gradedCompletion('loops', 'basics')],
      codeLab: [1, 2, 3].map((n) => ({
        levelId: `tech-lab-${n}`,
        program: solutionOf(`tech-lab-${n}`),
      })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pointsAwarded: 50 + 15 });
    expect(await storedPoints(t.database, user.id)).toBe(65);
    expect((await ledgerKeys(t, user.id)).filter((k) => k.startsWith('codelab'))).toEqual([
      'codelab-stars:tech-lab-1',
      'codelab:tech-lab-1',
    ]);
  });
});
