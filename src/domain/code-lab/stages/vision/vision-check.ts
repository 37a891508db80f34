// A vision level's check (docs/product/code-lab.md#vision-lab): the training set guesses each of
// the level's fixed test drawings (vision-guess.ts); the level is solved when at least
// `needRight` are right. Pure and deterministic, whole numbers only, so the page shows first what
// the server decides. Bounded: at most 30 examples and the level's tests (12 at most) have their
// features worked out (each drawing within 16 KiB: at most a few thousand cells of lines), and
// 30 distances of 66 numbers a test.
import type { VisionLevel } from './vision-level';
import { features, type Features } from './vision-features';
import { guessFeatures, train, type Guess } from './vision-guess';
import type { TrainingProgram } from './vision-program';

/** @public shared with the page and the server. */
export type TestResult = { guess: Guess; right: boolean };

/** @public shared with the page and the server. */
export type VisionCheck = {
  outcome: 'solved' | 'not-solved';
  right: number;
  need: number;
  /** Each test drawing's guess, in the level's order; the ones it got wrong are `right: false`. */
  results: TestResult[];
};

/** A kind of stage checked by a check of its own, for the registry (stages/registry.ts). */
export const visionStage = { kind: 'vision' } as const;

/**
 * A level's test drawings' features, worked out once: they are the level's, fixed, and a solve
 * need not draw them again (a memo of a pure function: the same answer either way).
 */
const testFeatures = new WeakMap<VisionLevel['tests'], Features[]>();
function featuresOfTests(level: VisionLevel): Features[] {
  let known = testFeatures.get(level.tests);
  if (!known) {
    known = level.tests.map((test) => features(test.drawing));
    testFeatures.set(level.tests, known);
  }
  return known;
}

/** Checks a valid training set on a vision level. */
export function checkVisionLevel(level: VisionLevel, program: TrainingProgram): VisionCheck {
  const trained = train(program);
  const tests = featuresOfTests(level);
  const results = level.tests.map((test, i) => {
    const guess = guessFeatures(trained, tests[i]!);
    return { guess, right: guess.word === test.label };
  });
  const right = results.filter((r) => r.right).length;
  return { outcome: right >= level.needRight ? 'solved' : 'not-solved', right, need: level.needRight, results };
}
