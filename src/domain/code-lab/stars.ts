// Stars for a solved level (docs/product/code-lab.md#stars): 2 for any solve, 3 for a solve
// with at most the level's idealBlocks blocks (a game's event blocks count). Only meaningful for
// a solved run.
import type { Level } from './level-types';
import type { LabProgram } from './level-program';
import { countBlocks } from './program';
import { countGameBlocks } from './stages/game/game-program';
import { countTuneBlocks } from './stages/sound/tune-program';
import { countWebBlocks } from './stages/web/web-program';

export type Stars = 2 | 3;

/** Blocks of a program of any kind (a game's event blocks and a tune's togethers count one each). */
const blocksOf = (program: LabProgram): number =>
  program.version === 3
    ? countGameBlocks(program)
    : program.version === 4
      ? countTuneBlocks(program)
      : program.version === 5
        ? countWebBlocks(program)
        : countBlocks(program);

export const starsFor = (level: Pick<Level, 'idealBlocks'>, program: LabProgram): Stars =>
  blocksOf(program) <= level.idealBlocks ? 3 : 2;
