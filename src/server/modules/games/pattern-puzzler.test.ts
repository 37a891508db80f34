import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { signedInUser, storedPoints } from '../../../../tests/support/signed-in-user';
import { gameScores, patternPlays, pointEvents, rateLimits } from '../../db/schema/index';
import { GAME_SCORE_POSTS_PER_HOUR, pointsForLevel } from '../../../domain/constants';
import {
  PATTERN_PLAY_ANSWER_WITHIN_MS,
  PATTERN_PLAYS_PER_HOUR,
  patternRounds,
} from '../../../domain/games/pattern-puzzler';
import { translatorFor } from '../../i18n/translators';
import { userLimitKey } from '../rate-limit/limit-keys';

const englishWords = translatorFor('en');
const LEVEL_4 = pointsForLevel(4);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deal = (cookie: string | undefined) => api(t.app, 'POST', '/api/pattern-puzzler/plays', { cookie });
const answer = (cookie: string | undefined, playId: number | string, body: unknown) =>
  api(t.app, 'POST', `/api/pattern-puzzler/plays/${playId}/answers`, { cookie, body });
const scoresOf = (userId: number) =>
  t.database.db.select().from(gameScores).where(sql`${gameScores.userId} = ${userId}`);
const ledgerOf = (userId: number) =>
  t.database.db.select().from(pointEvents).where(sql`${pointEvents.userId} = ${userId}`);

/** A level-4 child with a dealt play: its rounds, and answers that get `right` rounds right. */
async function dealtPlay(points = LEVEL_4) {
  const user = await signedInUser(t.database, { points });
  const response = await deal(user.cookie);
  expect(response.statusCode).toBe(201);
  const play = response.json() as { playId: number; seed: number };
  const rounds = patternRounds(play.seed);
  const answersWith = (right: number) =>
    rounds.map((r, i) => (i < right ? r.answer : (r.answer + 1) % r.choices.length));
  return { user, play, rounds, answersWith };
}

