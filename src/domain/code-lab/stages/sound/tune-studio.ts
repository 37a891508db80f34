// The tune studio's rules (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// a child's own tune with every sound block, the functions' last (as on the levels), within the
// program limits. Pure: the page's studio and the device's kept tunes use it; the server checks a
// kept tune with parseTuneProgram(program, 'draft') (creation-programs.ts).
import { blockFamily, kindsOfStage, type BlockKind } from '../../blocks';
import { PROGRAM_LIMITS } from '../../program';
import type { TuneProgram } from './tune-program';

/** Every sound block, in the palette's order, the functions' last. */
const STUDIO_TUNE_TOOLBOX: readonly BlockKind[] = [
  ...kindsOfStage('sound').filter((kind) => blockFamily(kind) !== 'function'),
  ...kindsOfStage('sound').filter((kind) => blockFamily(kind) === 'function'),
];

/** The studio's rules for the editor: every block, the program limits. */
export const STUDIO_TUNE_RULES = {
  toolbox: STUDIO_TUNE_TOOLBOX,
  maxBlocks: PROGRAM_LIMITS.maxBlocks,
  maxDepth: PROGRAM_LIMITS.maxDepth,
} as const;

/** Whether a tune can be kept: it has a block (the server refuses an empty one). */
export const tuneHasBlocks = (program: TuneProgram): boolean => program.body.length > 0;
