// A level of the Vision Lab (docs/product/code-lab.md#vision-lab, docs/decisions/412-the-vision-lab.md):
// its word list (the labels a training set may have), the training set it opens with, its fixed
// test drawings and its goal: the trained guesser gets at least `needRight` of them right. The
// program is the training set (vision-program.ts); the check is vision-check.ts.
import type { Level, LevelBase } from '../../level-types';
import type { TrainingProgram } from './vision-program';
import type { VisionLabel, VisionTest } from './vision-types';

/**
 * `toolbox` is empty (a training set has no blocks); `maxBlocks` is the most examples in all, and
 * `idealBlocks` the most for 3 stars (a finder that learns from few examples).
 */
export type VisionLevel = LevelBase & {
  kind: 'vision';
  /** The level's word list: 2 or 3 of VISION_LABELS. */
  labels: readonly VisionLabel[];
  /** The training set the level opens with (the confusing level's holds a wrong example); else empty. */
  startTraining?: TrainingProgram;
  /** The fixed test drawings, each with the label it really is. */
  tests: readonly VisionTest[];
  /** The goal: at least this many of `tests` guessed right. */
  needRight: number;
};

/** @public shared with the page and the server. */
export const isVisionLevel = (level: Level): level is VisionLevel => level.kind === 'vision';
