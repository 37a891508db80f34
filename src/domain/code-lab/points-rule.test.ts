import { describe, expect, it } from 'vitest';
import type { World } from './level-types';
import {
  CODE_LAB_WORLD_BONUS,
  completedWorldGameIds,
  solvePoints,
  worldBonusPoints,
  worldRecordKey,
} from './points-rule';

const worlds: World[] = [
  {
    id: 'birthday',
    gameId: 'birthday-adventure',
    title: 'B',
    concept: 'c',
    levelIds: ['birthday-1', 'birthday-2'],
  },
  {
    id: 'tech-lab',
    gameId: 'pattern-builder',
    title: 'T',
    concept: 'c',
    levelIds: ['tech-lab-1', 'tech-lab-2'],
  },
  { id: 'pen', title: 'Pen Studio', concept: 'c', levelIds: ['pen-1', 'pen-2'] },
];

it('counts a world as a completed game only when every one of its levels is solved', () => {
  expect(completedWorldGameIds(worlds, [])).toEqual([]);
  expect(completedWorldGameIds(worlds, ['birthday-1', 'tech-lab-1', 'tech-lab-2'])).toEqual([
    'pattern-builder',
  ]);
  expect(
    completedWorldGameIds(
      worlds,
      new Set(['birthday-2', 'birthday-1', 'tech-lab-2', 'tech-lab-1']),
    ),
  ).toEqual(['birthday-adventure', 'pattern-builder']);
});

it('never counts a world that is not a game (pen, function) toward Game Maker', () => {
  expect(completedWorldGameIds(worlds, ['pen-1', 'pen-2'])).toEqual([]);
});

it('counts a world that counts as a game under its own id, with its bonus and key unchanged', () => {
  const game: World = { id: 'game', countsAsGame: true, title: 'G', concept: 'c', levelIds: ['game-1', 'game-2'] };
  expect(completedWorldGameIds([...worlds, game], ['game-1'])).toEqual([]);
  expect(completedWorldGameIds([...worlds, game], ['game-2', 'game-1', 'pen-1'])).toEqual(['game']);
  expect(worldBonusPoints(game, () => 80)).toBe(CODE_LAB_WORLD_BONUS);
  expect(worldRecordKey(game)).toBe('game');
});

describe('the points rule', () => {
  const rewards = (id: string) => ({ 'birthday-adventure': 55 })[id];
  it('pays a game world its game reward and the other worlds the bonus of 60', () => {
    expect(worldBonusPoints(worlds[0]!, rewards)).toBe(55);
    expect(worldBonusPoints(worlds[2]!, rewards)).toBe(CODE_LAB_WORLD_BONUS);
    expect(CODE_LAB_WORLD_BONUS).toBe(60);
  });
  it('keys a world by its game, or by its own id when it is not a game', () => {
    expect(worldRecordKey(worlds[0]!)).toBe('birthday-adventure');
    expect(worldRecordKey(worlds[2]!)).toBe('pen');
  });
  it('adds 10 for a first solve, 5 for first 3 stars and the bonus for a world', () => {
    expect(
      solvePoints({ firstSolve: true, firstThreeStars: false, worldCompleted: false }, 60),
    ).toBe(10);
    expect(solvePoints({ firstSolve: true, firstThreeStars: true, worldCompleted: true }, 60)).toBe(
      75,
    );
    expect(
      solvePoints({ firstSolve: false, firstThreeStars: true, worldCompleted: false }, 60),
    ).toBe(5);
    expect(
      solvePoints({ firstSolve: false, firstThreeStars: false, worldCompleted: false }, 60),
    ).toBe(0);
  });
});
