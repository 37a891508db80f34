// The studio's paper (docs/product/code-lab.md#free-drawing): the pen world with no target and
// every pen block. Ada starts in the middle, facing up, pen down, in black (the engine's start).
import type { Heading, PenLevel, Point } from '../../../../domain/code-lab/level-types';
import { PROGRAM_LIMITS, type BlockKind, type Program } from '../../../../domain/code-lab/program';

const STUDIO_SIZE = { width: 10, height: 10 } as const;
export const STUDIO_START: Point = { x: 5, y: 5 };
const STUDIO_START_DIR: Heading = 'north';

/** Every block of the pen world, in the palette's order. */
const STUDIO_TOOLBOX: readonly BlockKind[] = [
  'forward',
  'turn-left',
  'turn-right',
  'repeat',
  'pen-down',
  'pen-up',
  'color',
  'call',
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
