import { describe, expect, it } from 'vitest';
import { guestSolveAward } from './guest-award';

const world = { levelIds: ['w-1', 'w-2'], pointsReward: 55 };

describe('a guest solve earns what the server would award', () => {
  it('10 for a first solve, 5 more for the first 3 stars, nothing for a replay', () => {
    expect(guestSolveAward([], 'w-1', 2, world)).toMatchObject({ points: 10 });
    expect(guestSolveAward([], 'w-1', 3, world)).toMatchObject({ points: 15 });
    expect(guestSolveAward([{ levelId: 'w-1', stars: 2 }], 'w-1', 3, world)).toMatchObject({ points: 5 });
    expect(guestSolveAward([{ levelId: 'w-1', stars: 3 }], 'w-1', 3, world)).toMatchObject({ points: 0 });
    expect(guestSolveAward([{ levelId: 'w-1', stars: 3 }], 'w-1', 2, world)).toMatchObject({ points: 0 });
  });

  it("adds the world's reward once, when its last level is solved", () => {
    expect(guestSolveAward([{ levelId: 'w-1', stars: 2 }], 'w-2', 2, world)).toEqual({ points: 65, worldCompleted: true });
    expect(guestSolveAward([], 'w-2', 2, world)).toEqual({ points: 10, worldCompleted: false });
    const done = [
      { levelId: 'w-1', stars: 2 as const },
      { levelId: 'w-2', stars: 2 as const },
    ];
    expect(guestSolveAward(done, 'w-2', 3, world)).toEqual({ points: 5, worldCompleted: false });
  });
});
