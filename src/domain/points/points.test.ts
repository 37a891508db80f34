import { expect, it } from 'vitest';
import { levelForPoints, nextReward } from './points';

it('levels up every 100 points (docs/product.md#points-levels-and-badges)', () => {
  expect([0, 99, 100, 250, 799, 800].map(levelForPoints)).toEqual([1, 1, 2, 3, 8, 9]);
  expect(levelForPoints(-5)).toBe(1);
});

it('shows progress toward the next reward', () => {
  expect(nextReward(250)).toMatchObject({
    reward: { title: 'Custom Themes', points: 500 },
    points: 250,
    remaining: 250,
    percent: 50,
  });
  expect(nextReward(0)).toMatchObject({ reward: { title: 'Custom Themes' }, percent: 0 });
  expect(nextReward(500)).toMatchObject({
    reward: { title: 'Bonus Projects', points: 1000 },
    remaining: 500,
    percent: 50,
  });
  expect(nextReward(1000)).toBeNull();
});
