import { expect, it } from 'vitest';
import { gamePointsFor, isValidGameScore, mazeScore, utcDay } from './games';

it('accepts exactly the maze scores a real play can make: 10, 15, ..., 60', () => {
  const valid = Array.from({ length: 200 }, (_, s) => s).filter((s) => isValidGameScore('robot-maze', s));
  expect(valid).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
  expect(isValidGameScore('robot-maze', 60.0)).toBe(true);
  expect(isValidGameScore('robot-maze', 12.5)).toBe(false);
  expect(isValidGameScore('robot-maze', Number.NaN)).toBe(false);
  expect(isValidGameScore('robot-maze', 100)).toBe(false);
});

it('has no valid score for unknown games', () => {
  expect(isValidGameScore('lost-finder', 50)).toBe(false);
  expect(isValidGameScore('__proto__', 50)).toBe(false);
  expect(isValidGameScore('toString', 50)).toBe(false);
});

it('scores the maze by moves and awards floor(score / 10)', () => {
  expect(mazeScore(8)).toBe(60);
  expect(mazeScore(17)).toBe(15);
  expect(mazeScore(40)).toBe(10);
  expect(gamePointsFor(60)).toBe(6);
  expect(gamePointsFor(15)).toBe(1);
  expect(utcDay(new Date('2026-01-02T23:59:59.999Z'))).toBe('2026-01-02');
});
