// The Vision Lab's time budget (docs/product/code-lab.md#vision-lab): features and a guess for a
// full training set (30 examples) within 2 ms, the least CPU time of several runs after a warm-up
// (process.cpuUsage; the test allows 3 times that on a shared machine), and every puzzle's
// reference checked as the server checks it.
import { describe, expect, it } from 'vitest';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { guess } from '../../src/domain/code-lab/stages/vision/vision-guess';
import { isVisionLevel } from '../../src/domain/code-lab/stages/vision/vision-level';
import type { TrainingProgram } from '../../src/domain/code-lab/stages/vision/vision-program';
import { visionLabLevels } from './levels';
import { visionSolutionOf } from './reference-solutions';
import { circle, key, square, wobbly } from './vision-drawings';

/** The least CPU time, in ms, `work` takes over `runs` runs after 5 unmeasured. */
function least(runs: number, work: () => void): number {
  for (let i = 0; i < 5; i++) work();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    work();
    const used = process.cpuUsage(c0);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

const full: TrainingProgram = {
  version: 6,
  kind: 'training',
  labels: [
    { word: 'key', examples: Array.from({ length: 10 }, (_, i) => wobbly(key(6 + i, 16, 4, 18), i)) },
    { word: 'circle', examples: Array.from({ length: 10 }, (_, i) => wobbly(circle(16, 16, 5 + i), i)) },
    { word: 'square', examples: Array.from({ length: 10 }, (_, i) => wobbly(square(4 + i, 4, 20 - i), i)) },
  ],
};

describe('the Vision Lab within its time budget', () => {
  it('works out features and a guess for 30 examples within 2 ms (6 allowed here)', () => {
    expect(guess(full, key(8, 16, 5, 16)).word).toBe('key');
    const ms = least(15, () => guess(full, key(8, 16, 5, 16)));
    console.info(`features and a guess for 30 examples: least ${ms.toFixed(2)} ms of CPU`);
    expect(ms).toBeLessThanOrEqual(6);
  });

  it("checks every puzzle's reference within 10 ms", () => {
    for (const level of visionLabLevels.filter(isVisionLevel)) {
      const solution = visionSolutionOf(level.id);
      expect(checkSolve(level, solution).kind).toBe('solved');
      const ms = least(5, () => checkSolve(level, solution));
      console.info(`${level.id}: ${ms.toFixed(2)} ms of CPU`);
      expect(ms, level.id).toBeLessThanOrEqual(10);
    }
  });
});
