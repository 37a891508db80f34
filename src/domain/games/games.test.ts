import { describe, expect, it } from 'vitest';
import { gamePointsFor, isScoredGame, isValidGameScore, utcDay } from './games';

describe('game score rules', () => {
  it('accepts only 10, 15, ... 60 for the robot maze', () => {
    for (let s = 10; s <= 60; s += 5) expect(isValidGameScore('robot-maze', s)).toBe(true);
    for (const s of [-5, 0, 5, 12.5, 61, 65, 100, 1e9, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidGameScore('robot-maze', s)).toBe(false);
    }
  });

  it('refuses games that do not report scores, and unknown games', () => {
    expect(isScoredGame('robot-maze')).toBe(true);
    expect(isValidGameScore('chore-challenge', 50)).toBe(false);
    expect(isValidGameScore('no-such-game', 50)).toBe(false);
    expect(isValidGameScore('constructor', 50)).toBe(false);
    expect(isScoredGame('__proto__')).toBe(false);
  });

  it('awards floor(score / 10) points', () => {
    expect(gamePointsFor(60)).toBe(6);
    expect(gamePointsFor(55)).toBe(5);
    expect(gamePointsFor(10)).toBe(1);
  });

  it('counts plays per UTC day', () => {
    expect(utcDay(new Date('2026-03-04T23:59:59.999Z'))).toBe('2026-03-04');
    expect(utcDay(new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05');
  });
});
