// A guest's Code Lab points, worked out in the browser with the server's rule
// (src/domain/code-lab/points-rule.ts, docs/product/code-lab.md#points): 10 for a level's first
// solve, 5 more for its first 3-star solve, and the world's bonus once, when its last level gets
// solved (then the page celebrates the world, as it does for an account's `worldCompleted`). The
// server runs every program again at sign-up and awards from that, so this is only a preview.
import { solvePoints } from '../../../domain/code-lab/points-rule';
import type { GuestCodeLabSolve } from '../../lib/guest-storage';

/** `pointsReward`: the world's bonus (`worldBonusPoints`). */
type World = { levelIds: readonly string[]; pointsReward: number };

type Award = { points: number; worldCompleted: boolean };

export function guestSolveAward(before: readonly Pick<GuestCodeLabSolve, 'levelId' | 'stars'>[], levelId: string, stars: 2 | 3, world: World): Award {
  const previous = before.find((r) => r.levelId === levelId);
  const solved = new Set(before.map((r) => r.levelId));
  const worldDoneBefore = world.levelIds.every((id) => solved.has(id));
  solved.add(levelId);
  const worldCompleted = !worldDoneBefore && world.levelIds.every((id) => solved.has(id));
  const points = solvePoints({ firstSolve: !previous, firstThreeStars: stars === 3 && previous?.stars !== 3, worldCompleted }, world.pointsReward);
  return { points, worldCompleted };
}