describe('POST /api/pattern-puzzler/plays', () => {
  it('needs a signed-in child', async () => {
    const response = await deal(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: englishWords('server.auth.notSignedIn') });
    expect((await answer(undefined, 1, { answers: Array(10).fill(0) })).statusCode).toBe(401);
  });

  it('deals only from level 4, by the rule the Learn hub card shows', async () => {
    const early = await signedInUser(t.database, { points: LEVEL_4 - 1 });
    const refused = await deal(early.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: englishWords('server.patternPuzzler.locked', { level: 4 }) });
    const kept = await t.database.db.select().from(patternPlays).where(sql`${patternPlays.userId} = ${early.id}`);
    expect(kept).toHaveLength(0);

    const { play } = await dealtPlay();
    expect(play.playId).toEqual(expect.any(Number));
    expect(Number.isInteger(play.seed)).toBe(true);
  });

  it('picks the seed itself: a body cannot choose one, and plays get different seeds', async () => {
    const user = await signedInUser(t.database, { points: LEVEL_4 });
    const seeds = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const response = await api(t.app, 'POST', '/api/pattern-puzzler/plays', { cookie: user.cookie, body: { seed: 1 } });
      expect(response.statusCode).toBe(201);
      seeds.add((response.json() as { seed: number }).seed);
    }
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('deals at most its hourly number of plays, then a 429', async () => {
    const user = await signedInUser(t.database, { points: LEVEL_4 });
    await t.database.db
      .insert(rateLimits)
      .values({ key: userLimitKey('pattern-plays', user.id), count: PATTERN_PLAYS_PER_HOUR, windowStart: new Date() });
    const refused = await deal(user.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: englishWords('server.patternPuzzler.tooManyPlays') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/pattern-puzzler/plays/:playId/answers', () => {
  it('scores 10 per right first answer and pays floor(score / 10) through the ledger', async () => {
    const { user, play, answersWith } = await dealtPlay(LEVEL_4);
    const response = await answer(user.cookie, play.playId, { answers: answersWith(7), score: 100, pointsAwarded: 99 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      gameId: 'pattern-puzzler',
      score: 70,
      createdAt: expect.any(String),
      pointsAwarded: 7,
      points: LEVEL_4 + 7,
      level: 4,
      dailyLimitReached: false,
      right: [true, true, true, true, true, true, true, false, false, false],
    });
    expect(await storedPoints(t.database, user.id)).toBe(LEVEL_4 + 7);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((e) => [e.sourceKey, e.points])).toEqual([[`game:pattern-puzzler:${body.id}`, 7]]);
    // It is listed with the child's other game scores.
    const list = await api(t.app, 'GET', '/api/game-scores', { cookie: user.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ gameId: 'pattern-puzzler', score: 70 })]);
  });

  it('all right is 100 and pays 10; all wrong is 0, kept, and pays nothing', async () => {
    const best = await dealtPlay();
    const all = await answer(best.user.cookie, best.play.playId, { answers: best.answersWith(10) });
    expect(all.json()).toMatchObject({ score: 100, pointsAwarded: 10 });
    const worst = await dealtPlay();
    const none = await answer(worst.user.cookie, worst.play.playId, { answers: worst.answersWith(0) });
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ score: 0, pointsAwarded: 0, points: LEVEL_4 });
    expect(await scoresOf(worst.user.id)).toHaveLength(1);
    expect(await ledgerOf(worst.user.id)).toHaveLength(0);
  });

  it('answers a play once: the same play again is a 409 and pays nothing more', async () => {
    const { user, play, answersWith } = await dealtPlay();
    expect((await answer(user.cookie, play.playId, { answers: answersWith(10) })).statusCode).toBe(201);
    const again = await answer(user.cookie, play.playId, { answers: answersWith(10) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishWords('server.patternPuzzler.alreadyAnswered') });
    // Two answers at once: only one is graded.
    const second = await deal(user.cookie);
    const { playId, seed } = second.json() as { playId: number; seed: number };
    const wrong = patternRounds(seed).map((r) => (r.answer + 1) % r.choices.length);
    const both = await Promise.all([1, 2].map(() => answer(user.cookie, playId, { answers: wrong })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await scoresOf(user.id)).toHaveLength(2);
    expect(await storedPoints(t.database, user.id)).toBe(LEVEL_4 + 10);
  });

  it("refuses another child's play and an unknown one with a 404", async () => {
    const { play, answersWith } = await dealtPlay();
    const other = await signedInUser(t.database, { points: LEVEL_4 });
    const theirs = await answer(other.cookie, play.playId, { answers: answersWith(10) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: englishWords('server.patternPuzzler.playNotFound') });
    expect((await answer(other.cookie, 2_000_000_000, { answers: answersWith(10) })).statusCode).toBe(404);
    expect(await scoresOf(other.id)).toHaveLength(0);
  });

  it('refuses odd answers with a 400 and a message, and the play can still be answered', async () => {
    const { user, play, rounds, answersWith } = await dealtPlay();
    const threeChoices = rounds.findIndex((r) => r.choices.length === 3);
    const tooBig = answersWith(10).map((a, i) => (i === threeChoices ? 3 : a));
    const cases: [unknown, string | null][] = [
      [{ answers: tooBig }, englishWords('server.patternPuzzler.badAnswers', { rounds: 10 })],
      [{ answers: answersWith(10).slice(1) }, null],
      [{ answers: [...answersWith(10), 0] }, null],
      [{ answers: answersWith(10).map((a) => a + 0.5) }, null],
      [{ answers: answersWith(10).map(String) }, null],
      [{ answers: answersWith(10).map(() => -1) }, null],
      [{ answers: 'all right' }, null],
      [{}, null],
      [[], null],
    ];
    for (const [body, message] of cases) {
      const response = await answer(user.cookie, play.playId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const json = response.json() as { message: string };
      if (message) expect(json.message).toBe(message);
      else expect(json.message).toMatch(/answers|body/);
    }
    for (const bad of ['0', '-1', 'x', '1.5']) expect((await answer(user.cookie, bad, { answers: answersWith(1) })).statusCode).toBe(400);
    expect(await scoresOf(user.id)).toHaveLength(0);
    expect((await answer(user.cookie, play.playId, { answers: answersWith(10) })).json()).toMatchObject({ score: 100 });
  });

  it('refuses a play answered too long after it was dealt', async () => {
    const { user, play, answersWith } = await dealtPlay();
    await t.database.db
      .update(patternPlays)
      .set({ createdAt: new Date(Date.now() - PATTERN_PLAY_ANSWER_WITHIN_MS - 1000) })
      .where(sql`${patternPlays.id} = ${play.playId}`);
    const late = await answer(user.cookie, play.playId, { answers: answersWith(10) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: englishWords('server.patternPuzzler.tooOld') });
    expect(await scoresOf(user.id)).toHaveLength(0);
  });

  it('pays the first 5 plays of a UTC day; the 6th keeps its score, earns 0 and says so', async () => {
    const user = await signedInUser(t.database, { points: LEVEL_4 });
    const paid = [];
    for (let i = 0; i < 6; i++) {
      const { playId, seed } = (await deal(user.cookie)).json() as { playId: number; seed: number };
      const answers = patternRounds(seed).map((r) => r.answer);
      const response = await answer(user.cookie, playId, { answers });
      expect(response.statusCode).toBe(201);
      paid.push(response.json());
    }
    expect(paid.map((p) => p.pointsAwarded)).toEqual([10, 10, 10, 10, 10, 0]);
    expect(paid[5]).toMatchObject({ score: 100, dailyLimitReached: true, message: englishWords('server.games.dailyLimitReached') });
    expect(await storedPoints(t.database, user.id)).toBe(LEVEL_4 + 50);
    expect(await scoresOf(user.id)).toHaveLength(6);
  });

  it('past the hourly game-score limit a 429, nothing kept, and the play can be answered later', async () => {
    const { user, play, answersWith } = await dealtPlay();
    const key = userLimitKey('game-scores', user.id);
    await t.database.db.insert(rateLimits).values({ key, count: GAME_SCORE_POSTS_PER_HOUR, windowStart: new Date() });
    const refused = await answer(user.cookie, play.playId, { answers: answersWith(10) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: englishWords('server.games.tooManyScores') });
    expect(await scoresOf(user.id)).toHaveLength(0);
    await t.database.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 61 * 60 * 1000) })
      .where(sql`${rateLimits.key} = ${key}`);
    expect((await answer(user.cookie, play.playId, { answers: answersWith(10) })).statusCode).toBe(201);
  });
});
