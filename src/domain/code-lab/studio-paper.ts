// The studio's paper (docs/product/code-lab.md#free-drawing): the pen world with no target and
// every pen block. Ada starts in the middle, facing up, pen down, in black (the engine's start).
import { blockFamily, isOfStage, kindsOfStage } from './blocks';
import type { Heading, Point } from './level-types';
import type { PenLevel } from './stages/pen/pen-level';
import { PROGRAM_LIMITS, type BlockKind, type Program } from './program';

const STUDIO_SIZE = { width: 10, height: 10 } as const;
export const STUDIO_START: Point = { x: 5, y: 5 };
const STUDIO_START_DIR: Heading = 'north';

/**
 * The studio's blocks and a drawing's are one rule: every block whose stages have the pen's
 * paper (docs/decisions/221-blocks-a-drawing-may-hold.md). There is no path to look for, no
 * balloon and no flag on a blank page.
 */
export const isStudioBlock = (kind: BlockKind): boolean => isOfStage(kind, 'pen');

/** Every block of the pen's paper, in the palette's order, the functions' last (as on the pen levels). */
const STUDIO_TOOLBOX: readonly BlockKind[] = [
  ...kindsOfStage('pen').filter((kind) => blockFamily(kind) !== 'function'),
  ...kindsOfStage('pen').filter((kind) => blockFamily(kind) === 'function'),
];

export const emptyDrawing = (): Program => ({ version: 2, body: [] });

/**
 * The studio as a pen level without a target, for what takes a level: the zod-free check of a
 * stored program (only the studio's blocks, the program limits) and the pen's run.
 */
export const STUDIO_LEVEL: PenLevel = {
  kind: 'pen',
  id: 'studio',
  world: 'pen',
  number: 0,
  // Never shown: the studio's page has its own words (codeLab.studio).
  title: '',
  intro: '',
  hints: ['', '', ''],
  toolbox: STUDIO_TOOLBOX,
  maxBlocks: PROGRAM_LIMITS.maxBlocks,
  idealBlocks: PROGRAM_LIMITS.maxBlocks,
  size: STUDIO_SIZE,
  start: STUDIO_START,
  startDir: STUDIO_START_DIR,
  target: [],
};
