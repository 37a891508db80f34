import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { insertChild, insertUser } from '../../../../tests/support/accounts';
import { codeLabRuns, codeLabSolves, gameScores, progress } from '../../db/schema/index';
import { gameSolutionOf, solutionOf } from '../../../../tests/support/code-lab';
import { childProgressView } from './progress-view';

let t: TestApp;
const time = { now: new Date(), timeZone: 'UTC' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the per-child progress view (one query per view)', () => {
  it('shows lessons, Code Lab levels with stars, runs and fails, badges, points and needs help', async () => {
    const db = t.database.db;
    const parent = await insertUser(db);
    const other = await insertUser(db);
    const bo = await insertChild(
      db,
      { familyOwnerId: parent.id },
      { nickname: 'Bo', avatarId: 4, points: 30 },
    );
    const al = await insertChild(db, { familyOwnerId: parent.id }, { nickname: 'al' });
    await insertChild(db, { familyOwnerId: other.id }, { nickname: 'Not mine' });
    const now = new Date();
    await db.insert(progress).values([
      {
        userId: bo.id,
        moduleId: 'basics',
        lessonId: 'intro-to-coding',
        completedAt: new Date(now.getTime() - 1000),
      },
      { userId: bo.id, moduleId: 'basics', lessonId: 'sequences', completedAt: now },
    ]);
    await db.insert(gameScores).values({ userId: bo.id, gameId: 'robot-maze', score: 10 });
    await db.insert(codeLabSolves).values({
      userId: bo.id,
      levelId: 'birthday-1',
      stars: 3,
      program: solutionOf('birthday-1'),
      firstSolvedAt: now,
      solvedAt: now,
    });
    await db.insert(codeLabRuns).values([
      { userId: bo.id, levelId: 'birthday-1', runs: 4, failsSinceSolve: 0, lastRunAt: now },
      { userId: bo.id, levelId: 'birthday-2', runs: 3, failsSinceSolve: 3, lastRunAt: now },
      { userId: al.id, levelId: 'tech-lab-1', runs: 2, failsSinceSolve: 2, lastRunAt: now },
    ]);

    const children = await childProgressView(db).list({ familyOwnerId: parent.id }, time);
    expect(children.map((c) => c.nickname)).toEqual(['al', 'Bo']);
    const [alView, boView] = children;
    expect(boView).toMatchObject({
      id: bo.id,
      avatarId: 4,
      lessons: ['intro-to-coding', 'sequences'],
      codeLab: [
        { levelId: 'birthday-1', stars: 3, runs: 4, fails: 0 },
        { levelId: 'birthday-2', stars: 0, runs: 3, fails: 3 },
      ],
      points: 30,
      needsHelp: ['birthday-2'],
      lastActiveAt: null,
    });
    expect(boView!.badges).toContain('coding-starter');
    expect(alView).toMatchObject({
      lessons: [],
      badges: [],
      needsHelp: [],
      codeLab: [{ levelId: 'tech-lab-1', stars: 0, runs: 2, fails: 2 }],
    });

    expect(await childProgressView(db).list({ familyOwnerId: parent.id, childId: al.id }, time)).toEqual([
      alView,
    ]);
    expect(await childProgressView(db).list({ familyOwnerId: other.id, childId: al.id }, time)).toEqual(
      [],
    );
  });

  it('counts a solved Code Lab world as a completed game for Game Maker, as the browser does', async () => {
    const db = t.database.db;
    const parent = await insertUser(db);
    const kim = await insertChild(db, { familyOwnerId: parent.id }, { nickname: 'Kim' });
    const now = new Date();
    const solve = (levelId: string) => ({
      userId: kim.id,
      levelId,
      stars: 2,
      program: solutionOf(levelId),
      firstSolvedAt: now,
      solvedAt: now,
    });
    const world = (name: string) => [1, 2, 3, 4, 5, 6].map((n) => solve(`${name}-${n}`));
    await db.insert(gameScores).values({ userId: kim.id, gameId: 'robot-maze', score: 10 });
    await db.insert(codeLabSolves).values([...world('birthday'), ...world('tech-lab').slice(0, 5)]);
    const badgesOf = async () =>
      (await childProgressView(db).list({ familyOwnerId: parent.id }, time))[0]!.badges;
    expect(await badgesOf()).not.toContain('game-maker'); // the maze and one world: 2 of 3

    await db.insert(codeLabSolves).values(solve('tech-lab-6'));
    expect(await badgesOf()).toContain('game-maker'); // the maze and two worlds
  });

  it('counts the Game Lab and Code Racer worlds for Game Maker too, each once it is all solved', async () => {
    const db = t.database.db;
    const parent = await insertUser(db);
    const lu = await insertChild(db, { familyOwnerId: parent.id }, { nickname: 'Lu' });
    const now = new Date();
    const solve = (levelId: string) => ({
      userId: lu.id,
      levelId,
      stars: 3,
      program: gameSolutionOf(levelId),
      firstSolvedAt: now,
      solvedAt: now,
    });
    const levels = (name: string, count: number) =>
      Array.from({ length: count }, (_, i) => solve(`${name}-${i + 1}`));
    await db.insert(gameScores).values({ userId: lu.id, gameId: 'robot-maze', score: 10 });
    await db.insert(codeLabSolves).values([...levels('game', 8), ...levels('racer', 5)]);
    const badgesOf = async () =>
      (await childProgressView(db).list({ familyOwnerId: parent.id }, time))[0]!.badges;
    expect(await badgesOf()).not.toContain('game-maker'); // the maze and the Game Lab: 2 of 3

    await db.insert(codeLabSolves).values(solve('racer-6'));
    expect(await badgesOf()).toContain('game-maker'); // the maze, the Game Lab and Code Racer
  });
});
