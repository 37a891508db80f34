// Whether a studio drawing draws anything (docs/decisions/355-the-studio-keeps-a-draft.md), apart
// from domain/drawings.ts so that what only needs the drawings' limits does not take the engine
// with it.
import { runProgram } from './interpreter';
import type { Program } from './program';
import { STUDIO_LEVEL } from './studio-paper';

/**
 * True when the program draws no line on the studio's paper (no blocks, only turns, the pen up
 * all the way, or off the paper at once): such a drawing cannot be saved. The same run as the
 * studio's and the downloads', so the page and the server always agree.
 */
export const drawsNothing = (program: Program): boolean =>
  (runProgram(STUDIO_LEVEL, program).pen?.segments.length ?? 0) === 0;
