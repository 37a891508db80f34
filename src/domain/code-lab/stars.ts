// Stars for a solved level (docs/product/code-lab.md#stars): 2 for any solve, 3 for a solve
// with at most the level's idealBlocks blocks. Only meaningful for a solved run.
import type { Level } from './level-types';
import { countBlocks, type Program } from './program';

export type Stars = 2 | 3;

export const starsFor = (level: Pick<Level, 'idealBlocks'>, program: Program): Stars =>
  countBlocks(program) <= level.idealBlocks ? 3 : 2;
